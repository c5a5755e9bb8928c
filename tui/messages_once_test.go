package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestMessagesOneEntryPerDeparture (rt38k LOW-4): the @ log recorded each
// departure of the ask under the cursor twice, "! ask 3 left the queue;
// now on ask 4 — look before deciding" and then "! ask 3 denied by carol
// …", and its header counted both ("the last 7" for 4 events). The words
// that tell why an ask left take the place of the first ones: one entry
// per event, and the header counts the events.
func TestMessagesOneEntryPerDeparture(t *testing.T) {
	d := openDesk(t, 80, 24)
	var ids []string
	for _, c := range []string{"rm -rf /srv/l1/one", "rm -rf /srv/l1/two", "rm -rf /srv/l1/three", "rm -rf /srv/l1/four"} {
		ids = append(ids, d.askFixed("l4", "", c))
	}
	d.reload()
	d.settle()
	for i, by := range []string{"bob", "carol", "dave"} {
		outcome := patterns.Refuse
		if i == 0 {
			outcome = patterns.Allow
		}
		if _, err := d.svc.Decide(ids[i], queue.Decision{Outcome: outcome, By: by, Reason: "nope"}); err != nil {
			t.Fatal(err)
		}
		d.reload()
		d.settle()
		d.mustShow("ask " + itoa(i+1) + " ")
	}
	d.keys("@")
	d.settle()
	log := d.mustShow("Messages · the last 3, newest first", "ask 1 approved by bob", "ask 2 denied by carol", "ask 3 denied by dave")
	if strings.Contains(log, "left the queue; now on") {
		t.Fatalf("the log keeps the first words of a departure told in full:\n%s", log)
	}
	d.requireScreen(t)
}
