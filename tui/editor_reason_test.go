package tui

import "testing"

// TestEditorAsksTheRightReason: the reason an allow asks for is why the
// commands are safe unasked; a refuse asks why they should be refused.
func TestEditorAsksTheRightReason(t *testing.T) {
	cases := []struct {
		open, asks, lacks, blocked string
	}{
		{"A", "why is this safe to allow unasked? (required)", "refused",
			"give a reason: say why these commands are safe to allow unasked"},
		{"D", "why should these commands be refused? (required)", "safe to",
			"give a reason: say why these commands should be refused"},
	}
	for _, tc := range cases {
		t.Run(tc.open, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.reload()
			d.settle()
			d.keys(tc.open)
			d.mustShow(tc.asks)
			d.mustNotShow(tc.lacks)
			d.keys("enter")
			d.mustShow(tc.blocked)
		})
	}
}
