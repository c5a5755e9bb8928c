package patterns_test

import "testing"

// TestFx21i1PatchNamedWrites (rt21i #2): the files patch writes by name
// (-o, --output, -r, the first operand, below -d) are judged without
// reading the patch; where nothing reads the patch file (no look),
// everyday patches stay allowed.
func TestFx21i1PatchNamedWrites(t *testing.T) {
	checkFx7a(t, []fx7aCase{
		{"patch -o .claude/settings.json x p1.patch", "cmd.guard-tamper"},
		{"patch --output=.claude/settings.json src/a.c fix.diff", "cmd.guard-tamper"},
		{"patch -d ~ -o .bashrc x rc.patch", "cmd.guard-tamper"},
		{"patch -p1 -o.claude/settings.local.json x p.diff", "cmd.guard-tamper"},
		{"patch -p1 < fix.diff", ""},
		{"patch -o out.c src/a.c fix.diff", ""},
		{"patch --dry-run -p1 < fix.diff", ""},
	})
}
