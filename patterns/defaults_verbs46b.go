package patterns

// verbs46b are, per default, the effects the rt45 red team found still
// allowed by verbs the tables lacked (fx46b, issue 7), each named by the
// default that already names the effect by other spellings:
//
//   - cmd.wipe-disk: a disk's or dataset's content replaced: a device
//     added to a btrfs filesystem by force (`btrfs device add -f`), a
//     dataset overwritten by a forced receive (`zfs receive -F`), sectors
//     trimmed or written by hdparm, firmware installed or downgraded by
//     fwupdmgr, a disk partitioned or reformatted by diskutil, an optical
//     disc blanked or burnt over (`wodim blank=`, `growisofs -Z`);
//   - cmd.system: every flatpak application removed (`flatpak uninstall
//     --all`), Homebrew's removals that break what depends on them
//     (`--ignore-dependencies`, `--force`; MacPorts', Portage's and
//     flatpak's removals as root are [root-install]'s); services and
//     clusters stopped by other verbs (`/etc/init.d/X stop` by
//     [init-script], `sv down`, `kubeadm reset`, k3s's and rke2's
//     uninstall and kill-all scripts, every container stopped through
//     `$(docker ps -q)` by [all-containers]; a daemon killed through its
//     pid file under /run is [daemon-kill]'s); the network taken down by
//     other verbs (`ip rule flush`, `ip netns delete`, `dhclient -r`, the
//     network service restarted, `brctl delbr`, Wi-Fi powered off on
//     macOS);
//   - cmd.publish: a file uploaded with credentials to a public registry's
//     own upload host (registry.npmjs.org, repo1.maven.org, Sonatype's,
//     upload.pypi.org …), as verbs43r's repository paths are; and the
//     release tools real projects wire into CI (`npm-publish`, `auto
//     shipit`, `cargo smart-release --execute`, `hex publish`, a clj
//     build's deploy, bazel's push targets, ansible-galaxy's publish and
//     import, the Chrome Web Store's publish, cosign's and Docker
//     Content Trust's signatures pushed to the registry);
//   - cmd.cloud-delete: a repository deleted by hub, a Vercel project
//     removed, a bucket mirrored with `--remove`;
//   - cmd.force-push: the repository here rewritten by other verbs: a
//     local default branch rewound by a forced fetch into it (`git fetch
//     . HEAD~3:main -f`, `+HEAD~3:main`; a fetch into remote-tracking
//     branches, `git fetch -f origin main`, is left alone), objects
//     replaced (`git replace`; its listing and `-d` are left alone), the
//     repository moved by `git init --separate-git-dir`.
//
// Built on first use, as every table is (lazy.go).
var verbs46b = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.wipe-disk":    wipePatterns46b(),
		"cmd.system":       systemPatterns46b(),
		"cmd.publish":      publishPatterns46b(),
		"cmd.cloud-delete": cloudPatterns46b(),
		"cmd.force-push":   historyPatterns46b(),
	}
}}

// wipePatterns46b are cmd.wipe-disk's patterns of verbs46b.
func wipePatterns46b() []string {
	return []string{
		"btrfs device add -f **", "btrfs device add --force **", "btrfs dev add -f **", "btrfs dev add --force **",
		"btrfs replace start **",
		"zfs receive -F **", "zfs recv -F **", "zfs rollback -r **", "zfs rollback -R **",
		"hdparm --trim-sector-ranges **", "hdparm --trim-sector-ranges-stdin **", "hdparm --write-sector **",
		"hdparm --make-bad-sector **", "hdparm --fwdownload **", "hdparm --dco-restore **", "hdparm --security-erase **",
		"hdparm --security-erase-enhanced **",
		"fwupdmgr install **", "fwupdmgr local-install **", "fwupdmgr downgrade **", "fwupdmgr --allow-older **",
		"fwupdmgr --allow-reinstall **", "fwupdtool install **", "fwupdtool install-blob **",
		"diskutil partitionDisk **", "diskutil reformat **",
		"diskutil apfs deleteContainer **", "diskutil apfs deleteVolume **", "diskutil apfs eraseVolume **",
		"diskutil splitPartition **", "diskutil mergePartitions **", "diskutil randomDisk **",
		"wodim ** blank=* **", "cdrecord ** blank=* **", "wodim -format **", "cdrecord -format **",
		"growisofs -Z **", "dvd+rw-format **", "xorriso -blank **",
	}
}

// systemPatterns46b are cmd.system's patterns of verbs46b.
func systemPatterns46b() []string {
	out := []string{
		"flatpak uninstall --all **", "flatpak remove --all **",
		"brew uninstall --ignore-dependencies **", "brew remove --ignore-dependencies **", "brew rm --ignore-dependencies **",
		"brew uninstall --force **", "brew remove --force **", "brew rm --force **",
		"[init-script] stop **", "[init-script] force-stop **",
		"sv down **", "sv stop **", "sv force-stop **", "sv force-shutdown **", "sv exit **", "sv kill **",
		"kubeadm reset **", "k3s-uninstall.sh **", "k3s-killall.sh **", "k3s-agent-uninstall.sh **",
		"rke2-uninstall.sh **", "rke2-killall.sh **",
		"ip rule flush **", "ip netns delete **", "ip netns del **",
		"dhclient -r **", "dhclient -x **", "dhcpcd -k **", "dhcpcd --release **", "dhcpcd -x **",
		"brctl delbr **", "brctl delif **",
		"networksetup -setairportpower * off **", "networksetup -setnetworkserviceenabled * off **",
		"networksetup -setv4off **", "networksetup -setv6off **",
	}
	for _, unit := range []string{"networking", "networking.service", "network", "network.service", "NetworkManager",
		"NetworkManager.service", "network-manager", "systemd-networkd", "systemd-networkd.service"} {
		out = append(out, "systemctl restart ** "+unit+" **", "service "+unit+" restart **", "service "+unit+" stop **")
	}
	for _, engine := range []string{"docker", "podman", "nerdctl"} {
		for _, verb := range []string{"stop", "kill", "rm -f", "rm --force", "pause"} {
			out = append(out, engine+" "+verb+" ** [all-containers] **", engine+" container "+verb+" ** [all-containers] **")
		}
	}
	return out
}

