package tui

import (
	"strings"
	"testing"
)

// TestHelpForRole: the help of a viewer lists no key of deciding or
// writing rules, and that of an approver none of the pattern editor's;
// neither is told of keys its role does not have (rt16k #12).
func TestHelpForRole(t *testing.T) {
	tests := []struct {
		role          Role
		wants, absent []string
	}{
		{RoleViewer, []string{"Keys", "Audit view"},
			[]string{"Pattern editor", "Quit?", "ignores a", "Decide (queue or card)"}},
		{RoleApprover, []string{"Decide (queue or card)", "ignores a and d for a moment", "Quit?"},
			[]string{"Pattern editor", "A, D"}},
		{RoleAdmin, []string{"Decide (queue or card)", "ignores a, d, A and D", "Pattern editor (A, D)", "Quit?"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.role.String(), func(t *testing.T) {
			d := openDesk(t, 200, 90)
			m, err := NewModel(Config{Service: d.api, Operator: "dave", Node: "node-1", Now: d.clock.Now,
				Width: d.w, Height: d.h, Env: d.env, Role: tt.role})
			if err != nil {
				t.Fatal(err)
			}
			d.m = m
			d.run(m.Init())
			d.keys("?")
			scr := d.mustShow(tt.wants...)
			for _, a := range tt.absent {
				if strings.Contains(scr, a) {
					t.Errorf("the %s's help says %q:\n%s", tt.role, a, scr)
				}
			}
		})
	}
}
