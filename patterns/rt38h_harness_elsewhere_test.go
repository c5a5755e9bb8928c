package patterns

import "testing"

// TestHarnessElsewhere (rt38h N1): a harness started in a directory that
// is not the task's workdir reads settings and hooks that may have
// arrived inside a tree (an archive, a copied directory, a clone), so it
// asks, whether a cd in the line or an earlier call's cd put it there; one
// started in the workdir, or asked only for its version, is left alone.
func TestHarnessElsewhere(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, cwd, cmd string
		want           Outcome
		rule           string
	}{
		{"cd in the line", "/home/op/proj", "cd sub && claude -p hi", Ask, "cmd.guard-tamper"},
		{"cd in the line, codex", "/home/op/proj", "cd sub; codex exec hi", Ask, "cmd.guard-tamper"},
		{"cd to a directory not known", "/home/op/proj", `cd "$D" && gemini -p hi`, Ask, "cmd.guard-tamper"},
		{"an earlier call's cd", "/home/op/proj/sub", "claude -p hi", Ask, "cmd.guard-tamper"},
		{"an earlier call's cd, wrapped", "/home/op/proj/sub", "timeout 60 claude -p hi", Ask, "cmd.guard-tamper"},
		{"back to the workdir", "/home/op/proj/sub", "cd .. && claude -p hi", Allow, ""},
		{"in the workdir", "/home/op/proj", "claude -p hi", Allow, ""},
		{"version only", "/home/op/proj/sub", "claude --version", Allow, ""},
		{"help only", "/home/op/proj", "cd sub && codex --help", Allow, ""},
		{"not a harness", "/home/op/proj/sub", "make test", Allow, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := testContext()
			ctx.Workdir, ctx.Cwd = "/home/op/proj", tc.cwd
			v := pol.Explain(tc.cmd, ctx, testNow)
			if v.Outcome != tc.want || v.Rule != tc.rule {
				t.Errorf("%q in %s: got %s by %q (%s); want %s by %q", tc.cmd, tc.cwd, v.Outcome, v.Rule, v.Reason, tc.want, tc.rule)
			}
		})
	}
}
