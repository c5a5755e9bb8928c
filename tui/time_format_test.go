package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestOneTimeFormat: every view writes a time one way (cards.Clock): the
// time of day alone for today's, the date too for another day's (fx28k
// #3). The card of an ask asked yesterday shows its date; the audit list
// and an entry's detail agree, for yesterday's entries and today's (the
// detail wrote today's with the date, the list without).
func TestOneTimeFormat(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			if _, err := d.svc.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "old", Harness: "cli",
				Cwd: fixedCwd, Home: fixedHome, Wait: 20 * time.Hour}); err != nil {
				t.Fatal(err)
			}
			d.clock.Add(12 * time.Hour) // 02:00 the day after
			d.askFixed("new", "job", "npm publish --tag beta")
			d.reload()
			d.settle()
			// the card of yesterday's ask: its date
			d.mustShow("asked 12h ago (2026-11-29 14:00:00)")
			// the audit list: yesterday's with the date, today's without
			d.keys("3")
			d.mustShow("2026-11-29 14:00:00 evaluate", "02:00:00")
			// today's entry, whole: as the list writes it
			d.keys("G", "enter")
			scr := d.screen()
			if !strings.Contains(scr, "time       02:00:01") && !strings.Contains(scr, "time       02:00:00") {
				t.Fatalf("today's entry's detail does not write its time as the list does:\n%s", scr)
			}
			// yesterday's entry, whole: with its date
			d.keys("esc", "g", "enter")
			d.mustShow("time       2026-11-29 14:00:00")
		})
	}
}
