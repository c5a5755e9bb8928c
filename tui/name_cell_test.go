package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestLookalikeNameKeepsItsEscape: an agent's name with a look-alike
// letter keeps that letter's escape in its queue row at every width,
// whether or not the name it mimics waits too (rt20k #1: «…e-1» at
// 120x40 dropped \u0441 of \u0441laude-1, «deploy-bot-pr…d-eu» at 100
// columns the \u043e of deploy-bot-pr\u043ed-eu).
func TestLookalikeNameKeepsItsEscape(t *testing.T) {
	impostors := []struct{ name, escape string }{
		{"\u0441laude-1", `\u0441`},
		{"deploy-bot-pr\u043ed-eu", `\u043e`},
		{"deploy-bot-production-eu-west-\u0430", `\u0430`},
	}
	for _, alone := range []bool{false, true} {
		for w := 60; w <= 200; w++ {
			t.Run(fmt.Sprintf("alone=%v/%d", alone, w), func(t *testing.T) {
				d := openDesk(t, w, 30)
				// the genuine agents first: the cursor, and so the card,
				// on one of them
				d.askFixed("claude-1", "j", "rm -rf /tmp/w/data ~")
				if !alone {
					d.askFixed("deploy-bot-prod-eu", "j", "npm publish --tag h1")
				}
				for _, imp := range impostors {
					d.askFixed(imp.name, "j", "npm publish --tag h1")
				}
				d.reload()
				d.settle()
				scr := d.screen()
				for _, imp := range impostors {
					if !strings.Contains(scr, imp.escape) {
						t.Fatalf("at %dx30 no row shows %s of %q:\n%s", w, imp.escape, imp.name, scr)
					}
				}
			})
		}
	}
}
