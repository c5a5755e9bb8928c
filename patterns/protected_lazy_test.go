package patterns

import (
	"reflect"
	"testing"
)

// The paths ozdesk guards are hundreds, each resolved through the links
// on disk: a context may give them through ProtectedFrom, which is
// called only when a class needs them. A command that meets no rule
// judging them (an everyday ls or git status) never calls it, and every
// command is judged as it is with the same paths in Protected.
func TestProtectedFromLazy(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	guarded := append([]string{"/home/op/.local/state/ozdesk", "/usr/local/bin/ozdesk"},
		GuardedPaths("/home/op", "/home/op/proj", "/home/op", "/home", "/")...)
	for _, tc := range []struct {
		cmd string
		// built: the paths are needed to judge cmd.
		built bool
		want  Outcome
	}{
		{"ls -la", false, Allow},
		{"git status", false, Allow},
		{"ls -la && git diff --stat", false, Allow},
		{"git status && ls -la src | head -n 20", false, Allow},
		{"go test ./...", false, Allow},
		{"cat README.md | grep -n cost", false, Allow},
		{"echo '{}' > ~/.claude/settings.json", true, Ask},
		{"rm -rf ~/.local/state/ozdesk", true, Ask},
		{"cp x /usr/local/bin/ozdesk", true, Ask},
		{"echo hi > out.txt", true, Allow},
	} {
		t.Run(tc.cmd, func(t *testing.T) {
			eager := testContext()
			eager.Protected = guarded
			want := pol.Explain(tc.cmd, eager, testNow)
			calls := 0
			lazy := testContext()
			lazy.Protected = nil
			lazy.ProtectedFrom = func() []string { calls++; return guarded }
			got := pol.Explain(tc.cmd, lazy, testNow)
			if got.Outcome != tc.want || want.Outcome != tc.want {
				t.Errorf("outcome: lazy %s, eager %s, want %s (%s: %s)", got.Outcome, want.Outcome, tc.want, got.Rule, got.Reason)
			}
			if !reflect.DeepEqual(got.Report(), want.Report()) {
				t.Errorf("judged otherwise with the paths built on use:\n lazy  %+v\n eager %+v", got.Report(), want.Report())
			}
			if built := calls > 0; built != tc.built {
				t.Errorf("ProtectedFrom called %d times, want built=%v", calls, tc.built)
			}
		})
	}
}
