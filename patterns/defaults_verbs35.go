package patterns

// verbs35 are, per default, the programs and verbs red-team passes found
// missing from the defaults' tables (rt31: fx35b, fx35c), each named by
// the effect a default already names by other spellings:
//
//   - cmd.system: the firewall's default policy changed (`ufw default
//     deny incoming`: every connection not allowed is dropped, ssh's
//     included), and a write below /sys (`echo 1 >
//     /sys/block/sda/device/delete` takes a disk away: system-config);
//   - cmd.wipe-disk: xfs_db in expert mode, which writes the filesystem's
//     metadata (`xfs_db -x -c "write magicnum 0"`), a device taken out of
//     a btrfs filesystem or the filesystem shrunk (`btrfs device delete`,
//     `remove`, `btrfs filesystem resize`), and an md array stopped
//     (`mdadm --stop`);
//   - cmd.credentials: a key put in gpg's keyring, which then vouches
//     for what it signed (`gpg --import evil.asc`); all traffic sent
//     through another host (`sshuttle -r host 0/0`, `wg-quick up ./x.conf`,
//     a configuration file named on the line, whose PostUp lines run
//     too): what the machine sends, tokens and all, passes there; and,
//     from a pass on exfiltration, a secret copied under another name
//     ([secret-copy]), the operator's own login printed
//     ([live-credential]), a repository created public (`gh repo create
//     --public`, as `gh repo edit --visibility` asks);
//   - cmd.download-run: `az extension add --source URL`, a wheel fetched
//     and run by every later az.
//
// Built on first use, as every table is (lazy.go).
var verbs35 = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.system": {"ufw ** default **"},
		"cmd.wipe-disk": {
			"xfs_db -x **", "xfs_db --expert **",
			"btrfs ** dev* del* **", "btrfs ** dev* rem* **", "btrfs ** fi* resize **",
			"mdadm --stop **", "mdadm -S **",
		},
		"cmd.credentials": {
			"gpg --import **", "gpg2 --import **", "gpg --import-ownertrust **", "gpg2 --import-ownertrust **",
			// a configuration the line names by its file (wg-quick up wg0
			// is the machine's own /etc/wireguard/wg0.conf)
			"sshuttle **", "wg-quick up *.conf", "wg-quick up */*.conf", "wg-quick up */*/*.conf",
			"wg-quick up */*/*/*.conf",
			"[secret-copy] **", "[live-credential] **", "[secret-print] **", "gh repo create --public **",
		},
		"cmd.download-run": append([]string{
			"az ** extension add --source=[remote-code] **", "az ** extension add -s=[remote-code] **",
			// fx42c (rt41): a project template fetched and rendered runs
			// the template's own code: cookiecutter its hooks
			// (hooks/pre_gen_project.py, post_gen_project.sh) always,
			// copier its tasks and migrations once told to trust it.
			"cookiecutter ** [remote-code] **",
			"cookiecutter ** gh:* **", "cookiecutter ** gl:* **", "cookiecutter ** bb:* **",
			"copier --trust ** [remote-code] **", "copier --UNSAFE ** [remote-code] **",
			"copier --trust ** gh:* **", "copier --UNSAFE ** gh:* **",
			"copier --trust ** gl:* **", "copier --UNSAFE ** gl:* **",
		}, remoteSourcePatterns()...), // defaults_remotesource.go (fx43d)
	}
}}
