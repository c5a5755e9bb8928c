package tui

import (
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// The audit view holds the newest [auditKeep] entries of the trail; its
// filter searches the older ones too (rt46k M5: "0 of 2000 entries match"
// was said of an ask whose entries were older, and the view never said
// it held part of the trail). The search reads the trail through the
// queue in chunks, in the background, keeping the matches alone (at most
// auditKeep of them) and the count of those past that: the desk's memory
// stays bounded whatever the trail's length. A newer filter, typed
// meanwhile, stops an older search at its next chunk.

// auditOlderChunk is how many entries one read of the search brings.
const auditOlderChunk = 500

// auditOlderMsg carries what a search of the older entries found.
type auditOlderMsg struct {
	gen    uint64
	filter string
	// lines are the matching entries, oldest first; more counts the
	// matches past auditKeep, not kept.
	lines []auditLine
	more  int
	err   error
}

// olderSearch is what one search of the older entries looks for: the
// entries after base and before until (the oldest entry the view holds)
// that the filter keeps, at most keep of them; gen is its generation.
type olderSearch struct {
	gen         uint64
	filter      string
	base, until uint64
	keep        int
}

// searchOlder searches the older entries, in the background; stale
// reports whether a newer search was started since, to stop early.
func searchOlder(svc queue.API, mk common.Marks, q olderSearch, stale func() bool) tea.Cmd {
	return func() tea.Msg {
		msg := auditOlderMsg{gen: q.gen, filter: q.filter}
		needle := strings.ToLower(q.filter)
		until := q.until
		for after := q.base; after+1 < until; {
			if stale() {
				return nil
			}
			es, err := svc.Audit(after, auditOlderChunk)
			if err != nil {
				msg.err = fmt.Errorf("search the older audit entries: %w", err)
				return msg
			}
			if len(es) == 0 {
				break
			}
			for _, e := range es {
				if e.Seq >= until {
					return msg
				}
				l := auditLine{seq: e.Seq, at: e.Time, kind: e.Kind, actor: e.Actor, who: e.Account.Name(e.Actor), sum: summarise(e, mk)}
				if !auditMatches(&l, needle) {
					continue
				}
				if len(msg.lines) >= q.keep {
					msg.more++
					continue
				}
				msg.lines = append(msg.lines, l)
			}
			after = es[len(es)-1].Seq
		}
		return msg
	}
}
