package patterns

import "testing"

// fx42r3bTildePWDCases: `~+` is $PWD and `~-` $OLDPWD (rt42 R).
var fx42r3bTildePWDCases = []doesCase{
	{`rm -rf ~+/..`, "cmd.delete-home"}, // /home/op: the parent is the home,
	{`rm -rf ~-`, "cmd.delete-home"},
	{`rm -rf ~+/build`, ""},
	{`ls ~+`, ""},
}

// TestFx42r3bTildePWD checks fx42r3bTildePWDCases against the defaults,
// and that ~+/.. is certain.
func TestFx42r3bTildePWD(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "tilde pwd ", fx42r3bTildePWDCases)
	cmd := Read(`rm -rf ~+/..`)
	if got := cmd.Parts[0].Words[2].Segs[0]; got.Kind != SegParam || got.Text != "PWD" {
		t.Fatalf("~+ read as %+v, want $PWD", got)
	}
}
