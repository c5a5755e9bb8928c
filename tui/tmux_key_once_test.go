package tui

import (
	"path/filepath"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestPaneKeyActsOnce: a decision key that waits for a fresh look at the
// desk's tmux pane acts once, when that look comes, even when the regular
// look, taken before the key, lands first. Failed before: the regular look
// acted on the waiting key and left it waiting, so the fresh look acted on
// it again: r opened two reason prompts, and after the first one's enter
// approved the ask the second stayed open over the queue, "ask 5 left the
// queue", taking the keys typed next (TestTmuxBursts under load: its q).
func TestPaneKeyActsOnce(t *testing.T) {
	for _, k := range []string{"r", "d"} {
		t.Run(k, func(t *testing.T) {
			d, _ := paneDesk(t)
			d.m.pane.socket, d.m.pane.target = filepath.Join(t.TempDir(), "no-server"), "%0"
			// the fresh look the key asks for is held: the regular one lands first
			d.hold = func(msg tea.Msg) bool {
				l, ok := msg.(paneLookMsg)
				return ok && l.fresh
			}
			d.keys(k)
			if n := len(d.m.dialogs.ds); n != 0 {
				t.Fatalf("%s acted before any look: %d dialogs open", k, n)
			}
			d.send(paneLookMsg{state: alone()}) // the regular look
			d.hold, d.held = nil, nil
			d.send(paneLookMsg{state: alone(), fresh: true}) // the key's own look
			if n := len(d.m.dialogs.ds); n != 1 {
				t.Fatalf("%s after both looks: %d dialogs open, want 1\n%s", k, n, d.screen())
			}
		})
	}
}
