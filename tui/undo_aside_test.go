package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestUndoLineKeepsTheNoticeReadable (rt39k): at 80 columns the undo line
// cut a notice that came beside it ("… · 2s · ! ask 2 denied by…"). A
// notice that does not fit beside the countdown gets a line of its own,
// whole; where the countdown's command takes the second line, the
// notice is cut at a word, with "…", never inside one.
func TestUndoLineKeepsTheNoticeReadable(t *testing.T) {
	wholeWords := map[string]bool{}
	for _, w := range strings.Fields("ask 2 denied by carol: «not on a friday afternoon»; now on ask 1 — look before deciding") {
		wholeWords[w] = true
	}
	cases := []struct{ name, command string }{
		{"short command", "rm -rf /srv/l1/one"},
		{"long command", "rm -rf /srv/l1/one-with-a-long-name-that-fills-the-line/and/more/of/it/here"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.askFixed("l4", "", tc.command)
			two := d.askFixed("l4", "", "rm -rf /srv/l1/two")
			d.reload()
			d.settle()
			d.keys("a")
			d.mustShow("u undoes")
			if _, err := d.svc.Decide(two, queue.Decision{Outcome: patterns.Refuse, By: "carol", Reason: "not on a friday afternoon"}); err != nil {
				t.Fatal(err)
			}
			d.reload()
			scr := d.mustShow("u undoes", "ask 2 denied by carol")
			notice := strings.TrimRight(lineHolding(scr, "ask 2 denied by carol"), " ")
			if !strings.Contains(notice, "«not on a friday afternoon»") && !strings.HasSuffix(notice, "…") {
				t.Fatalf("the notice is cut without a mark:\n%s", scr)
			}
			if cut, ok := strings.CutSuffix(notice, "…"); ok {
				words := strings.Fields(cut)
				if last := words[len(words)-1]; !wholeWords[last] {
					t.Fatalf("the notice is cut inside a word (%q):\n%s", last, scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
