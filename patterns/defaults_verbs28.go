package patterns

// verbs28 are, per default, the programs and verbs the red team rt28d
// found missing from the defaults' tables, each named by the effect a
// default already names by other spellings:
//
//   - cmd.credentials (#7): a project or repository opened up, or access
//     granted, by CLIs beside gh, aws and gcloud: GitLab's visibility by
//     `glab repo edit --visibility` or a `visibility` field given to
//     `glab api` (as `gh api -f visibility=` asks); Azure storage made
//     public (`az storage container set-permission`/`create` with
//     `--public-access blob|container`, `az storage account update
//     --allow-blob-public-access true`); an S3 bucket's public-access block
//     lifted (`aws s3api put-public-access-block` with a `false` in it);
//     heroku's collaborators and ownership (`access:add`, `access:update`,
//     `sharing:add`, `apps:transfer`, `members:add`);
//   - cmd.system (#9): a launchd job taken down (`launchctl bootout`,
//     `unload`, `remove`, `disable`, `stop`, `kill`), as `systemctl stop`
//     and `disable` ask; launchctl's `list` and `print` are reads;
//   - cmd.publish (#8): maven's deploy plugin called by goal
//     (`mvn deploy:deploy-file`, which uploads a file to a repository
//     without the project's `deploy` phase).
//
// `modprobe -r` of a module not known to drive the network (a network
// driver's is cmd.system's since fx38c: defaults_netdrivers.go) and the
// hosting CLIs' deploys (`firebase deploy`, `surge`, `vercel --prod`,
// `netlify deploy --prod`, `wrangler deploy`) stay everyday work, as
// fx20d1 and fx21d2 decided: a site deployed is the project's own work,
// put back by the next deploy. (`update-grub`, left alone then, asks
// since fx42r2: defaults_verbs42r2.go.)
//
// Built on first use, as every table is (lazy.go).
var verbs28 = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.credentials": accessVerbs28(),
		"cmd.system":      systemVerbs28(),
		"cmd.publish":     publishVerbs28(),
	}
}}

// accessVerbs28 are cmd.credentials' patterns of verbs28.
func accessVerbs28() []string {
	out := []string{
		"glab repo edit --visibility=* **", "glab ** repo edit --visibility=* **",
		"az storage container set-permission --public-access=blob **",
		"az storage container set-permission --public-access=container **",
		"az storage container create --public-access=blob **",
		"az storage container create --public-access=container **",
		"az storage account update --allow-blob-public-access=true **",
		"aws s3api put-public-access-block --public-access-block-configuration=*false* **",
		"aws s3api put-public-access-block --public-access-block-configuration=*False* **",
	}
	for _, field := range []string{"-f", "-F", "--field", "--raw-field"} {
		out = append(out, "glab api "+field+"=visibility=* **")
	}
	for _, verb := range []string{"access:add", "access:update", "sharing:add", "apps:transfer", "members:add", "members:set"} {
		out = append(out, "heroku "+verb+" **")
	}
	return out
}

// systemVerbs28 are cmd.system's patterns of verbs28.
func systemVerbs28() []string {
	var out []string
	for _, verb := range []string{"bootout", "unload", "remove", "disable", "stop", "kill"} {
		out = append(out, "launchctl "+verb+" **")
	}
	return out
}

// publishVerbs28 are cmd.publish's patterns of verbs28.
func publishVerbs28() []string {
	return []string{"mvn* ** deploy:deploy-file **", "mvn* ** org.apache.maven.plugins:maven-deploy-plugin:*:deploy* **"}
}
