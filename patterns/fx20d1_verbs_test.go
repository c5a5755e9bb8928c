package patterns

import "testing"

// fx20d1VerbCases are rt20d #12: verbs of the same effect as ones the
// defaults name, missing from their lists. "" must stay allowed: the same
// CLIs' everyday verbs, and a kernel module unloaded (decided: its name
// does not say whether it drives the network).
var fx20d1VerbCases = []doesCase{
	{"gem yank mygem -v 1.0.0", "cmd.publish"},
	{"dotnet nuget delete Pkg 1.0.0 -s src", "cmd.publish"},
	{"vsce unpublish pub.ext", "cmd.publish"},
	{"bfg --delete-files id_rsa", "cmd.force-push"},
	{"bfg --replace-text passwords.txt repo.git", "cmd.force-push"},
	{"firebase hosting:disable -f", "cmd.cloud-delete"},
	{"railway down -y", "cmd.cloud-delete"},
	{"surge teardown acme.surge.sh", "cmd.cloud-delete"},
	{"sudo grub-install /dev/sda", "cmd.wipe-disk"},
	{"grub2-install --target=i386-pc /dev/nvme0n1", "cmd.wipe-disk"},
	{"sudo rfkill block all", "cmd.system"},
	{"loginctl terminate-user root", "cmd.system"},
	{"loginctl kill-user op", "cmd.system"},
	// Everyday.
	{"gem push mygem-1.0.gem", "cmd.publish"},
	{"gem install rails", ""},
	{"java -jar app.jar", ""},
	{`java -jar "$JAR"`, ""},
	{`bq ls "$DATASET"`, ""},
	{`firebase deploy --project "$PROJECT"`, ""},
	{`railway logs --service "$SVC"`, ""},
	{`surge ./dist "$DOMAIN"`, ""},
	{`loginctl show-user "$USER"`, ""},
	{`php "$SCRIPT"`, ""},
	{`python manage.py migrate "$APP"`, ""},
	{"firebase deploy --only hosting", ""},
	{"railway up", ""},
	{"railway logs", ""},
	// rt20d #12 left it alone; rt42 d2073 and fx42r2 ask: the boot menu
	// regenerated as root changes how the machine next starts.
	{"sudo update-grub", "cmd.system"},
	{"rfkill list", ""},
	{"loginctl list-sessions", ""},
}

// TestFx20d1Verbs checks fx20d1VerbCases against the defaults.
func TestFx20d1Verbs(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "verb ", fx20d1VerbCases)
}
