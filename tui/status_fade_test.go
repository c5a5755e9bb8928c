package tui

import (
	"strings"
	"testing"
	"time"
)

// TestStatusFades: a status line goes by itself when it fades, not at
// the next action (issue 9): what an action did after statusFade, a
// warning (keys dropped after a held key) after statusWarnFade; each
// status has its own tick, and a tick for one since replaced changes
// nothing (the newest wins).
func TestStatusFades(t *testing.T) {
	cases := []struct {
		name  string
		keys  []string
		shows string
		life  time.Duration
	}{
		{"an approval", []string{"a"}, "approved ask 1 once", statusFade},
		{"a filter cleared", []string{"/", "git", "enter", "esc"}, "filter cleared", statusFade},
		{"keys dropped after a held key", []string{"j", "d", "x", "y"}, "dropped, none read as a command", statusWarnFade},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d, _ := threeAsks(t, 100, 30)
			d.keys(tc.keys...)
			if strings.Contains(tc.name, "approval") {
				d.pastUndo()
			}
			d.mustShow(tc.shows)
			put := d.m.status.at
			// still there just before it fades, however the desk redraws
			d.clock.Add(put.Add(tc.life - 100*time.Millisecond).Sub(d.clock.Now()))
			d.send(statusFadeMsg{at: put}, tickMsg(d.clock.Now()))
			d.mustShow(tc.shows)
			// gone once it has faded, with no key pressed
			d.clock.Add(200 * time.Millisecond)
			d.send(statusFadeMsg{at: put})
			if scr := d.screen(); strings.Contains(scr, tc.shows) {
				t.Fatalf("%q still shown %s after it was put:\n%s", tc.shows, tc.life+100*time.Millisecond, scr)
			}
		})
	}
}

// TestStatusFadeTickNewestWins: on a real clock each new status starts
// its own fade tick, once; a status put again later has a new one.
func TestStatusFadeTickNewestWins(t *testing.T) {
	d, _ := threeAsks(t, 100, 30)
	d.m.live = true
	defer func() { d.m.live = false }()
	d.m.setStatus(statusOK, "approved ask 1 once")
	if d.m.fadeLater() == nil {
		t.Fatal("a new status started no fade tick")
	}
	if d.m.fadeLater() != nil {
		t.Fatal("the same status started a second fade tick")
	}
	d.clock.Add(time.Second)
	d.m.setStatus(statusInfo, "filter cleared")
	if d.m.fadeLater() == nil {
		t.Fatal("a newer status started no fade tick of its own")
	}
	d.m.status = status{}
	if d.m.fadeLater() != nil {
		t.Fatal("no status, yet a fade tick")
	}
}
