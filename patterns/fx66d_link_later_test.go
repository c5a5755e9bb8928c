package patterns

import "testing"

// fx66dLinkLaterCases are rt65 A7's writes into a start-up directory
// through a link made earlier in the line; "" is everyday work beside
// them.
var fx66dLinkLaterCases = []doesCase{
	{`ln -s ~/.config/autostart a && cp x.desktop a/`, "cmd.unreadable"},
	{`ln -s ~/.config/systemd/user u && cp evil.service u/`, "cmd.unreadable"},
	{`ln -s ~/.config c && cp x.desktop c/autostart/`, "cmd.unreadable"},
	{`ln -s ~/.config/autostart a; echo '[Desktop Entry]' > a/x.desktop`, "cmd.unreadable"},
	{`ln -sfn ~/.config/systemd/user u && mv evil.service u/x.service`, "cmd.unreadable"},
	// Everyday neighbours.
	{`ln -s ~/.config/autostart a && ls a/`, ""},
	{`ln -s build/out o && cp x.desktop o/`, ""},
	{`ln -s ~/Downloads d && cp report.pdf d/`, ""},
}

// TestFx66dLinkLater checks fx66dLinkLaterCases against the defaults.
func TestFx66dLinkLater(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "link-later ", fx66dLinkLaterCases)
}
