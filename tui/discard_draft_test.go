package tui

import "testing"

// TestEscAsksBeforeDiscardingDraft (rt37k L5): esc in the pattern editor
// with a reason typed asks "Discard draft?"; n or esc goes back to the
// draft, y or enter discards it. With nothing typed, esc closes at once.
// A scope, workdir or end changed is a draft too (rt46k L2: a scope
// widened to agent* was thrown away without asking).
func TestEscAsksBeforeDiscardingDraft(t *testing.T) {
	for _, tc := range []struct {
		name, typed, answer string
		keys                []string
		asked, open         bool
	}{
		{name: "nothing typed", asked: false, open: false},
		{name: "n keeps", typed: "checked", answer: "n", asked: true, open: true},
		{name: "esc keeps", typed: "checked", answer: "esc", asked: true, open: true},
		{name: "y discards", typed: "checked", answer: "y", asked: true, open: false},
		{name: "enter discards", typed: "checked", answer: "enter", asked: true, open: false},
		{name: "scope widened", keys: []string{"tab", "tab", "space"}, answer: "n", asked: true, open: true},
		{name: "workdir widened", keys: []string{"tab", "tab", "tab", "space"}, answer: "y", asked: true, open: false},
		{name: "end changed", keys: []string{"tab", "tab", "tab", "tab", "space"}, answer: "y", asked: true, open: false},
		{name: "moved through the fields", keys: []string{"tab", "tab", "tab", "tab"}, asked: false, open: false},
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
			d.keys(tc.keys...)
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

// TestDiscardWidenedScopeGolden (rt46k L2): "Discard draft?" over an
// editor whose scope was widened to agent*, at both golden sizes.
func TestDiscardWidenedScopeGolden(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			d.askFixed("claude", "", "rm -rf /srv/draft")
			d.reload()
			d.settle()
			d.keys("A", "tab", "tab", "space", "esc")
			d.mustShow("Discard draft?")
			d.requireScreen(t)
		})
	}
}
