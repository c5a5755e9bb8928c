package patterns

// verbs45e are, per default, the effects the rt44 red team found still
// allowed (fx45e, issue 7), each named by the default that already names
// the effect by other spellings:
//
//   - cmd.system: a kernel module unloaded, whatever its name (`rmmod
//     nvidia`, `modprobe -r vboxdrv`: what it drives is gone for everyone
//     on the machine; the network drivers were the only names before); the
//     kernel's command line or boot entry changed (`grubby --args=init=…`,
//     `grub-editenv - set kernelopts=…`, `kernelstub -a`, `bootctl
//     set-default`) or a new kernel booted at once (`kexec -e`); the
//     network's configuration applied (`netplan apply`/`try`/`set`), an
//     interface's link changed by ethtool (`-s speed 10`, `-K`, `-G`, `-L`,
//     `-E`, `-f`, `--reset` …; reads such as `ethtool eth0`, `-i`, `-S`,
//     `-k` are left alone), ip's abbreviations of `link set … down` (`ip l
//     s eth0 down`) and `nmcli device down`;
//   - cmd.cloud-delete: a node's pods evicted by a NoExecute taint, as
//     `kubectl drain` evicts them (`kubectl cordon` and a NoSchedule taint
//     stop nothing that runs and are left alone), and objects moved out of
//     a bucket by gcloud, s5cmd and mc as by `gsutil mv gs://…`;
//   - cmd.publish: a task named release or publish run by a project's
//     runner ([release-task], might), and a version tag pushed ([tag-push],
//     `--tags`, `--follow-tags`, might);
//   - cmd.download-run: a GitHub repository's code run by a package runner
//     (`npx eve/tool`, `yarn dlx eve/tool`, `pnpm dlx`, `bunx`, `npm
//     exec`: the runner is peeled, and [repo-spec] judges the program it
//     runs), as `yarn add eve/tool` asks; an editor
//     extension installed from a .vsix outside the project
//     (`code --install-extension /tmp/x.vsix`), as `npm i -g /tmp/x` asks.
//
// The secrets the hosting CLIs print (`netlify env:list`, `railway
// variables`) are [secret-print]'s (class_secret_printers.go).
//
// Built on first use, as every table is (lazy.go).
var verbs45e = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.system":       systemPatterns45e(),
		"cmd.cloud-delete": cloudPatterns45e(),
		"cmd.publish":      publishPatterns45e(),
		"cmd.download-run": downloadPatterns45e(),
	}
}}

// systemPatterns45e are cmd.system's patterns of verbs45e.
func systemPatterns45e() []string {
	out := []string{
		"rmmod ** * **", "modprobe -r ** * **", "modprobe --remove ** * **",
		"grubby --args=* **", "grubby --remove-args=* **", "grubby --set-default=* **", "grubby --set-default-index=* **",
		"grubby --add-kernel=* **", "grubby --remove-kernel=* **",
		"grub-editenv * set **", "grub-editenv * unset **", "grub-editenv * create **",
		"grub2-editenv * set **", "grub2-editenv * unset **", "grub2-editenv * create **",
		"kernelstub -a=* **", "kernelstub --add-options=* **", "kernelstub -d=* **", "kernelstub --delete-options=* **",
		"kernelstub -o=* **", "kernelstub --options=* **",
		"bootctl ** set-default **", "bootctl ** set-oneshot **", "bootctl ** remove **",
		"kexec -e **", "kexec --exec **", "kexec -f **", "kexec --force **",
		"netplan ** apply **", "netplan ** try **", "netplan ** set **",
		"nmcli ** device down **", "nmcli ** dev down **", "nmcli ** d down **",
	}
	for _, f := range []string{"-s", "--change", "-E", "--change-eeprom", "-f", "--flash", "-r", "--negotiate",
		"-K", "--features", "--offload", "-G", "--set-ring", "-L", "--set-channels", "-A", "--pause",
		"-C", "--coalesce", "--reset", "--set-priv-flags", "--set-eee", "--set-fec"} {
		out = append(out, "ethtool "+f+" **")
	}
	for _, obj := range []string{"l", "li", "lin", "link"} {
		for _, verb := range []string{"s", "se", "set"} {
			if obj == "link" && verb == "set" {
				continue
			}
			out = append(out, "ip ** "+obj+" "+verb+" ** down **")
		}
	}
	return out
}

// cloudPatterns45e are cmd.cloud-delete's patterns of verbs45e.
func cloudPatterns45e() []string {
	var out []string
	for _, k := range []string{"kubectl", "kubecolor", "oc"} {
		out = append(out, k+" ** taint ** *:NoExecute **")
	}
	return append(out, "gcloud ** storage mv gs://* **", "s5cmd ** mv s3://* **", "s5cmd ** mv gs://* **", "mc ** mv **")
}

// publishPatterns45e are cmd.publish's patterns of verbs45e.
func publishPatterns45e() []string {
	out := []string{
		"make ** [release-task] **", "gmake ** [release-task] **", "just ** [release-task] **", "task ** [release-task] **",
		"npm run [release-task] **", "npm run-script [release-task] **", "npm rum [release-task] **", "npm urn [release-task] **",
		"yarn [release-task] **", "yarn run [release-task] **", "pnpm [release-task] **", "pnpm run [release-task] **",
		"bun run [release-task] **", "deno task [release-task] **", "lerna run [release-task] **",
		"turbo [release-task] **", "turbo run [release-task] **", "nx [release-task] **", "nx run [release-task] **",
		"git push ** [tag-push] **", "git push * ** tag [tag-push] **", "git push --tags **", "git push --follow-tags **",
	}
	for _, verb := range []string{"run-many", "affected"} {
		for _, t := range []string{"-t", "--target", "--targets"} {
			out = append(out, "nx "+verb+" "+t+"=[release-task] **")
		}
	}
	return out
}

// publishExcept45e are cmd.publish's exceptions of verbs45e: dry runs.
func publishExcept45e() []string {
	return []string{"make -n **", "make --dry-run **", "make --just-print **", "make --recon **",
		"just --dry-run **", "just -n **", "task --dry **", "task -n **", "turbo --dry-run **", "turbo --dry **",
		"git push --dry-run **", "git push -n **"}
}

// downloadPatterns45e are cmd.download-run's patterns of verbs45e.
func downloadPatterns45e() []string {
	out := []string{"[repo-spec] **"}
	for _, ed := range []string{"code", "code-insiders", "codium", "cursor", "windsurf", "positron"} {
		for _, dir := range pkgFileDirs {
			out = append(out, ed+" --install-extension="+dir+" **")
		}
	}
	return out
}
