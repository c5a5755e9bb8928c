package tui

import (
	"fmt"
	"slices"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// burstAgents and burstCommands make a burst: four agents, three asks
// each, the commands alike but for their ends.
var (
	burstAgents   = []string{"claude", "codex", "gemini", "crush"}
	burstCommands = []string{"terraform destroy -target=module.m%d", "kubectl delete namespace review-%d", "npm publish --tag beta-%d"}
)

func isChangesMsg(msg tea.Msg) bool { _, ok := msg.(changesMsg); return ok }

// TestBurstScreen: a burst of twelve asks lands in two waves, the second
// while the desk's read of the first is still on its way. The rows are
// then the store's pending asks, each once, the tab bar and the window
// title count twelve, and the screen is the golden one.
func TestBurstScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			n := 0
			wave := func(agents []string) {
				for _, agent := range agents {
					for _, c := range burstCommands {
						n++
						d.askFixed(agent, "burst", fmt.Sprintf(c, n))
					}
				}
			}
			wave(burstAgents[:2])
			d.hold = isChangesMsg
			d.reload() // its read is held: the second wave lands meanwhile
			wave(burstAgents[2:])
			d.reload()
			d.release()
			d.settle()
			pending, err := d.svc.Pending()
			if err != nil {
				t.Fatal(err)
			}
			var want, got []string
			for _, a := range pending {
				want = append(want, a.ID)
			}
			for _, a := range d.m.list.all {
				got = append(got, a.ID)
			}
			slices.Sort(got)
			if !slices.Equal(got, want) || len(want) != 12 {
				t.Fatalf("the desk lists %v, the store holds %v pending", got, want)
			}
			d.mustShow("[1] queue (12)", "Queue · 12 waiting")
			if title := d.m.View().WindowTitle; title != "ozdesk (12)" {
				t.Errorf("window title %q, want ozdesk (12)", title)
			}
			d.requireScreen(t)
		})
	}
}
