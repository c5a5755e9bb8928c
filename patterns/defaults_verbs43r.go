package patterns

// verbs43r are, per default, rt42 §12's leftovers that a pattern names
// (fx43r):
//
//   - cmd.publish: a file uploaded with credentials to a package
//     registry's repository path, which publishes it as `npm publish`
//     would (`curl -T pkg.tgz -u u:p https://nexus…/repository/npm/`).
//     A registry is told by its upload path: Nexus's /repository/NAME/,
//     Artifactory's /artifactory/, the package APIs of Gitea and Forgejo
//     (/api/packages/) and GitLab (/packages/generic/, /packages/maven/,
//     /packages/npm/, /packages/pypi/); the credentials by -u/--user or an
//     Authorization or *-Token header. An upload without credentials, or
//     to another path, is left alone (a test server, an object store).
//
// Built on first use, as every table is (lazy.go).
var verbs43r = lazy[map[string][]string]{build: func() map[string][]string {
	var publish []string
	uploads := []string{"-T=*", "--upload-file=*"}
	creds := []string{"-u=*", "--user=*", "-H=*uthorization:*", "--header=*uthorization:*",
		"-H=*-Token:*", "--header=*-Token:*", "-H=*-TOKEN:*", "--header=*-TOKEN:*"}
	paths := []string{"*/repository/*", "*/artifactory/*", "*/api/packages/*", "*/packages/generic/*",
		"*/packages/maven/*", "*/packages/npm/*", "*/packages/pypi/*"}
	for _, up := range uploads {
		for _, c := range creds {
			for _, p := range paths {
				publish = append(publish, "curl "+up+" "+c+" ** "+p+" **")
			}
		}
	}
	return map[string][]string{"cmd.publish": publish}
}}
