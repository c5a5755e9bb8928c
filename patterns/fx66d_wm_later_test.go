package patterns

import "testing"

// fx66dWMLaterCases are rt65 A8's window manager start-up files: each
// write sets up a program the session runs at its next start; "" is
// everyday work beside them.
var fx66dWMLaterCases = []doesCase{
	{`echo 'exec /tmp/x' >> ~/.config/i3/config`, "cmd.unreadable"},
	{`echo 'exec /tmp/x' >> ~/.config/sway/config`, "cmd.unreadable"},
	{`echo "exec-once = /tmp/x" >> ~/.config/hypr/hyprland.conf`, "cmd.unreadable"},
	{`echo '/tmp/x &' >> ~/.config/openbox/autostart`, "cmd.unreadable"},
	{`cp evil.sh ~/.config/bspwm/bspwmrc`, "cmd.unreadable"},
	{`echo 'exec /tmp/x' >> ~/.i3/config`, "cmd.unreadable"},
	{`printf 'spawn-at-startup "/tmp/x"\n' >> ~/.config/niri/config.kdl`, "cmd.unreadable"},
	// Everyday neighbours.
	{`cat ~/.config/i3/config`, ""},
	{`grep bindsym ~/.config/sway/config`, ""},
	{`cp ~/.config/hypr/hyprland.conf /tmp/hypr.bak`, ""},
	{`echo 'exec /tmp/x' >> i3.conf`, ""},
}

// TestFx66dWMLater checks fx66dWMLaterCases against the defaults.
func TestFx66dWMLater(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "wm-later ", fx66dWMLaterCases)
}
