package cards

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestCardSaysAlsoDefault (rt29k #24): a broad operator ask above the
// defaults decides a force-push to main, and the card's and explain's
// verdict still name the default that also matches, with its reason and
// evidence, above the operator rule's own reason; an everyday push, which
// no default matches, says nothing more.
func TestCardSaysAlsoDefault(t *testing.T) {
	pat, err := patterns.ParsePattern("git push **")
	if err != nil {
		t.Fatal(err)
	}
	p, err := patterns.NewPolicy([]*patterns.Rule{{ID: "r1", Outcome: patterns.Ask, Pattern: pat,
		Reason: "ask pushes", Mode: patterns.Enforce}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd, want string
		width     int
	}{
		{"git push --force origin main", "also cmd.force-push:", 80},
		{"git push --force origin main", "also cmd.force-push:", 50},
		{"git push origin feature", "", 80},
	} {
		card := cardFor(t, c.cmd, p)
		var verdict []string
		for _, s := range CardSections(card, c.width, PlainStyles()) {
			if s.Title == SectionVerdict {
				verdict = s.Lines
			}
		}
		checkLines(t, c.cmd, verdict, c.width)
		out := plain(verdict)
		ex := plain(splitLines(RenderExplain(nil, p.Evaluate(card.Command, cardContext(), cardNow()), c.width, PlainStyles())))
		if c.want == "" {
			if strings.Contains(out, "also") || strings.Contains(ex, "also cmd.") {
				t.Errorf("%q: names a default that does not match:\n%s", c.cmd, out)
			}
			continue
		}
		for what, text := range map[string]string{"card": out, "explain": ex} {
			text = strings.Join(strings.Fields(text), " ") // wrapped prose, read as one line
			i, j := strings.Index(text, c.want), strings.Index(text, "ask pushes")
			if i < 0 || j < 0 || i > j {
				t.Errorf("%q at %d: the %s does not name %q before r1's reason:\n%s", c.cmd, c.width, what, c.want, text)
			}
			if !strings.Contains(text, "certain: `main` is") {
				t.Errorf("%q at %d: the %s does not say the default's evidence:\n%s", c.cmd, c.width, what, text)
			}
		}
	}
}
