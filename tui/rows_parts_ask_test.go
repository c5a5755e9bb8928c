package tui

import (
	"strings"
	"testing"
)

// TestCutRowSaysHowManyPartsAsk (rt37k L4, rt38k LOW-3): a row of an ask
// whose parts ask says plainly how many, then the gravest rule, in one
// notation at every width ("2 parts: cmd.force-push"): `cd /tmp && bash <<< "rm -rf ~" ; git push
// --force origin main` read "2 parts ask: cmd.force…" at 80 columns and
// "cmd.force-push +1 more" at 120, and two parts under one rule read
// "cmd.delete-outside ×2". At 120 columns the label is whole; at 80 it
// may be cut at its end, never read another way.
func TestCutRowSaysHowManyPartsAsk(t *testing.T) {
	cases := []struct{ command, label string }{
		{`cd /tmp && bash <<< "rm -rf ~" ; git push --force origin main`, "2 parts: cmd.force-push"},
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
				if want := tc.label[:len("2 parts: cmd.")]; !strings.Contains(row, want) || (sz.w >= 120 && !strings.Contains(row, tc.label)) {
					t.Errorf("row %d does not read %q:\n%s", i+1, tc.label, scr)
				}
				if strings.Contains(row, " more") || strings.Contains(row, "×") {
					t.Errorf("row %d uses another notation:\n%s", i+1, scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
