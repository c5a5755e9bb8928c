package tui

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
)

// TestQuitQuestionInHelp: the keys that answer "Quit?" (asked while a
// decision waits out its undo window) are in the help, from the same
// bindings the question matches and its footer shows.
func TestQuitQuestionInHelp(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.askFixed("claude", "job", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("?", "/", "quit")
	scr := d.mustShow("Quit? (q while a decision waits out its undo window)")
	k := d.m.c.Keys.QuitHeld
	for _, b := range k.FullHelp()[0] {
		if h := b.Help(); !strings.Contains(scr, h.Key) || !strings.Contains(scr, h.Desc) {
			t.Errorf("help lacks %q %q:\n%s", h.Key, h.Desc, scr)
		}
	}
	d.keys("esc", "esc")
	d.settle() // the card is back on screen: the keys wait a moment (rt18k #10)
	d.keys("a", "q")
	scr = d.mustShow("Quit? 1 decision is still in its undo window")
	lines := strings.Split(strings.TrimRight(scr, "\n"), "\n")
	footer := lines[len(lines)-1]
	// k.Quit answers only once nothing is held any more
	// (TestQuitQuestionDecidedElsewhere)
	for _, b := range []key.Binding{k.Send, k.Back, k.Stay} {
		if h := b.Help(); !strings.Contains(footer, h.Key+" "+h.Desc) {
			t.Errorf("the question's footer lacks %q %q: %q", h.Key, h.Desc, footer)
		}
	}
	d.keys("esc")
	d.mustShow("stayed: the undo window runs on")
	if d.quit {
		t.Fatal("esc on the quit question quit")
	}
}
