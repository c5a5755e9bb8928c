package patterns

import "testing"

// fx47aCases (fx47a, issue 7): the dangerous commands rt46 found allowed,
// asked by the default that names the effect, beside the everyday
// commands of the same programs that stay allowed, and rt46's everyday
// commands the defaults asked about.
var fx47aCases = []evalCase{
	// cmd.cloud-delete: kops with --yes, rke remove, a teardown playbook.
	ask("kops delete cluster --name prod.k8s.local --yes", "cmd.cloud-delete"),
	ask("kops delete instancegroup nodes --yes", "cmd.cloud-delete"),
	ask("kops delete -f cluster.yaml -y", "cmd.cloud-delete"),
	ask("rke remove --force", "cmd.cloud-delete"),
	ask("rke remove --config cluster.yml", "cmd.cloud-delete"),
	ask("ansible-playbook destroy.yml -e env=prod", "cmd.cloud-delete"),
	ask("ansible-playbook -i inventories/prod playbooks/teardown.yaml", "cmd.cloud-delete"),
	ask("ansible-playbook decommission-db.yml", "cmd.cloud-delete"),
	allow("kops delete cluster --name x"),
	allow("kops get clusters"),
	allow("kops update cluster --name x --yes"),
	allow("rke up"),
	allow("rke remove --help"),
	allow("ansible-playbook site.yml"),
	allow("ansible-playbook -i inventory deploy.yml --limit web"),
	allow("ansible-playbook destroy.yml --check"),
	allow("ansible-playbook teardown.yml --syntax-check"),
	// Decided: k3d's clusters are local, as kind's.
	allow("k3d cluster delete prod"),
	allow("kind delete cluster"),
	// Decided: helm uninstall asks in a dev namespace too.
	ask("helm uninstall my-app -n dev", "cmd.cloud-delete"),
	ask("kubectl delete -f k8s/dev-job.yaml -n dev", "cmd.cloud-delete"),

	// cmd.wipe-disk: talosctl reset; volumes shrunk.
	ask("talosctl reset --graceful=false", "cmd.wipe-disk"),
	ask("talosctl -n 10.0.0.2 reset --reboot", "cmd.wipe-disk"),
	ask("lvresize -y -L -50G vg0/data", "cmd.wipe-disk"),
	ask("sudo lvresize -L-50G vg0/data", "cmd.wipe-disk"),
	ask("lvresize --size=-5G vg/root", "cmd.wipe-disk"),
	ask("lvresize -r -l -100 vg/root", "cmd.wipe-disk"),
	ask("lvm lvresize -L -5G vg/x", "cmd.wipe-disk"),
	ask("lvm lvreduce -L 1G vg/x", "cmd.wipe-disk"),
	ask("lvresize -f -L 1G vg/root", "cmd.wipe-disk"),
	ask("lvresize --yes -L 20G vg/root", "cmd.wipe-disk"),
	ask("lvresize -fL 1G vg/root", "cmd.wipe-disk"),
	ask("lvresize -f -L $SIZE vg/root", "cmd.wipe-disk"),
	ask("resize2fs -f /dev/vg0/root 100M", "cmd.wipe-disk"),
	ask("resize2fs -f -M /dev/vg0/root", "cmd.wipe-disk"),
	ask("lvreduce -f -L 1G /dev/vg0/root", "cmd.wipe-disk"),
	allow("lvresize -L +10G vg0/data"),
	allow("lvresize -r -L +10G vg0/data"),
	allow("lvresize -L 20G vg0/data"),
	allow("lvresize --test -L -5G vg0/data"),
	allow("lvextend -L +10G vg0/data"),
	allow("resize2fs /dev/vg0/root"),
	allow("resize2fs /dev/vg0/root 20G"),
	allow("resize2fs -P /dev/vg0/root"),
	allow("talosctl get members"),

	// cmd.force-push: the shared branches.
	ask("git push -f origin production", "cmd.force-push"),
	ask("git push -f origin HEAD:refs/heads/production", "cmd.force-push"),
	ask("git push -f origin release", "cmd.force-push"),
	ask("git push -f origin stable", "cmd.force-push"),
	ask("git push --force origin prod", "cmd.force-push"),
	ask("git push origin +stable", "cmd.force-push"),
	ask("git push origin +HEAD:refs/heads/release", "cmd.force-push"),
	ask("git push --delete origin stable", "cmd.force-push"),
	ask("git push origin :production", "cmd.force-push"),
	ask("git branch -D release", "cmd.force-push"),
	allow("git push origin production"),
	allow("git push origin release/1.2"),
	allow("git push -f origin release/1.2"),
	allow("git push origin --delete release/1.2"),
	allow("git push -f origin feature/x"),
	allow("git push -f origin gh-pages"),
	allow("git push -f origin staging"),
	allow("git push -f origin releases"),
	allow("git push -f origin release-notes"),
	allow("git push -f origin feature/release"),
	allow("git branch -D feature/x"),
	allow("git checkout release"),

	// cmd.system: system programs' modes.
	ask("chmod -x /usr/bin/sudo", "cmd.system"),
	ask("chmod 644 /usr/bin/sudo", "cmd.system"),
	ask("sudo chmod -s /usr/bin/sudo", "cmd.system"),
	ask("chmod u-s /usr/bin/su", "cmd.system"),
	ask("chmod 755 /usr/bin/sudo", "cmd.system"),
	ask("chmod a-x /usr/bin/*", "cmd.system"),
	ask("chmod -R 644 /usr", "cmd.system"),
	ask("chmod u=rw /sbin/init", "cmd.system"),
	allow("chmod 755 /usr/bin/tool"),
	allow("sudo chmod +x /usr/bin/mytool"),
	allow("chmod go-w /usr/bin/x"),
	allow("chmod -R go-w /opt"),
	allow("chmod -x /usr/local/bin/tool"),
	allow("chmod 644 ./bin/tool"),
	allow("chmod -x scripts/old.sh"),
	// Packages purged, the release upgraded, PID 1 re-executed.
	ask("sudo apt-get autoremove --purge -y", "cmd.system"),
	ask("sudo apt --purge autoremove", "cmd.system"),
	ask("sudo apt autopurge", "cmd.system"),
	ask("sudo do-release-upgrade", "cmd.system"),
	ask("sudo do-release-upgrade -f DistUpgradeViewNonInteractive", "cmd.system"),
	ask("sudo systemctl daemon-reexec", "cmd.system"),
	allow("sudo apt-get autoremove -y"),
	allow("sudo apt autoremove"),
	allow("do-release-upgrade -c"),
	allow("sudo systemctl daemon-reload"),
	allow("systemctl --user daemon-reexec"),
	// Decided: a large file is left alone.
	allow("fallocate -l 500G /tmp/fill"),
	allow("fallocate -l 1G test.img"),

	// cmd.publish: the release tools' names; steps that publish nothing.
	ask("npm run semantic-release", "cmd.publish"),
	ask("npm run semantic-release -- --no-ci", "cmd.publish"),
	ask("npm run release-it", "cmd.publish"),
	ask("npm run deploy:npm", "cmd.publish"),
	ask("yarn run semantic-release", "cmd.publish"),
	ask("pnpm run release:patch", "cmd.publish"),
	ask("npm run release", "cmd.publish"),
	allow("npm run release:notes"),
	allow("npm run release:changelog"),
	allow("yarn release:dry-run"),
	allow("npm run build:npm"),
	allow("npm run deploy:docs-preview"),
	allow("npm run prerelease"),

	// cmd.delete-home: kioclient's move.
	ask("kioclient5 move ~ trash:/", "cmd.delete-home"),
	ask("kioclient mv $HOME /tmp/old", "cmd.delete-home"),
	allow("kioclient5 copy ~/a.txt /tmp/"),
	allow("kioclient5 move build trash:/"),
	allow("kioclient5 exec ."),

	// Decided: an unforced worktree remove is git's own checked delete.
	allow("git worktree remove ../wt-x"),
	allow("git worktree add ../wt-x && git worktree remove ../wt-x"),
	ask("git worktree remove --force ../wt-x", "cmd.delete-outside"),
	ask("git worktree remove -f ../wt-x", "cmd.delete-outside"),
	ask("git worktree remove ../wt-x --force", "cmd.delete-outside"),
	// Decided: volumes are data; system prune without --volumes is not.
	ask("docker volume prune -f", "cmd.delete-outside"),
	allow("docker system prune -f"),
}

