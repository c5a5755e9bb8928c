package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestVerdictNamesEveryAskingPart: when two parts ask, the card's Verdict
// names the rule and reason of each, not only the first part's: an
// operator who trusts make asks reads that part 2 force-pushes main
// (rt22k #10).
func TestVerdictNamesEveryAskingPart(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDeskEnv(t, sz.w, sz.h, "NO_COLOR=1")
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "make **",
				Reason: "builds", Author: "alice"}); err != nil {
				t.Fatal(err)
			}
			d.ask("multi", "job", "make build && git push --force origin main; echo done")
			d.reload()
			d.settle()
			var card []string
			for _, l := range d.m.card.lines {
				card = append(card, strings.TrimSpace(ansi.Strip(l)))
			}
			text := strings.Join(card, "\n")
			_, verdict, ok := strings.Cut(text, "Verdict")
			if !ok {
				t.Fatalf("no Verdict on the card:\n%s", text)
			}
			verdict, _, _ = strings.Cut(verdict, "Parse tree")
			for _, want := range []string{"ask by r1", "builds", "part 2", "cmd.force-push", "rewrites or destroys git history"} {
				if !strings.Contains(verdict, want) {
					t.Errorf("the Verdict lacks %q:\n%s", want, verdict)
				}
			}
		})
	}
}
