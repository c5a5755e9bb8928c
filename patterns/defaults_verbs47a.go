package patterns

// verbs47a are, per default, the effects the rt46 red team found still
// allowed (fx47a, issue 7), each named by the default that already names
// the effect by other spellings:
//
//   - cmd.cloud-delete: a Kubernetes cluster and its cloud machines
//     deleted by kops (`kops delete cluster --name x --yes`, `delete
//     instancegroup`, `-f FILE`; without --yes kops only lists what it
//     would delete, and is left alone), a cluster's Kubernetes removed
//     from its nodes by RKE (`rke remove`), and an ansible playbook run
//     whose name says it tears down ([teardown-playbook]: destroy.yml,
//     teardown.yml …, a might; `--check` and the listings are dry runs);
//   - cmd.wipe-disk: a Talos node reset (`talosctl reset` wipes its
//     disks), a logical volume or ext filesystem shrunk ([volume-shrink]:
//     `lvresize -L -50G`, a forced `lvresize -f -L 1G` or `resize2fs -f
//     DEV SIZE` as mights), as lvreduce already asks;
//   - cmd.system: a system program's execute or set-user-ID bit taken
//     away ([bin-mode-loss]: `chmod -x /usr/bin/sudo`, `chmod 644
//     /usr/bin/sudo`, `chmod u-s /usr/bin/su`), packages purged by
//     autoremove (`apt-get autoremove --purge`, `apt autopurge`), the
//     distribution upgraded to its next release (`do-release-upgrade`;
//     `-c` only checks), PID 1 re-executed (`systemctl daemon-reexec`).
//
// By classes rather than patterns: the shared branches a force push
// rewrites (alwaysDefaultBranches, class_git.go) and the release tools'
// script names ([release-task], class_releasetask.go). Deletes by
// kioclient's move are in the effects table (does_deletes35.go), and so
// is the call on `git worktree remove` (does_deletes.go).
//
// Wired into the table by withVerbs47a (defaultTableSource), which also
// appends each rule's documentation and examples. Built on first use, as
// every table is (lazy.go).
var verbs47a = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.cloud-delete": {
			"kops delete --yes **", "kops delete -y **",
			"rke remove **", "rke ** remove **",
			"ansible-playbook ** [teardown-playbook] **",
		},
		"cmd.wipe-disk": {"talosctl ** reset **", "[volume-shrink] **"},
		"cmd.system": {
			"[bin-mode-loss] **",
			"apt ** autoremove --purge **", "apt ** autopurge **", "apt-get ** autoremove --purge **", "apt-get ** autopurge **",
			"do-release-upgrade **", "systemctl ** daemon-reexec **",
		},
	}
}}

// except47a are, per default, the exceptions of verbs47a: dry runs, help
// and checks.
var except47a = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.cloud-delete": {
			"rke remove --help **", "rke remove -h **",
			"ansible-playbook --check **", "ansible-playbook -C **", "ansible-playbook --syntax-check **",
			"ansible-playbook --list-tasks **", "ansible-playbook --list-hosts **", "ansible-playbook --list-tags **",
		},
		"cmd.wipe-disk": {"talosctl ** reset --help **", "talosctl ** reset -h **"},
		"cmd.system": {
			"do-release-upgrade -c **", "do-release-upgrade --check-dist-upgrade-only **",
			"do-release-upgrade -h **", "do-release-upgrade --help **", "do-release-upgrade -V **",
			"systemctl --user daemon-reexec",
		},
	}
}}

