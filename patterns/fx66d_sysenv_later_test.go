package patterns

import "testing"

// fx66dSysEnvLaterCases are rt65 A8's variables put into the service
// manager's environment, which every unit started later inherits; "" is
// everyday work beside them.
var fx66dSysEnvLaterCases = []doesCase{
	{`systemctl --user set-environment LD_PRELOAD=/tmp/x.so`, "cmd.unreadable"},
	{`systemctl --user set-environment FOO=1 BASH_ENV=/tmp/x`, "cmd.unreadable"},
	{`systemctl --user set-environment PATH=/tmp/bin:/usr/bin`, "cmd.unreadable"},
	{`systemctl --user set-environment "$V=/tmp/x"`, "cmd.unreadable"},
	{`systemctl --user import-environment PATH`, "cmd.unreadable"},
	{`systemctl --user import-environment`, "cmd.unreadable"},
	{`LD_PRELOAD=/tmp/x.so; export LD_PRELOAD; systemctl --user import-environment LD_PRELOAD`, "cmd.unreadable"},
	// Everyday neighbours.
	{`systemctl --user import-environment DISPLAY WAYLAND_DISPLAY`, ""},
	{`systemctl --user set-environment GTK_THEME=Adwaita:dark`, ""},
	{`systemctl --user show-environment`, ""},
	{`systemctl --user unset-environment LD_PRELOAD`, ""},
	{`systemctl --user status app`, ""},
}

// TestFx66dSysEnvLater checks fx66dSysEnvLaterCases against the defaults.
func TestFx66dSysEnvLater(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "sysenv-later ", fx66dSysEnvLaterCases)
}
