package patterns

import "testing"

// fx69cEnableCases: enable -n turns a builtin off, so a later part by
// that name runs what PATH finds, as hash -p rebinds it (fx69c); enable
// turning one on, or -n of another name, changes nothing read.
var fx69cEnableCases = []doesCase{
	{`enable -n echo; echo hi`, "cmd.unreadable"},
	{`enable -n test kill; kill 1`, "cmd.unreadable"},
	{`enable -a -n echo; echo hi`, "cmd.unreadable"},
	{`enable -n -- echo; echo hi`, "cmd.unreadable"},
	{`enable $F echo; echo hi`, "cmd.unreadable"},
	{`enable echo; echo hi`, ""},
	{`enable -n kill; echo hi`, ""},
	{`enable -a`, ""},
}

// TestFx69cEnable checks fx69cEnableCases against the defaults.
func TestFx69cEnable(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "enable ", fx69cEnableCases)
}
