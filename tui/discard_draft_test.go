package tui

import "testing"

// TestEscAsksBeforeDiscardingDraft (rt37k L5): esc in the pattern editor
// with a reason typed asks "Discard draft?"; n or esc goes back to the
// draft, y or enter discards it. With nothing typed, esc closes at once.
func TestEscAsksBeforeDiscardingDraft(t *testing.T) {
	for _, tc := range []struct {
		name, typed, answer string
		asked, open         bool
	}{
		{name: "nothing typed", asked: false, open: false},
		{name: "n keeps", typed: "checked", answer: "n", asked: true, open: true},
		{name: "esc keeps", typed: "checked", answer: "esc", asked: true, open: true},
		{name: "y discards", typed: "checked", answer: "y", asked: true, open: false},
		{name: "enter discards", typed: "checked", answer: "enter", asked: true, open: false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "", "rm -rf /srv/draft")
			d.reload()
			d.settle()
			d.keys("A")
			d.mustShow("Always allow")
			if tc.typed != "" {
				d.keys(tc.typed)
			}
			d.keys("esc")
			if !tc.asked {
				d.mustShow("no rule written; ask 1 still waits")
				if d.m.editor() != nil {
					t.Fatalf("esc left the editor open with nothing typed")
				}
				return
			}
			d.mustShow("Discard draft?")
			d.keys(tc.answer)
			if got := d.m.editor() != nil; got != tc.open {
				t.Fatalf("editor open after %s: %v, want %v\n%s", tc.answer, got, tc.open, d.screen())
			}
			if tc.open {
				d.mustShow("Always allow", tc.typed)
			} else {
				d.mustShow("no rule written; ask 1 still waits")
			}
		})
	}
}
