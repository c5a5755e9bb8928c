package tui

import "testing"

// TestEditorTypingKeepsPattern: the operator's reason typed while the
// pattern field has focus (at once, or after enter as the hint invites)
// goes to the reason and never widens the pattern (rt13k #1: "all ok"
// turned l l k into a glob resolving 19 other asks).
func TestEditorTypingKeepsPattern(t *testing.T) {
	cases := []struct {
		name   string
		keys   []string
		reason string
	}{
		{"typed at once", []string{"all ok"}, "all ok"},
		{"after enter", []string{"enter", "all ok"}, "all ok"},
		{"after enter, a key letter first", []string{"enter", "looks ok to keep"}, "looks ok to keep"},
		{"enter then backspace", []string{"enter", "kk", "backspace", "ok"}, "kok"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.ask("claude", "release", "npm publish --tag beta ./packages/core")
			d.reload()
			d.settle()
			d.keys("A")
			d.mustShow("pattern npm publish --tag=beta ./packages/ui", "resolves 0 pending asks")
			d.keys(tc.keys...)
			d.settle()
			d.mustShow("pattern npm publish --tag=beta ./packages/ui", "resolves 0 pending asks", "reason  "+tc.reason)
			d.mustNotShow("pattern npm publish --tag=beta ./packages/*")
		})
	}
}
