package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestExpiryQueuedLateSaid (rt46k L3): the status line of an ask that
// expired after being queued late says the wait its agent asked for and
// how long the store was busy first, not "nobody decided within 4s" of an
// agent that asked for 6s. Drawn at both golden sizes.
func TestExpiryQueuedLateSaid(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			now := d.clock.Now()
			ans, err := d.svc.Evaluate(queue.Request{Command: "npm publish --tag beta", Agent: "codex", Cwd: d.cwd(), Home: d.home(),
				Wait: 6 * time.Second, Until: now.Add(4 * time.Second)})
			if err != nil || ans.Ask == nil {
				t.Fatalf("%+v, %v", ans, err)
			}
			d.reload()
			d.clock.Add(time.Minute)
			if _, err := d.svc.Sweep(); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.mustShow("ask 1 expired: nobody decided within 4s (its agent asked to wait 6s")
			d.requireScreen(t)
		})
	}
}