// docs47a is what DEFAULTS.md says, per default, of verbs47a and of the
// calls fx47a decided.
func docs47a() map[string]string {
	return map[string]string{
		"cmd.cloud-delete": " And (fx47a, rt46 §A1–A3): a cluster deleted by kops with `--yes` (`kops delete cluster --name x --yes`, `kops delete instancegroup nodes --yes`, `kops delete -f c.yaml --yes`: the cluster's machines, volumes and DNS; without `--yes` kops only lists what it would delete and is left alone), " +
			"`rke remove` (Kubernetes and etcd's data removed from every node of cluster.yml), and an ansible playbook whose file name says it tears down (`ansible-playbook destroy.yml`, `teardown.yml`, `decommission-db.yml`, `nuke.yml`, `wipe.yml`: [teardown-playbook], a might, as `make release` is for publishing; `--check`, `--syntax-check` and the `--list-*` are left alone). " +
			"Decided (fx47a, rt46 §A2): `k3d cluster delete NAME` is left alone as `kind delete cluster` is: both are clusters of containers on this machine that a developer makes and drops (class_clidelete_local.go), whatever the name says (`prod` is a name, not a place); " +
			"rke's and Talos's act on real nodes and ask. " +
			"Decided (fx47a, rt46 §B): `helm uninstall REL -n dev` still asks: a release is every object its chart made (deployments, services, secrets, claims), the kinds fx46c's dev-namespace chores (a Job or ConfigMap deleted by name) leave out, and `kubectl delete -f FILE -n dev` asks for the same reason.",
		"cmd.wipe-disk": " And (fx47a, rt46 §A2, §A4): `talosctl reset` (the Talos node's disks wiped, whatever `--graceful` says); a logical volume shrunk by lvresize as lvreduce shrinks it ([volume-shrink]): a size or extent count starting with `-` (`lvresize -L -50G vg/data`, `-L-50G`, `--size=-50G`, `-l -100`, `lvm lvresize …`) for certain, " +
			"an absolute size forced past LVM's own question (`lvresize -f -L 1G vg/root`, `-y`) as a might (the volume's present size is not on the line, so `1G` may be smaller); an absolute size unforced (LVM asks before it reduces) and a size starting with `+` are left alone. " +
			"`resize2fs -f DEV SIZE` and `resize2fs -f -M DEV` (forced past its checks, possibly smaller) are mights; `resize2fs DEV` (grown to the volume) is left alone.",
		"cmd.system": " And (fx47a, rt46 §A6, §A7, §A9): a system program's mode taken away ([bin-mode-loss]): the owner's execute bit from a program in /bin, /sbin, /usr/bin, /usr/sbin or /usr/libexec (`chmod -x /usr/bin/sudo`, `chmod 644 /usr/bin/ssh`, `chmod a-x /usr/bin/*`), or the others' (fx48b, rt46: `chmod 700 /usr/bin/python3`, `chmod o-x /usr/bin/git`: every user but root loses it), the set-user-ID bit from one that needs it (`chmod -s /usr/bin/sudo`, `chmod u-s /usr/bin/su`, `chmod 755 /usr/bin/sudo`, which clears it), or either from a tree that holds them with `-R` (`chmod -R 644 /usr`): sudo without its bit locks every administrator out. " +
			"Modes that keep both (`chmod 755 /usr/bin/tool`, `chmod go-w /usr/bin/x`, `chmod +x`) and `/usr/local` are left alone. " +
			"`apt-get autoremove --purge` and `apt autopurge` (the set autoremove picks, with their configuration under /etc deleted for good), `do-release-upgrade` (the next release of the distribution; `-c` only checks) and `systemctl daemon-reexec` (PID 1 re-executed; `--user` re-executes the user's own manager) ask. " +
			"Decided (fx47a): plain `apt-get autoremove` stays left alone ([root-install]'s call: a reinstall brings a package back with its configuration, which a purge deletes). " +
			"`docker kill $(docker ps -q)` is [all-containers]' (fx46b), as `docker stop` is. " +
			"Decided (fx47a, rt46 §A10): a large file made (`fallocate -l 500G /tmp/fill`, `dd if=/dev/zero of=/tmp/x`, `yes > /dev/null`) is left alone: a full disk or a busy core comes back when the file is deleted or the process stopped, and the size a task needs cannot be told from the line.",
		"cmd.force-push": " The shared branches count as default ones (fx47a, rt46 §A5): `production`, `prod`, `release` and `stable` are rewritten or deleted by the same verbs as main (`git push -f origin production`, `git push -f origin HEAD:refs/heads/release`, `git push origin +stable`, `git push --delete origin stable`, and locally `git branch -D release`); " +
			"decided: `staging` (a branch teams force-push a feature to on purpose, to put it up for review), `gh-pages` (a generated site every deploy tool rewrites) and `release/NAME` (a branch per version, which git-flow's finish deletes on every release) are not, and are left alone as other branches are.",
		"cmd.publish": " The release tools' names count as release tasks (fx47a, rt46 §A11): `npm run semantic-release`, `npm run release-it`, `yarn run semantic-release -- --no-ci`, and a deploy to a package registry (`npm run deploy:npm`, `npm:deploy`); " +
			"a release step that publishes nothing is not one (rt46 §B): `npm run release:notes`, `release:changelog`, `release:changes`, `release:draft`, `release:dry-run`, `release:check`, `release:preview`, `release:plan`, `release:lint`, `release:test` are left alone.",
		"cmd.delete-home": " KDE's kioclient deletes as gio does (fx47a, rt46 §A12): `kioclient5 move ~ trash:/` (`kioclient`, `kioclient6`; `mv`, `remove`, `rm`) deletes its sources.",
		"cmd.delete-outside": " Decided (fx47a, rt46 §B): `git worktree remove PATH` without `--force` is left alone: git removes only a worktree of this repository that is clean (no changes to tracked files and no untracked ones; its ignored files go with it), refuses the main one and any other directory, and keeps the branch and its commits. " +
			"`git worktree remove --force` (`-f`) deletes a dirty worktree and asks as any delete outside the workdir. " +
			"Decided (fx47a, rt46 §B): `docker volume prune` asks while `docker system prune -f` is left alone, and the line between them is the volumes: a volume is a database's or a service's data, which no rebuild brings back (older engines prune named volumes too), while system prune without `--volumes` deletes stopped containers, dangling images, networks and build cache, which a build makes again.",
	}
}

