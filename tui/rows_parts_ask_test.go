package tui

import (
	"strings"
	"testing"
)

// TestCutRowSaysHowManyPartsAsk (rt37k L4, rt38k LOW-3): a row of an ask
// whose parts ask says plainly how many, then the gravest rule, in one
// notation at every width ("2 parts: cmd.force-push"): `cd /tmp && bash <<< "$CMD" ; git push
// --force origin main` read "2 parts ask: cmd.force…" at 80 columns and
// "cmd.force-push +1 more" at 120, and two parts under one rule read
// "cmd.delete-outside ×2". At 120 columns the label is whole; at 80 it
// may be cut at its end, never read another way. Since rt43k F4 the
// rule's ID is whole at every width: a row short of room for "2 parts:"
// reads "cmd.force-push +1".
func TestCutRowSaysHowManyPartsAsk(t *testing.T) {
	cases := []struct{ command, label string }{
		{`cd /tmp && bash <<< "$CMD" ; git push --force origin main`, "2 parts: cmd.force-push"},
		{"rm -rf /srv/n1 ; rm -rf /srv/n3", "2 parts: cmd.delete-outside"},
	}
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for _, tc := range cases {
				d.askFixed("claude", "", tc.command)
			}
			d.askFixed("codex", "", "rm -rf /srv/n2")
			d.reload()
			d.settle()
			scr := d.screen()
			for i, tc := range cases {
				row := lineHolding(scr, " "+itoa(i+1)+"  1s «claude»")
				// the rule's ID whole at every width, and how many
				// parts ask: "2 parts: cmd.force-push" where the row
				// has room, else "cmd.force-push +1" (rt43k F4: at 80
				// "2 parts: cmd.force…" cut the ID, which decides)
				rule := strings.TrimPrefix(tc.label, "2 parts: ")
				if !strings.Contains(row, tc.label) && !strings.Contains(row, rule+" +1") {
					t.Errorf("row %d reads neither %q nor %q:\n%s", i+1, tc.label, rule+" +1", scr)
				}
				if strings.Contains(row, " more") || strings.Contains(row, "×") {
					t.Errorf("row %d uses another notation:\n%s", i+1, scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
