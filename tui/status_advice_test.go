package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/tui/common"
)

// TestStatusAdviceFitsAt80 (rt37k L7): a status line cut at 80 columns
// (once a key has been pressed, the status takes one line) keeps what it
// says to do: the refusal and the restart before the store's path, the
// keys' pause before the words about the burst. Each status is drawn as
// the status line draws it, in the cells 80 columns leave it.
func TestStatusAdviceFitsAt80(t *testing.T) {
	d, ids := threeAsks(t, 80, 24)
	m := d.m
	now := d.clock.Now()
	for _, tc := range []struct {
		name  string
		words func() string
		want  []string
	}{
		{"store made again", func() string { m.madeAgain, m.wentBack = true, false; return m.behindWords() },
			[]string{"restart the desk to decide here: decisions refused"}},
		{"store put back", func() string { m.madeAgain, m.wentBack = false, true; return m.behindWords() },
			[]string{"restart the desk to decide here: decisions refused"}},
		{"store behind", func() string { m.madeAgain, m.wentBack = false, false; return m.behindWords() },
			[]string{"check the store, then restart the desk to decide here: decisions refused"}},
		{"ask came in a burst of keys", func() string {
			m.madeAgain, m.wentBack = false, false
			m.grace = grace{id: ids[1], since: now, until: now}
			m.keyRun = keyRun{start: now.Add(-time.Second), last: now}
			return m.holdWords(ids[1], "approving")
		}, []string{"look before approving", "keys wait a 1s pause"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mark := m.statusMark(statusErr)
			line := ansi.Strip(statusWords(tc.words(), "", "", max(80-1-common.Width(mark), 1), m.c.Styles))
			for _, w := range tc.want {
				if !strings.Contains(line, w) {
					t.Errorf("the status line at 80 columns cuts %q: %q", w, line)
				}
			}
		})
	}
}