// publishPatterns46b are cmd.publish's patterns of verbs46b.
func publishPatterns46b() []string {
	out := []string{
		"npm-publish **",
		"auto shipit **", "auto release **", "auto latest **", "auto canary **", "auto next **",
		"cargo smart-release --execute **", "cargo smart-release -e **", "cargo-smart-release --execute **",
		"cargo-smart-release -e **", "cargo changelog --execute **",
		"hex publish **", "mix hex.publish **",
		"clj ** deploy **", "clojure ** deploy **", "clj -X:deploy **", "clojure -X:deploy **",
		"clj -T:deploy **", "clojure -T:deploy **",
		"ansible-galaxy collection publish **", "ansible-galaxy role import **", "ansible-galaxy import **",
		"chrome-webstore-upload-cli --auto-publish **", "chrome-webstore-upload-cli publish **",
		"chrome-webstore-upload --auto-publish **", "chrome-webstore-upload publish **",
		"cosign sign **", "cosign attest **", "cosign copy **", "notation sign **",
		"docker trust sign **",
	}
	for _, b := range []string{"bazel", "bazelisk"} {
		for _, t := range []string{"//*:push", "//*:*_push", "//*:push_*", "//*:*.push", "//*:publish", "//*:*_publish", "//*:publish_*",
			"//*:deploy", "//*:*_deploy", "//*:release", "//*:*_release"} {
			out = append(out, b+" run ** "+t+" **")
		}
	}
	creds := []string{"-u=*", "--user=*", "-H=*uthorization:*", "--header=*uthorization:*",
		"-H=*-Token:*", "--header=*-Token:*", "-H=*-TOKEN:*", "--header=*-TOKEN:*"}
	// A file put to a registry's own host (Maven's, npm's PUT of a
	// package document), or posted as a form to PyPI's upload API.
	hosts := []string{"*://registry.npmjs.org/*", "*://registry.yarnpkg.com/*", "*://npm.pkg.github.com/*", "*://maven.pkg.github.com/*",
		"*://repo1.maven.org/*", "*://repo.maven.apache.org/*", "*://oss.sonatype.org/*", "*://s01.oss.sonatype.org/*",
		"*://central.sonatype.com/*", "*://rubygems.org/*", "*://crates.io/*",
		"*://www.nuget.org/*", "*://api.nuget.org/*", "*://uploads.github.com/*", "*://clojars.org/*", "*://repo.clojars.org/*"}
	for _, c := range creds {
		for _, h := range hosts {
			for _, up := range []string{"-T=*", "--upload-file=*", "-X=PUT", "--request=PUT"} {
				out = append(out, "curl "+up+" "+c+" ** "+h+" **")
			}
		}
		for _, h := range []string{"*://upload.pypi.org/*", "*://test.pypi.org/*"} {
			for _, up := range []string{"-T=*", "--upload-file=*", "-F=*", "--form=*"} {
				out = append(out, "curl "+up+" "+c+" ** "+h+" **")
			}
		}
	}
	return out
}

// publishExcept46b are cmd.publish's exceptions of verbs46b: dry runs and
// cosign's signatures kept off the registry.
func publishExcept46b() []string {
	return []string{"auto shipit --dry-run **", "auto shipit -d **", "auto release --dry-run **", "auto release -d **",
		"cosign sign --upload=false **", "cosign attest --no-upload **"}
}

// cloudPatterns46b are cmd.cloud-delete's patterns of verbs46b.
func cloudPatterns46b() []string {
	return []string{
		"hub delete **",
		"vercel projects rm **", "vercel projects remove **", "vercel project rm **", "vercel project remove **",
		"mc mirror --remove **", "mcli mirror --remove **",
	}
}

// historyPatterns46b are cmd.force-push's patterns of verbs46b: a local
// default branch as a fetch's forced destination, by -f or by +.
func historyPatterns46b() []string {
	out := []string{
		"git replace * **", "git init --separate-git-dir=* **",
	}
	for _, b := range alwaysDefaultBranches {
		for _, dst := range []string{b, "refs/heads/" + b, "heads/" + b} {
			out = append(out, "git fetch -f ** *:"+dst+" **", "git fetch --force ** *:"+dst+" **", "git fetch ** +*:"+dst+" **")
		}
	}
	return out
}

// historyExcept46b are cmd.force-push's exceptions of verbs46b: git
// replace's listing and deleting a replacement (which restores).
func historyExcept46b() []string {
	return []string{"git replace -l **", "git replace --list **", "git replace -d **", "git replace --delete **", "git fetch --dry-run **"}
}
