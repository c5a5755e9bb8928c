package patterns

import (
	"testing"
	"time"
)

// fx58h (rt58 §2): a name reference's reads are its target's value.
var fx58hNamerefCases = []struct{ cmd, rule string }{
	{`declare -n r=HOME; rm -rf "$r"`, "cmd.delete-home"},
	{`declare -n r=HOME; rm -rf "$r/"`, "cmd.delete-home"},
	{`typeset -n r=HOME; rm -rf "$r"`, "cmd.delete-home"},
	{`f(){ local -n r=HOME; rm -rf "$r"; }; f`, "cmd.delete-home"},
	{`declare -rn r=HOME; rm -rf "$r"`, "cmd.delete-home"},
	{`declare -n r=HOME; find "$r" -mindepth 1 -delete`, "cmd.delete-home"},
	{`declare -n r=HOME; mv "$r" /tmp/gone`, "cmd.delete-home"},
	{`declare -n r=HOME; rm -f "$r/.ssh/id_ed25519"`, "cmd.credentials"},
	{`declare -n r=HOME; cp /dev/null "$r/.ssh/id_ed25519"`, "cmd.credentials"},
	// kept: an assignment through a reference to an environment-style name
	{`declare -n p=PATH; p=.:$PATH; ls`, "cmd.unreadable"},
	// everyday
	{`arr=(a b); declare -n ref=arr; echo "${ref[@]}"`, ""},
	{`declare -n r=HOME; echo "$r"`, ""},
	{`declare -n r=HOME; ls "$r/proj"`, ""},
}

// TestNamerefReads checks fx58hNamerefCases.
func TestNamerefReads(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx58hNamerefCases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main"}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		switch {
		case c.rule == "" && v.Outcome != Allow:
			t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
		case c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule):
			t.Errorf("%q: %v by %s (%s), want ask by %s", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule)
		}
	}
}

// FuzzNamerefValue: reading a line with name references never panics.
func FuzzNamerefValue(f *testing.F) {
	for _, c := range fx58hNamerefCases {
		f.Add(c.cmd)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		pol, err := NewPolicy(nil)
		if err != nil {
			t.Fatal(err)
		}
		_ = pol.Evaluate(Read(cmd), &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op"}, time.Now())
	})
}
