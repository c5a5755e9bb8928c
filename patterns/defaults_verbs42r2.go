package patterns

// verbs42r2 are, per default, the spellings the rt42 red team found
// missing (rt42 §10, §12), each named by the effect its default already
// names by other spellings:
//
//   - cmd.system: the machine put to sleep or stopped by macOS's, WSL's
//     and PowerShell's own verbs (`pmset sleepnow`, `wsl --shutdown`,
//     `Stop-Computer`, `Restart-Computer`), its next boot changed (GRUB's
//     default or one-time entry, `update-grub`, `grub-mkconfig -o`, the
//     EFI boot order or next entry by efibootmgr, a firmware variable set
//     by macOS's `nvram NAME=VALUE`), its name set by `scutil --set`, and
//     the container engine restarted (`systemctl restart docker`: every
//     container on the host stops; `systemctl status docker` and a user
//     unit's restart are left alone);
//   - cmd.publish: `luarocks upload` (a rock to luarocks.org), and a
//     GitHub release made public or the latest by `gh release edit
//     --prerelease=false` or `--latest`, as `--draft=false` already was.
//
// Built on first use, as every table is (lazy.go).
var verbs42r2 = lazy[map[string][]string]{build: func() map[string][]string {
	system := []string{
		"pmset ** sleepnow **", "pmset ** restoredefaults **",
		"wsl --shutdown **", "wsl --terminate **",
		"stop-computer **", "restart-computer **",
		"grub-reboot **", "grub2-reboot **", "grub-set-default **", "grub2-set-default **",
		"update-grub **", "update-grub2 **", "grub-mkconfig -o=* **", "grub2-mkconfig -o=* **",
		"efibootmgr -o=* **", "efibootmgr --bootorder=* **", "efibootmgr -n=* **",
		"efibootmgr --bootnext=* **",
		"nvram ** *=* **", "nvram -d **", "nvram -c **",
		"scutil --set **",
	}
	for _, verb := range []string{"restart", "try-restart", "reload-or-restart", "try-reload-or-restart"} {
		for _, unit := range []string{"docker", "docker.service", "docker.socket", "containerd", "containerd.service"} {
			system = append(system, "systemctl ** "+verb+" ** "+unit+" **")
		}
	}
	system = append(system, "service docker restart **", "service containerd restart **")
	publish := []string{"luarocks upload **", "luarocks ** upload **",
		"gh release edit --prerelease=false **", "gh release edit --latest **"}
	return map[string][]string{
		"cmd.system":  system,
		"cmd.publish": publish,
	}
}}
