package patterns

import (
	"strings"
	"testing"
)

// fx23e3JoinedCases are programs that join their words into a command
// string after the shell expanded them (rt23d #3 and its addenda): a
// tilde stands for the home in the joined string too, so the string is
// read, not called unreadable.
var fx23e3JoinedCases = []doesCase{
	{`watch -n 1 rm -rf ~`, "cmd.delete-home"},
	{`watch rm -rf ~/`, "cmd.delete-home"},
	{`watchexec -- rm -rf ~`, "cmd.delete-home"},
	{`pueue add -- rm -rf ~`, "cmd.delete-home"},
	{`yarn exec rm -rf ~`, "cmd.delete-home"},
	{`watch -n 5 ls ~/proj`, ""},
	{`watchexec -e go -- go test ./...`, ""},
	// as plain cp does: it replaces a file outside the workdir (the row
	// was allowed while a joined string's words shared its span, and the
	// class found the word pueue for the written path)
	{`pueue add -- cp build/app ~/bin-staging/app`, "cmd.delete-outside"},
	{`pueue add -- cp build/app dist/app`, ""},
	{`watch rm -rf "$X"`, "cmd.unreadable"},
}

// TestFx23e3Joined checks fx23e3JoinedCases against the defaults, and
// that a joined string that stays unreadable is quoted whole in the
// reason, not by its one word that is not literal.
func TestFx23e3Joined(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := effectsCtx("/home/op/proj")
	checkDoesCases(t, pol, ctx, "joined ", fx23e3JoinedCases)
	v := pol.Explain(`watch rm -rf "$X"`, ctx, testNow)
	if !strings.Contains(v.Reason, `rm -rf "$X"`) {
		t.Errorf("reason %q does not quote the joined command string", v.Reason)
	}
}
