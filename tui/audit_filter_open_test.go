package tui

import (
	"fmt"
	"testing"
)

// TestAuditFilterOpenKeepsMatches (rt47k M5 bypass): a filter left open
// on the audit view keeps searching the whole trail as entries arrive.
// Its matches that slide out of the newest entries the view holds stay
// listed, new entries that match are added, and the count stays the one
// a filter typed anew gives. Failed before: "2200 of 2281 entries match
// /newer" became "2193 of 2288" as 7 other entries arrived, the matches
// that slid out gone without a note. Past the view's bound, the matches
// not kept are counted in the title.
func TestAuditFilterOpenKeepsMatches(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			d.m.audit.keep = 6
			for i := range 3 {
				d.ask("claude", "", fmt.Sprintf("rm -rf /srv/kept-%d", i))
			}
			d.reload()
			d.keys("3", "/", "kept-", "enter")
			found := len(d.m.audit.vis)
			if found < 3 {
				t.Fatalf("the filter found %d entries of 3 asks", found)
			}
			d.mustShow(fmt.Sprintf("Audit trail · %d of %d entries match /kept-", found, d.m.audit.total()))

			// unrelated entries push every match out of the newest 6
			for i := range 8 {
				d.ask("codex", "", fmt.Sprintf("rm -rf /srv/other-%d", i))
				d.reload()
			}
			if first := d.m.audit.entries[d.m.audit.older].seq; d.m.audit.loaded() != 6 || first < 8 {
				t.Fatalf("the view's newest entries start at %d, %d of them", first, d.m.audit.loaded())
			}
			d.mustShow(fmt.Sprintf("Audit trail · %d of %d entries match /kept-", found, d.m.audit.total()),
				"rm -rf /srv/kept-0", "rm -rf /srv/kept-1", "rm -rf /srv/kept-2")
			d.mustNotShow("other-")

			// a new match is added after them
			d.ask("claude", "", "rm -rf /srv/kept-3")
			d.reload()
			now := len(d.m.audit.vis)
			if now <= found {
				t.Fatalf("%d matches after a matching ask arrived, %d before", now, found)
			}
			d.mustShow(fmt.Sprintf("Audit trail · %d of %d entries match /kept-", now, d.m.audit.total()), "rm -rf /srv/kept-3")
			d.requireScreen(t)

			// the filter typed anew agrees
			d.keys("esc", "/", "kept-", "enter")
			d.mustShow(fmt.Sprintf("Audit trail · %d of %d entries match /kept-", now, d.m.audit.total()))
		})
	}
}

// TestAuditFilterOpenBounded: a filter left open while more of its
// matches slide out than the view keeps holds at most as many as it
// keeps and says how many more matched, in the title; the view's memory
// stays bounded.
func TestAuditFilterOpenBounded(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.m.audit.keep = 6
	d.ask("claude", "", "rm -rf /srv/first")
	d.reload()
	d.keys("3", "/", "rm -rf", "enter")
	for i := range 12 {
		d.ask("claude", "", fmt.Sprintf("rm -rf /srv/more-%d", i))
		d.reload()
	}
	a := d.m.audit
	if n := len(a.entries); n > 2*a.keep {
		t.Errorf("the view holds %d entries, past twice its %d", n, a.keep)
	}
	if a.olderMore == 0 {
		t.Fatalf("no match counted past the view's bound: %d shown", len(a.vis))
	}
	d.mustShow(fmt.Sprintf("%d of %d entries match, %d older matches not shown (ozdesk audit)", len(a.vis), a.total(), a.olderMore))
	shown, more := len(a.vis), a.olderMore
	d.keys("esc", "/", "rm -rf", "enter")
	if got := len(d.m.audit.vis) + d.m.audit.olderMore; got != shown+more {
		t.Errorf("the filter left open counts %d+%d matches, typed anew %d", shown, more, got)
	}
}

// TestAuditFilterOpenAfterSearch: the same once the filter's matches
// came from a search of the older entries: those it found stay, those
// that slide out of the newest after it join them, in order.
func TestAuditFilterOpenAfterSearch(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.m.audit.keep = 10
	for i := range 6 {
		d.ask("claude", "", fmt.Sprintf("rm -rf /srv/kept-%d", i))
	}
	d.reload()
	d.keys("3", "/", "kept-", "enter")
	if d.m.audit.older == 0 {
		t.Fatal("the filter searched no older entry")
	}
	found := len(d.m.audit.vis)
	for i := range 3 {
		d.ask("codex", "", fmt.Sprintf("rm -rf /srv/other-%d", i))
		d.reload()
	}
	d.mustShow(fmt.Sprintf("Audit trail · %d of %d entries match /kept-", found, d.m.audit.total()))
	last := uint64(0)
	for _, at := range d.m.audit.vis {
		e := d.m.audit.entries[at]
		if e.seq <= last {
			t.Fatalf("entry %d listed after %d", e.seq, last)
		}
		last = e.seq
	}
	d.keys("esc", "/", "kept-", "enter")
	if got := len(d.m.audit.vis); got != found {
		t.Errorf("typed anew the filter finds %d, left open %d", got, found)
	}
}
