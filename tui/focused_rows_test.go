package tui

import (
	"fmt"
	"strings"
	"testing"
)

// TestFocusedCardKeepsQueueRows: at 80x24, with the card focused (tab or
// enter) the queue keeps its title and three rows over it, the selected
// ask among them, so that deciding from the card still shows which ask
// this is and what waits; the card scrolls in what is left. Before, the
// card took the whole body and no queue row showed (desk9e).
func TestFocusedCardKeepsQueueRows(t *testing.T) {
	for _, k := range []string{"tab", "enter"} {
		t.Run(k, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			for i := 0; i < 6; i++ {
				d.ask("claude", "infra", fmt.Sprintf("rm -rf /srv/data%d", i))
			}
			d.reload()
			d.settle()
			d.keys("j", "j", "j", "j")
			d.settle()
			d.keys(k)
			scr := d.mustShow("Queue · 6 waiting", "▍Card")
			rows := 0
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, "rm -rf /srv/data") && strings.Contains(l, "cmd.delete-outside") {
					rows++
				}
			}
			if rows != 3 || !strings.Contains(scr, "▸ 5  2s «claude» rm -rf /srv/data4") {
				t.Fatalf("%d queue rows over the focused card, want 3 with ask 5 selected:\n%s", rows, scr)
			}
			d.keys("j") // the card scrolls, the rows stay
			d.mustShow("▸ 5  2s", "Card · lines 2–")
		})
	}
}
