package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// TestFilterWordNeverDecides (rt9c F2): a filter typed where the card has
// the keys (tab-focused card, the full card), or with an Esc the
// terminal merged into alt+/, opens the queue's filter: its letters go to
// the filter line, so an "a" or a "d" in the word never decides the ask
// under the cursor.
func TestFilterWordNeverDecides(t *testing.T) {
	cases := []struct {
		name  string
		first []string
		slash tea.Msg
	}{
		{"card focused", []string{"tab"}, nil},
		{"full card", []string{"enter"}, nil},
		{"esc merged into alt+/", nil, tea.KeyPressMsg(tea.Key{Code: '/', Mod: tea.ModAlt})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, size := range [][2]int{{120, 40}, {80, 24}} {
				d := openDesk(t, size[0], size[1])
				id := d.ask("claude", "job", "rm -rf /srv/data")
				d.reload()
				d.settle()
				d.keys(c.first...)
				if c.slash != nil {
					d.send(c.slash)
				} else {
					d.keys("/")
				}
				d.keys("data")
				d.mustShow("/data")
				d.mustNotShow("approving", "Deny ask")
				d.keys("enter")
				d.pastUndo()
				d.reload()
				if a := d.askState(id); a.State != store.StatePending {
					t.Fatalf("%v: typing a filter decided the ask: %s", size, a.State)
				}
			}
		})
	}
}
