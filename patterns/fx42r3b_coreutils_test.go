package patterns

import "testing"

// fx42r3bCoreutilsProgCases: coreutils' multicall binary runs the applet
// its --coreutils-prog option names (rt42 R).
var fx42r3bCoreutilsProgCases = []doesCase{
	{`coreutils --coreutils-prog=rm -rf ~`, "cmd.delete-home"},
	{`coreutils --coreutils-prog rm -rf ~`, "cmd.delete-home"},
	{`coreutils --coreutils-prog="rm" -rf ~`, "cmd.delete-home"},
	{`sudo coreutils --coreutils-prog=rm -rf ~`, "cmd.delete-home"},
	{`coreutils --coreutils-prog=$X -rf ~`, "cmd.unreadable"},
	{`coreutils --coreutils-prog=ls -la`, ""},
	{`coreutils --coreutils-prog=rm -rf build`, ""},
}

// TestFx42r3bCoreutilsProg checks fx42r3bCoreutilsProgCases against the defaults.
func TestFx42r3bCoreutilsProg(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "coreutils prog ", fx42r3bCoreutilsProgCases)
}