func TestFx47aCases(t *testing.T) { runCases(t, fx47aCases) }

// TestFx47aVolumeShrink checks lvresize's and resize2fs's readings: a
// size starting with - is certain, a forced absolute one a might, a grown
// or unforced one nothing.
func TestFx47aVolumeShrink(t *testing.T) {
	cases := []struct {
		args            []string
		might, certain  bool
		resize2fs, lvm2 bool
	}{
		{args: []string{"-L", "-50G", "vg/x"}, might: true, certain: true},
		{args: []string{"-L-50G", "vg/x"}, might: true, certain: true},
		{args: []string{"--extents=-10", "vg/x"}, might: true, certain: true},
		{args: []string{"-fL", "1G", "vg/x"}, might: true},
		{args: []string{"-fl-10", "vg/x"}, might: true, certain: true},
		{args: []string{"-t", "-L", "-1G", "vg/x"}},
		{args: []string{"-A", "y", "-L", "-1G", "vg/x"}, might: true, certain: true},
		{args: []string{"-f", "-L", "1G", "vg/x"}, might: true},
		{args: []string{"-rf", "-l", "100", "vg/x"}, might: true},
		{args: []string{"-L", "1G", "vg/x"}},
		{args: []string{"-y", "-L", "+1G", "vg/x"}},
		{args: []string{"-f", "/dev/vg/x", "1G"}, might: true, resize2fs: true},
		{args: []string{"-fM", "/dev/vg/x"}, might: true, resize2fs: true},
		{args: []string{"/dev/vg/x", "1G"}, resize2fs: true},
		{args: []string{"-f", "-z", "undo", "/dev/vg/x"}, resize2fs: true},
	}
	for _, c := range cases {
		var words []Word
		for _, a := range c.args {
			words = append(words, LitWord(a))
		}
		got := lvresizeShrinks(words)
		if c.resize2fs {
			got = resize2fsShrinks(words)
		}
		if got.Might != c.might || got.Certainly != c.certain {
			t.Errorf("%v: got %+v, want might=%v certain=%v", c.args, got, c.might, c.certain)
		}
	}
}

