package tui

import (
	"strings"
	"testing"
	"time"
)

// TestQuitQuestionSaysWhat: the quit question whose only decision was
// dropped (its ask denied elsewhere) names what became of it itself, and
// still does once the status line has cleared (rt28k #1: "what became of
// it is said below", with nothing below).
func TestQuitQuestionSaysWhat(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.askFixed("claude", "refactor", "rm -rf /srv/qq2")
			d.reload()
			d.settle()
			d.keys("a", "q")
			if _, err := d.svc.Decide(id, decisionBy("carol")); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.mustShow("Quit? nothing is held any more")
			d.clock.Add(time.Minute)
			d.send(tickMsg(d.clock.Now()))
			scr := d.mustShow("Quit? nothing is held any more", "ask 1 denied by carol", "your approval was dropped")
			if strings.Contains(scr, "said below") {
				t.Fatalf("the question points below:\n%s", scr)
			}
			d.requireScreen(t)
		})
	}
}
