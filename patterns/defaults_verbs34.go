package patterns

// verbs34 are, per default, the programs and verbs a red-team pass found
// missing from the defaults' tables (fx34), each named by the effect a
// default already names by other spellings:
//
//   - cmd.system: a kernel loaded and started at once (`kexec -e`, `-f`:
//     a reboot without shutting anything down), a filesystem frozen
//     (`fsfreeze -f /`: every write to it blocks), the boot target
//     changed (`systemctl set-default rescue.target`), the resolver's
//     servers or domains set (`resolvectl dns eth0 1.2.3.4`), and a
//     filesystem mounted over a system or home directory (`mount -t tmpfs
//     none /home`: what it held is hidden);
//   - cmd.force-push: a forced push by Sapling (`sl push --force`) and
//     Graphite (`gt submit --force`), and jj pushing the default
//     bookmark, every bookmark, or deletions (`jj git push -b main`,
//     `--all`, `--deleted`: jj moves a remote bookmark wherever the local
//     one is, so each push may rewrite it);
//   - cmd.cloud-delete: `gcloud storage rsync
//     --delete-unmatched-destination-objects` (gsutil's `rsync -d`).
//
// Built on first use, as every table is (lazy.go).
var verbs34 = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.system":       systemVerbs34(),
		"cmd.force-push":   pushVerbs34(),
		"cmd.cloud-delete": {"gcloud ** storage rsync --delete-unmatched-destination-objects **"},
	}
}}

// systemMountPoints are the directories a mount over would hide the
// machine's own files or a home behind.
var systemMountPoints = []string{"/", "/home", "/etc", "/usr", "/root", "/boot", "/var", "/bin", "/sbin", "/lib", "/lib64", "/opt", "/srv", "/Users", "/System"}

// systemVerbs34 are cmd.system's patterns of verbs34.
func systemVerbs34() []string {
	out := []string{
		"kexec -e **", "kexec --exec **", "kexec -f **", "kexec --force **",
		"fsfreeze -f **", "fsfreeze --freeze **",
		"systemctl ** set-default **",
		"resolvectl ** dns * * **", "resolvectl ** domain * * **",
	}
	out = append(out, remountPatterns()...)
	for _, dir := range systemMountPoints {
		out = append(out, "mount ** "+dir, "mount ** "+dir+"/")
	}
	return out
}

// pushVerbs34 are cmd.force-push's patterns of verbs34.
func pushVerbs34() []string {
	out := []string{
		"sl push --force **", "sl push -f **",
		"gt submit --force **", "gt submit -f **", "gt s --force **", "gt s -f **",
		"gt stack submit --force **", "gt stack submit -f **", "gt ss --force **", "gt ss -f **",
		"jj git push --all **", "jj git push --deleted **",
	}
	for _, b := range []string{"main", "master"} {
		for _, flag := range []string{"-b", "--branch", "--bookmark"} {
			out = append(out, "jj git push "+flag+"="+b+" **")
		}
	}
	return out
}