// TestFx47aModeLoss checks which chmod modes take the owner's execute
// bit or the set-user-ID bit away.
func TestFx47aModeLoss(t *testing.T) {
	cases := []struct {
		mode             string
		noExec, noSetuid bool
	}{
		{"-x", true, false}, {"a-x", true, false}, {"u-x", true, false}, {"go-x", true, false}, {"g-x", false, false}, {"o-x", true, false}, // the others' bit too (fx48b)
		{"-s", false, true}, {"u-s", false, true}, {"g-s", false, false},
		{"644", true, true}, {"755", false, true}, {"4755", false, false}, {"0755", false, true},
		{"=755", false, true}, {"000", true, true}, {"6", true, true},
		{"u=rw", true, true}, {"u=rwx", false, true}, {"u=rwxs", false, false}, {"a=rX", false, true},
		{"+x", false, false}, {"go-w", false, false}, {"u+x,g-w", false, false}, {"u-x+w", true, false},
		{"u=g", false, false}, {"bogus", false, false}, {"", false, false},
	}
	for _, c := range cases {
		noExec, noSetuid := modeLoss(c.mode)
		if noExec != c.noExec || noSetuid != c.noSetuid {
			t.Errorf("%q: got noExec=%v noSetuid=%v, want %v %v", c.mode, noExec, noSetuid, c.noExec, c.noSetuid)
		}
	}
}

// TestFx47aReleaseTaskNames checks the names [release-task] takes since
// fx47a, and the steps it leaves.
func TestFx47aReleaseTaskNames(t *testing.T) {
	for name, want := range map[string]bool{
		"semantic-release": true, "release-it": true, "deploy:npm": true, "npm:deploy": true, "release:patch": true,
		"release:major": true, "publish:npm": true, "web:semantic-release": true,
		"release:notes": false, "release:changelog": false, "release:dry-run": false, "build:npm": false,
		"deploy": false, "deploy:staging": false, "semantic-release-dry": false, "release-notes": false,
	} {
		if got := isReleaseTask(name); got != want {
			t.Errorf("%q: got %v, want %v", name, got, want)
		}
	}
}

// TestFx47aTeardownPlaybook checks [teardown-playbook]: a playbook file
// named for tearing down is a might, never certain.
func TestFx47aTeardownPlaybook(t *testing.T) {
	for word, might := range map[string]bool{
		"destroy.yml": true, "playbooks/Teardown.yaml": true, "decommission-db.yml": true, "nuke.yml": true,
		"site.yml": false, "destroy": false, "destroy.sh": false, "deploy.yml": false, "wiper/site.yml": false,
	} {
		got := judgeTeardownPlaybook("", LitWord(word), nil)
		if got.Might != might || got.Certainly {
			t.Errorf("%q: got %+v, want might=%v and never certain", word, got, might)
		}
	}
}

// FuzzFx47aModeLoss: modeLoss and the size readers never panic.
func FuzzFx47aModeLoss(f *testing.F) {
	for _, s := range []string{"-x", "u=rw", "4755", "=", "+", "u-x+w,", "-L", "--size=", "-f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		modeLoss(s)
		w := []Word{LitWord(s), LitWord(s)}
		lvresizeShrinks(w)
		resize2fsShrinks(w)
		if judgeTeardownPlaybook("", LitWord(s), nil).Certainly {
			t.Fatalf("%q: certain", s)
		}
	})
}
