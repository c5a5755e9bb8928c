package patterns

// moreVerbs are, per default, the verbs of CLIs its lists missed (fx20d1,
// rt20d #12), each the same effect as a verb the default names:
//
//   - cmd.publish: taking a release back, as `cargo yank` does (`gem
//     yank`, `dotnet nuget delete`, `nuget delete`, `vsce unpublish`);
//   - cmd.force-push: history rewritten in place, as `git filter-repo`
//     does (BFG, by its wrapper: `java -jar bfg.jar` is not seen, as a
//     jar of unknown name might be any program);
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
		"cmd.force-push":   {"bfg **"},
		"cmd.cloud-delete": {"firebase ** hosting:disable **", "railway ** down **", "surge ** teardown **"},
		"cmd.wipe-disk":    {"grub-install ** [device] **", "grub2-install ** [device] **", "install-mbr ** [device] **"},
		"cmd.system": {"rfkill block **",
			"loginctl ** terminate-user **", "loginctl ** terminate-session **", "loginctl ** kill-user **", "loginctl ** kill-session **"},
	}
}}
