package tui

import (
	"strings"
	"testing"
)

// TestCaretLabelWholeBesideItsCarets (fx65c #1): a caret label that
// fits on one line of the card is drawn whole on the line right under
// its carets, its "^" under one of them: never wrapped so that
// "^ asked by" stands on a line of its own with the rule's name on the
// next (or past the card's window). The commands put the deciding part
// where "^ asked by RULE" under its first caret would run past the
// card's edge by a few cells, at 80x24 and at 120x40.
func TestCaretLabelWholeBesideItsCarets(t *testing.T) {
	for _, c := range []struct {
		name    string
		w, h    int
		command string
		rule    string
	}{
		{"tail_part", 80, 24, "echo all tests passed and everything is fine here && rm -rf ~/src/project", "cmd.delete-outside"},
		{"long_part", 80, 24, "printf '%s\\n' " + strings.Repeat("padding ", 60) + "> /dev/null; rm -rf ~", "cmd.delete-home"},
		{"tail_part", 120, 40, "echo all tests passed and everything is fine here, every single one of them, no failures && rm -rf ~/src/project", "cmd.delete-outside"},
	} {
		t.Run(c.name+"/"+sizeName(c.w, c.h), func(t *testing.T) {
			d := openDesk(t, c.w, c.h)
			d.askFixed("claude", "", c.command)
			d.reload()
			d.settle()
			scr := d.mustShow("── Command")
			lines := strings.Split(scr, "\n")
			label := "asked by " + c.rule
			at := -1
			for i, l := range lines {
				if strings.Contains(l, "asked by") && !strings.Contains(l, "ask by") && i > 0 && isCaretLine(lines[i-1]) {
					at = i
				}
			}
			if at < 0 {
				t.Fatalf("no caret label right under carets:\n%s", scr)
			}
			got := []rune(lines[at])
			if !strings.Contains(lines[at], label) {
				t.Errorf("the label is not whole on its line %q (want %q):\n%s", lines[at], label, scr)
			}
			carets := []rune(lines[at-1])
			pointed := false
			for col, r := range got {
				if r == '^' && col < len(carets) && carets[col] == '^' {
					pointed = true
				}
			}
			if !pointed && !strings.HasSuffix(strings.TrimRight(lines[at-1], " "), label) {
				t.Errorf("the label's line %q has no ^ under a caret of %q:\n%s", lines[at], lines[at-1], scr)
			}
			d.requireScreen(t)
		})
	}
}

// isCaretLine says whether a screen line holds only carets and blanks.
func isCaretLine(l string) bool {
	return strings.Contains(l, "^") && strings.Trim(l, "^ ") == ""
}
