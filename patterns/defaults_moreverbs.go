package patterns

// moreVerbs are, per default, the verbs of CLIs its lists missed (fx20d1,
// rt20d #12), each the same effect as a verb the default names:
//
//   - cmd.publish: taking a release back, as `cargo yank` does (`gem
//     yank`, `dotnet nuget delete`, `nuget delete`, `vsce unpublish`);
//   - cmd.force-push: history rewritten in place, as `git filter-repo`
//     does (BFG, by its wrapper, and by its jar run by name: `java -jar
//     bfg.jar`, `java -Xmx2g -jar tools/bfg-1.14.0.jar`; fx21a: a jar of
//     another name might be any program, and is left alone);
//   - cmd.cloud-delete: a live site or deployment taken down
//     (`firebase hosting:disable`, `railway down`, `surge teardown`);
//   - cmd.wipe-disk: a boot loader written over a disk's boot sector
//     (`grub-install /dev/sda`);
//   - cmd.system: the radios or a user's logins taken down (`rfkill
//     block`, `loginctl terminate-*`/`kill-*`). A kernel module unloaded
//     stays left alone, as decided (defaults_machine.go).
//
// Built on first use, as every table is (lazy.go).
var moreVerbs = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.publish":      {"gem yank **", "dotnet nuget delete **", "nuget delete **", "vsce unpublish **", "ovsx unpublish **"},
		"cmd.force-push":   {"bfg **", "java -jar=[bfg-jar] **"},
		"cmd.cloud-delete": {"firebase ** hosting:disable **", "railway ** down **", "surge ** teardown **"},
		"cmd.wipe-disk":    {"grub-install ** [device] **", "grub2-install ** [device] **", "install-mbr ** [device] **"},
		"cmd.system": {"rfkill block **",
			"loginctl ** terminate-user **", "loginctl ** terminate-session **", "loginctl ** kill-user **", "loginctl ** kill-session **"},
	}
}}
