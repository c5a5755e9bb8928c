package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestCardCutBySizeShowsTheTail: a 1 MB ask's card shows the command's
// head, what is not shown, and its end ("; rm -rf ~", which its row
// shows too); d denies it at once, unscrolled, at 80x24 where the card's
// command is below the fold; a approves nothing, scrolled or not.
// Failed before (rt45k #5): the card never showed the end, and d waited
// for the card to be scrolled.
func TestCardCutBySizeShowsTheTail(t *testing.T) {
	cmd := "echo " + strings.Repeat("A", 1040000) + " ; rm -rf ~"
	for _, key := range []string{"d", "a"} {
		t.Run(key, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.ask("big", "", cmd)
			d.reload()
			d.settle()
			d.send(tickMsg(d.clock.Now()))
			d.mustShow("; rm -rf ~") // the row
			d.keys(key)
			if key == "d" {
				d.mustShow("Deny ask 1 once")
				d.keys("enter")
				d.pastUndo()
				if a := d.askState(id); a.State != store.StateDenied {
					t.Fatalf("d on a 1 MB ask, card unscrolled: ask %s (status %q)", a.State, d.m.status.text)
				}
				return
			}
			d.pastUndo()
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("a on a 1 MB ask: %s", a.State)
			}
			d.keys("tab")
			var card []string
			for range 12 {
				card = append(card, strings.Split(d.screen(), "\n")...)
				d.keys("j")
			}
			all := strings.Join(card, "\n")
			for _, want := range []string{"│ echo AAAA", "more not shown", "its end, from byte ", "AAA ; rm -rf ~"} {
				if !strings.Contains(all, want) {
					t.Fatalf("the scrolled card never showed %q:\n%s", want, all)
				}
			}
			d.keys("esc", "a")
			d.pastUndo()
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("a on a 1 MB ask, head and tail read: %s", a.State)
			}
		})
	}
}

// TestUnseenNoteGoesOnceSeen: a on an ask whose command is below the
// card's fold says the command has not been on screen yet; once the card
// is scrolled to show it, the note goes, as the footer's keys come back
// (rt45k #5: it stood after the scroll).
func TestUnseenNoteGoesOnceSeen(t *testing.T) {
	d := openDesk(t, 80, 12)
	id := d.ask("claude", "app", "rm -rf /srv/app /srv/app/cache/old")
	d.reload()
	d.settle()
	d.keys("a")
	if d.m.status.text != unseenWords(id) {
		t.Fatalf("status %q, want %q", d.m.status.text, unseenWords(id))
	}
	d.keys("tab")
	for i := 0; i < 20 && !d.m.card.commandShown(id); i++ {
		d.keys("j")
	}
	if !d.m.card.commandShown(id) {
		t.Fatalf("scrolling never showed the command:\n%s", d.screen())
	}
	if scr := d.screen(); strings.Contains(scr, "has not been on screen yet") {
		t.Fatalf("the command shown, the note stands:\n%s", scr)
	}
}
