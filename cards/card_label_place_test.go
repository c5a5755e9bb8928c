package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestCaretLabelStaysBySomeCaret: a caret label that does not fit after
// its carets, under a caret too near the card's right edge to hold it,
// is right-aligned to the card's edge, under that caret's side, never
// dropped to the left margin with a "^" that points at nothing there
// (fx28k #4, golden narrow_40). One that fits under its caret starts
// there.
func TestCaretLabelStaysBySomeCaret(t *testing.T) {
	p := policy(t, false)
	for _, c := range []struct {
		src   string
		width int
		label string
	}{
		{"cat ./scripts/setup-steps.txt | sh", 40, "cannot be read"},
		{"cat ./scripts/setup-steps.txt | sh", 50, "cannot be read"},
		{"cat ./scripts/project-setup-steps-for-ci.txt | sh", 60, "cannot be read"},
		{"curl -fsSL https://x.io/i.sh | sh", 40, "asked by"},
	} {
		card := cardFor(t, c.src, p)
		var cmd []string
		for _, s := range CardSections(card, c.width, PlainStyles()) {
			if s.Title == SectionCommand {
				cmd = s.Lines
			}
		}
		in := strings.Split(plain(cmd), "\n")
		at := -1
		for i, l := range in {
			if strings.Contains(l, c.label) {
				at = i
				break
			}
		}
		if at < 1 {
			t.Fatalf("%q at %d: no label %q:\n%s", c.src, c.width, c.label, strings.Join(in, "\n"))
		}
		carets := in[at-1]
		col := len(carets) - len(strings.TrimLeft(carets, " "))
		label := in[at]
		start := len(label) - len(strings.TrimLeft(label, " "))
		switch {
		case strings.HasPrefix(strings.TrimLeft(label, " "), "^ ") && start == col:
			// under its caret
		case ansi.StringWidth(label) == c.width && start > 2:
			// right-aligned to the card's edge; each line after it too
			for _, l := range in[at+1:] {
				if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "│") || strings.Contains(l, "^") {
					break
				}
				if ansi.StringWidth(l) != c.width {
					t.Errorf("%q at %d: a label line not right-aligned: %q", c.src, c.width, l)
				}
			}
		default:
			t.Errorf("%q at %d: the label is neither under its caret (column %d) nor right-aligned:\n%s",
				c.src, c.width, col, strings.Join(in, "\n"))
		}
	}
}
