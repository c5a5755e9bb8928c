package tui

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// A rule's detail counted its hits but named none of them, so the desk
// could not show which commands an allow let through (rt35k L16: r2
// allowed `-target=aws_rds_cluster.prod`). The detail now lists the
// newest of them from the audit trail (hitKinds), each with its ask and
// command, and how many there are in all.

// hitsMax bounds the hits listed: the newest.
const hitsMax = 10

// ruleRead is what a rule's detail reads from the audit trail: its
// history, its newest hits, and how many hits the trail holds.
type ruleRead struct {
	hist, hits []store.AuditEntry
	total      int
}

// hitKinds are the entries that may be a rule's hit: an evaluation it
// decided (or, in shadow, would have), and a waiting ask it decided when
// written (decide) or resolved later (resolve).
var hitKinds = []string{store.KindEvaluate, store.KindDecide, store.KindResolve}

// hitRule reports whether the entry e is a hit of rule id (see hitKinds).
func hitRule(e store.AuditEntry, id string) bool {
	if !slices.Contains(hitKinds, e.Kind) {
		return false
	}
	var hit struct {
		Rule   string          `json:"rule"`   // a decide or resolve entry's
		Report patterns.Report `json:"report"` // an evaluate entry's
	}
	if json.Unmarshal(e.Data, &hit) != nil {
		return false
	}
	if e.Kind != store.KindEvaluate {
		return hit.Rule == id
	}
	if hit.Report.Rule == id {
		return true
	}
	return slices.ContainsFunc(hit.Report.Shadow, func(h patterns.ShadowHit) bool { return h.Rule == id })
}

// readRule sorts the entries of the trail since rule r was written into
// its history and its hits, each bounded to the newest.
func readRule(es []store.AuditEntry, r store.Rule) ruleRead {
	var out ruleRead
	for _, e := range es {
		switch {
		case slices.Contains(historyKinds, e.Kind) && queue.EntryRule(e) == r.ID:
			out.hist = append(out.hist, e)
		case hitRule(e, r.ID):
			out.hits = append(out.hits, e)
			out.total++
		}
	}
	if len(out.hist) > historyMax {
		out.hist = out.hist[len(out.hist)-historyMax:]
	}
	if len(out.hits) > hitsMax {
		out.hits = out.hits[len(out.hits)-hitsMax:]
	}
	return out
}

// hitsHeading heads the hits listed: "Hits · the latest 10 of 42".
func hitsHeading(shown, total int) string {
	if shown < total {
		return fmt.Sprintf("Hits · the latest %d of %d in the audit trail", shown, total)
	}
	return fmt.Sprintf("Hits · %d in the audit trail", total)
}

// hitLines draws the hits read, newest last, as history lines are drawn.
func (d *ruleDetail) hitLines(w int, now time.Time) []string {
	st := d.c.Styles
	out := []string{"", heading(st, w, hitsHeading(len(d.hits), d.hitsTotal))}
	switch {
	case !d.read:
		return append(out, "   "+st.Muted.Render("reading the audit trail"+d.c.Marks.More))
	case d.histErr != nil:
		return nil // the history says it could not be read
	case len(d.hits) == 0:
		return append(out, "   "+st.Muted.Render("no evaluation it decided is in the audit trail"))
	}
	stampW := 0
	for _, e := range d.hits {
		stampW = max(stampW, len(stamp(e.Time, now)))
	}
	for _, e := range d.hits {
		out = append(out, historyLine(d.c, e, w, stampW, now)...)
	}
	return out
}
