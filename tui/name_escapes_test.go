package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestLongNameKeepsEscapes (rt42k F3): a long agent name with a bidi
// control in its middle kept the escape on neither the card nor beside
// its ends: the card's middle cut dropped the \u202e («release-bot----…
// ----trusted»), and the row showed «…\u202e----…», neither end of the
// name («…\u00a0…» for «ci» and ten no-break spaces). The card cuts
// around the escape, both ends kept; the row keeps the name's head with
// the escape.
func TestLongNameKeepsEscapes(t *testing.T) {
	dash := strings.Repeat("-", 70)
	bidi := "release-bot" + dash + "\u202e" + dash + "trusted"
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			a := d.askFixed(bidi, "J", "rm -rf ~/.ssh")
			b := d.askFixed("ci"+strings.Repeat("\u00a0", 10)+"x", "J", "rm -rf ~/.gnupg")
			d.reload()
			d.settle()
			scr := d.screen()
			card := lineWith(scr, " agent «")
			if !strings.HasPrefix(strings.TrimSpace(card), "agent «release-bot-") ||
				!strings.Contains(card, `\u202e`) || !strings.Contains(card, "…") || !strings.Contains(card, "-trusted»") {
				t.Errorf("the card's agent line hides the escape or an end: %q\n%s", card, scr)
			}
			for _, r := range []struct{ id, head string }{{a, "«re"}, {b, `«ci\u00a0`}} {
				cell := agentCell(rowOf(t, scr, queue.ShortID(r.id)))
				if !strings.HasPrefix(cell, r.head) || !strings.Contains(cell, `\u`) {
					t.Errorf("ask %s's agent reads %s: not its head %s with its escape\n%s", r.id, cell, r.head, scr)
				}
			}
		})
	}
}

// TestEscapedNameUsesItsColumn (rt43k F2): a name holding an escape, a
// little too long for its column, was cut around its first escape to a
// third of the column each side («releas…\u202eoperat…» in 34 cells,
// 13 of them blank, at 120 columns). It fills its column, its head,
// its escape and its end kept. (At 80 columns a name longer than the
// agent column's cap takes only agentSplitMax cells, so that a long name
// does not take the cap from every row's command, rt22k #1: there the
// cut is the narrow one, «re…\u202e…ry».)
func TestEscapedNameUsesItsColumn(t *testing.T) {
	name := "release-manager-\u202eoperator-primary"
	for _, sz := range []struct{ w, h int }{{120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("ci", "J", "rm -rf /srv/ci")
			d.askFixed("bot", "J", "rm -rf /srv/bot")
			id := d.askFixed(name, "J", "npm publish")
			d.reload()
			d.settle()
			scr := d.screen()
			cell := agentCell(rowOf(t, scr, queue.ShortID(id)))
			if !strings.HasPrefix(cell, "«release-") || !strings.Contains(cell, `\u202e`) || !strings.HasSuffix(cell, "primary»") {
				t.Errorf("the agent reads %s: not its head, its escape and its end\n%s", cell, scr)
			}
		})
	}
}
