package tui

import (
	"strings"
	"testing"
)

// TestHelpGaps (rt14k #11): the help says that esc clears the marks when
// no filter is set, as it does; the prompt's enter reads apart from the
// confirmation's; and the queue's title says how many asks are marked
// once the status line has moved on. Before: "esc clear filter", "enter
// choose" beside "enter deny", and no count on the title.
func TestHelpGaps(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "infra", "rm -rf /srv/data1")
	d.ask("claude", "infra", "rm -rf /srv/data2")
	d.reload()
	d.settle()
	d.keys("space")
	d.clock.Add(statusKeep + statusKeep)
	d.mustShow("Queue · 2 waiting · 1 marked")
	d.keys("esc")
	d.mustShow("marks cleared")
	d.mustNotShow("1 marked")
	d.keys("?")
	d.keys("/", "Confirmations", "enter")
	scr := d.screen()
	got := strings.Join(strings.Fields(scr), " ")
	for _, want := range []string{"decide, in a reason prompt", "choose"} {
		if !strings.Contains(got, want) {
			t.Fatalf("help lacks %q:\n%s", want, scr)
		}
	}
	d.keys("esc", "/", "marks", "enter")
	if got := strings.Join(strings.Fields(d.screen()), " "); !strings.Contains(got, "clear filter, else marks") {
		t.Fatalf("help does not say esc clears the marks:\n%s", d.screen())
	}
}
