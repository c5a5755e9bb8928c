package patterns

import "testing"

// writesMoreCases are rt10d's finds on what a part writes and makes
// (the effects table's output options and destinations, files made then
// run, copies into guarded places), each with the default that must ask
// (cmd.unreadable for what the effects pass makes unreadable), and the
// everyday neighbours that must stay allowed ("").
var writesMoreCases = map[string][]doesCase{
	"coproc before a simple command runs it with all its words": {
		{"coproc dd if=/dev/zero of=/dev/sda", "cmd.wipe-disk"},
		{"coproc dd of=/dev/sda", "cmd.wipe-disk"},
		{"bash -c 'coproc dd of=/dev/sda'", "cmd.wipe-disk"},
		{"{ coproc dd of=/dev/sda; }", "cmd.wipe-disk"},
		{"true; coproc dd if=img of=/dev/mmcblk0 bs=4M", "cmd.wipe-disk"},
		{"coproc dd if=key.pub of=/home/op/.ssh/authorized_keys", "cmd.credentials"},
		{"coproc dd if=/dev/zero of=.claude/settings.json", "cmd.guard-tamper"},
		{"coproc dd of=/dev/sda status=progress extra", "cmd.wipe-disk"},
		{"coproc X=1 rm -rf ~", "cmd.delete-home"},
		{"coproc A=1 B=2 dd of=/dev/sda", "cmd.wipe-disk"},
		{"coproc a[0]=1 rm -rf ~", "cmd.unreadable"},
		{"coproc env A=1 dd of=/dev/sda", "cmd.wipe-disk"},
		{"coproc dd if=in.img of=out.img", ""},
		{"coproc X=1 cat notes.txt", ""},
		{"coproc cat", ""},
	},
}

func TestWritesMore(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := effectsCtx("/home/op/proj")
	for group, cases := range writesMoreCases {
		for _, c := range cases {
			v := pol.Explain(c.cmd, ctx, testNow)
			switch {
			case c.rule == "" && v.Outcome != Allow:
				t.Errorf("%s: %q: got %s by %q, want allow", group, c.cmd, v.Outcome, v.Rule)
			case c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule):
				t.Errorf("%s: %q: got %s by %q, want ask by %q", group, c.cmd, v.Outcome, v.Rule, c.rule)
			}
		}
	}
}