// examples47a are, per default, examples of verbs47a for TestDefaultExamples:
// what asks, and what is left alone.
func examples47a() map[string][2][]string {
	return map[string][2][]string{
		"cmd.cloud-delete": {{"kops delete cluster --name prod.k8s.local --yes", "rke remove --force", "ansible-playbook destroy.yml -e env=prod"},
			{"kops delete cluster --name x", "k3d cluster delete dev", "ansible-playbook site.yml", "ansible-playbook destroy.yml --check"}},
		"cmd.wipe-disk": {{"talosctl reset --graceful=false", "lvresize -y -L -50G vg0/data", "lvresize -f -L 1G vg/root"},
			{"lvresize -L +10G vg0/data", "resize2fs /dev/vg0/data"}},
		"cmd.system": {{"chmod -x /usr/bin/sudo", "chmod 644 /usr/bin/sudo", "sudo apt-get autoremove --purge -y", "sudo do-release-upgrade", "sudo systemctl daemon-reexec"},
			{"chmod +x /usr/local/bin/tool", "sudo apt-get autoremove -y", "do-release-upgrade -c", "sudo systemctl daemon-reload"}},
		"cmd.force-push":     {{"git push -f origin production", "git push -f origin HEAD:refs/heads/release"}, {"git push -f origin feature/x", "git push -f origin gh-pages"}},
		"cmd.publish":        {{"npm run semantic-release", "npm run deploy:npm"}, {"npm run release:notes", "npm run build:npm"}},
		"cmd.delete-home":    {{"kioclient5 move ~ trash:/"}, {"kioclient5 copy ~/a.txt /tmp/"}},
		"cmd.delete-outside": {nil, {"git worktree remove ../wt-x"}},
	}
}

// withVerbs47a adds verbs47a's patterns, exceptions, documentation and
// examples to the defaults of infos.
func withVerbs47a(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs47a.get(), except47a.get(), docs47a(), examples47a())
}
