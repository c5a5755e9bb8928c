package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestTinyTerminalDecidesOnlyShownCommands: between 30x6 and about 80x12
// the card has no room for the command (its title read "lines 1–0"):
// a decides nothing until the command has been on screen, and says so;
// once the terminal is large enough to show it, a approves (rt18k #5).
func TestTinyTerminalDecidesOnlyShownCommands(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{30, 6}, {40, 8}, {50, 8}, {80, 10}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.ask("claude", "app", "rm -rf /srv/app /srv/app/cache/old")
			d.reload()
			d.settle()
			d.mustNotShow("1–0")
			d.keys("a")
			d.pastUndo()
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("at %dx%d a %s ask %s whose command was never on screen", sz.w, sz.h, a.State, id)
			}
			if d.m.status.text != unseenWords(id) {
				t.Fatalf("status %q, want %q", d.m.status.text, unseenWords(id))
			}
			d.resize(80, 24)
			d.settle()
			d.send(tickMsg(d.clock.Now()))
			d.keys("a")
			d.pastUndo()
			if a := d.askState(id); a.State != store.StateApproved {
				t.Fatalf("at 80x24, its command shown, a left ask %s %s", id, a.State)
			}
		})
	}
}

// TestUnseenWarningLeavesWithItsAsk: the "keys wait" warning about an
// ask whose command has not been on screen goes once the cursor leaves
// that ask: it never stands beside another ask's card (rt22k #3).
func TestUnseenWarningLeavesWithItsAsk(t *testing.T) {
	d := openDesk(t, 80, 10)
	d.ask("claude", "app", "rm -rf /srv/app/one /srv/app/cache/old")
	d.clock.Add(time.Second)
	id := d.ask("claude", "app", "rm -rf /srv/app /srv/app/cache/old")
	d.reload()
	d.settle()
	d.keys("G")
	d.settle()
	d.keys("a")
	if d.m.status.text != unseenWords(id) {
		t.Fatalf("status %q, want %q", d.m.status.text, unseenWords(id))
	}
	d.keys("k")
	if strings.Contains(d.m.status.text, "has not been on screen") {
		t.Fatalf("the warning about ask %s stands beside another ask: %q", id, d.m.status.text)
	}
}
