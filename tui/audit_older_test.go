package tui

import (
	"fmt"
	"testing"
)

// TestAuditFilterSearchesWholeTrail (rt46k M5): the audit view holds the
// trail's newest entries (2,000; 6 here) and says so ("newest 6 of N
// entries"), and its filter searches the older ones too, through the
// queue, in the background: an early ask's entries are found. Failed
// before: the title said "6 entries shown" and the filter "0 of 6
// entries match" for them. A filter matching more older entries than the
// view holds keeps as many and says how many more there are; one that
// matches nothing says it searched the whole trail.
func TestAuditFilterSearchesWholeTrail(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			d.m.audit.keep = 6
			d.ask("claude", "", "rm -rf /srv/old-one")
			for i := range 8 {
				d.ask("codex", "", fmt.Sprintf("rm -rf /srv/new-%d", i))
			}
			d.reload()
			d.keys("3")
			total := d.m.audit.total()
			if total < 18 {
				t.Fatalf("the trail holds %d entries", total)
			}
			d.mustShow(fmt.Sprintf("Audit trail · newest 6 of %d entries", total))
			d.mustNotShow("old-one")

			d.keys("/", "old-one", "enter")
			d.mustShow(fmt.Sprintf("Audit trail · 2 of %d entries match /old-one", total), "rm -rf /srv/old-one")
			d.requireScreen(t)

			d.keys("esc")
			d.mustShow(fmt.Sprintf("Audit trail · newest 6 of %d entries", total))
			d.mustNotShow("old-one")

			d.keys("/", "nothing-like-it", "enter")
			d.mustShow(fmt.Sprintf("No entry of the trail's %d matches the filter", total))
			d.keys("esc", "/", "rm -rf", "enter")
			d.mustShow("older matches not shown (ozdesk audit)")
			if n := len(d.m.audit.entries); n > 2*d.m.audit.keep {
				t.Errorf("the view holds %d entries, past twice its %d", n, d.m.audit.keep)
			}
		})
	}
}
