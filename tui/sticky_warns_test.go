package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestWarningsStayUntilDismissed (rt35k L15, L19): a setting loosened
// from another shell and asks refused over the pending cap stand under
// the header, with their times, after the status line has moved on,
// until ! dismisses them; @ lists the status messages said, the newest
// first. Golden screens of the warnings and of the log at 80x24 and
// 120x40. Before, both were said on the status line alone, and the next
// status took them away.
func TestWarningsStayUntilDismissed(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			set := store.DefaultSettings()
			set.Fallback, set.MaxPendingPerAgent = store.OutcomeAsk, 2
			if _, err := d.svc.SetSettings(set, "bob"); err != nil {
				t.Fatal(err)
			}
			d.ask("claude", "setup", "rm -rf /srv/b/first5")
			d.reload()
			d.settle()
			d.mustNotShow("! dismisses") // tightened: said, not standing

			set.Fallback = store.OutcomeAllow
			if _, err := d.svc.SetSettings(set, "bob"); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.settle()
			for i := range 3 {
				if _, err := d.svc.Evaluate(queue.Request{Command: "rm -rf /srv/f" + itoa(i+1), Agent: "flood", Harness: "cli",
					Cwd: "/srv/app", Home: fixedHome, Wait: 10 * time.Minute}); err != nil {
					t.Fatal(err)
				}
			}
			d.reload()
			d.settle()
			// another status replaces the cap's on the status line
			d.keys("/", "flood", "enter", "esc")
			d.settle()
			scr := d.mustShow("settings changed by bob: fallback allow (was ask)", "1 ask refused unqueued (pending cap 2", "! dismiss")
			if strings.Contains(lines(scr, "filter cleared")[0], "refused") {
				t.Fatalf("the status line still says the refusal:\n%s", scr)
			}
			t.Run("warnings", d.requireScreen)

			d.keys("@")
			d.settle()
			log := d.mustShow("Messages", "filter cleared", "fallback allow (was ask)", "refused unqueued")
			log = log[strings.Index(log, "Messages"):]
			if strings.Index(log, "filter cleared") > strings.Index(log, "fallback allow (was ask)") {
				t.Fatalf("the log does not list the newest first:\n%s", log)
			}
			t.Run("log", d.requireScreen)

			d.keys("esc", "!")
			d.settle()
			d.mustShow("2 warnings dismissed")
			if scr := d.screen(); strings.Contains(scr, "fallback allow (was ask)") || strings.Contains(scr, "! dismiss") {
				t.Fatalf("the warnings stand after !:\n%s", scr)
			}
		})
	}
}
