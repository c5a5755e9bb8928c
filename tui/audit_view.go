package tui

import (
	"fmt"
	"strings"
	"sync/atomic"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// auditView shows the audit trail as it grows: the newest entries at the
// bottom, following new ones while the view stands at the end. A filter
// keeps the entries whose words hold it; enter opens the selected one.
type auditView struct {
	c       *common.Common
	entries []auditLine
	// alike are the agents whose names read as another's waiting or
	// named by a rule (alikeAgentNames): their entries carry ≈.
	alike map[string]alikeOf
	// vis are the indexes of the entries the filter keeps, in order; sel
	// and top index vis.
	vis    []int
	filter string
	sel    int
	top    int
	follow bool
	w, h   int
	// base and head bound the trail (queue.Changes): it holds the
	// entries after base up to head.
	base, head uint64
	// older counts the entries at the front of entries that a search of
	// the trail's older entries found for the filter (see
	// audit_older.go); olderMore the matches past them, not kept.
	// searching is the generation of the search under way (0: none),
	// gen the last one started; searched says the filter's search
	// ended, searchErr how it failed.
	older, olderMore int
	searching, gen   uint64
	searched         bool
	searchErr        error
	// live is gen, read by a search under way to stop when a newer one
	// started.
	live *atomic.Uint64
	// keep is how many of the newest entries the view holds (auditKeep).
	keep int
}

// auditLine is one entry, summarised when it arrives.
type auditLine struct {
	seq         uint64
	at          time.Time
	kind, actor string
	// who is the actor as the desk shows it: with the OS account it
	// acted from, "bob (claimed, uid 1000)" in direct mode, "bob (uid
	// 1000)" when the broker vouched for it (store.Account.Name).
	who string
	sum auditSummary
}

func newAuditView(c *common.Common) *auditView {
	return &auditView{c: c, follow: true, live: &atomic.Uint64{}, keep: auditKeep}
}

// staleFlag reports, to search gen, whether a newer search started.
func (v *auditView) staleFlag(gen uint64) func() bool {
	live := v.live
	return func() bool { return live.Load() != gen }
}

// title is the view's title: how many entries it shows of how many the
// trail holds, and, with a filter, how many match, and of which.
func (v *auditView) title() string {
	dot := v.c.Marks.Dot
	n, older := v.loaded(), v.unloaded()
	switch {
	case v.filter == "" && older == 0:
		return fmt.Sprintf(" Audit trail%s%d entries shown", dot, len(v.entries))
	case v.filter == "":
		return fmt.Sprintf(" Audit trail%snewest %d of %d entries", dot, n, v.total())
	case older == 0:
		return fmt.Sprintf(" Audit trail%s%d of %d entries match /", dot, len(v.vis), len(v.entries))
	case v.searching != 0:
		return fmt.Sprintf(" Audit trail%s%d of the newest %d entries match, %d older being searched /", dot, len(v.vis), n, older)
	case v.searchErr != nil || !v.searched:
		return fmt.Sprintf(" Audit trail%s%d of the newest %d entries match, %d older not searched /", dot, len(v.vis), n, older)
	case v.olderMore > 0:
		return fmt.Sprintf(" Audit trail%s%d of %d entries match, %d older matches not shown (ozdesk audit) /", dot, len(v.vis), v.total(), v.olderMore)
	}
	return fmt.Sprintf(" Audit trail%s%d of %d entries match /", dot, len(v.vis), v.total())
}

// noMatch says that no entry matches the filter, of which entries.
func (v *auditView) noMatch() string {
	esc := v.c.Keys.List.Back.Help().Key
	older := v.unloaded()
	switch {
	case older == 0:
		return "No entry shown matches the filter; " + esc + " clears it."
	case v.searching != 0:
		return fmt.Sprintf("No entry of the newest %d matches the filter; searching the %d older ones%s", v.loaded(), older, v.c.Marks.More)
	case v.searchErr != nil:
		return fmt.Sprintf("No entry of the newest %d matches the filter; the %d older ones could not be searched (%s): ozdesk audit reads them all.", v.loaded(), older, v.searchErr)
	}
	return fmt.Sprintf("No entry of the trail's %d matches the filter; %s clears it.", v.total(), esc)
}

// Reset forgets the entries, before a full read gives them all again.
func (v *auditView) Reset() {
	v.entries, v.vis, v.sel, v.top, v.follow = nil, nil, 0, 0, true
	v.older, v.olderMore, v.searching, v.searched, v.searchErr = 0, 0, 0, false, nil
}

// SetTrail says which entries the trail holds: those after base up to
// head.
func (v *auditView) SetTrail(base, head uint64) { v.base, v.head = base, head }

// total is how many entries the trail holds.
func (v *auditView) total() int {
	if v.head < v.base {
		return 0
	}
	return int(v.head - v.base)
}

// loaded is how many of the trail's newest entries the view holds,
// without those a search of the older ones found.
func (v *auditView) loaded() int { return len(v.entries) - v.older }

// unloaded is how many of the trail's entries are older than those the
// view holds: the part its filter searches in the background.
func (v *auditView) unloaded() int {
	if v.loaded() == 0 {
		return 0
	}
	first := v.entries[v.older].seq
	if first <= v.base+1 {
		return 0
	}
	return int(first - v.base - 1)
}

// searchOlder starts the search of the older entries for the filter
// (nil when there is none to search), and drops the last one's finds.
func (v *auditView) searchOlder(svc queue.API) tea.Cmd {
	seq := v.selectedSeq()
	v.entries = v.entries[v.older:]
	v.older, v.olderMore, v.searched, v.searchErr = 0, 0, false, nil
	v.gen++
	v.live.Store(v.gen)
	v.searching = 0
	defer v.apply(seq)
	n := v.unloaded()
	// with nothing older than the entries held, the filter has seen the
	// whole trail: the matches that slide out later stay (Append)
	v.searched = v.filter != "" && n == 0
	if v.filter == "" || n == 0 || svc == nil {
		return nil
	}
	v.searching = v.gen
	gen := v.gen
	v.live.Store(gen)
	// read by the search's goroutine: a copy of the generation it is
	// for, and a flag the view sets when a newer one starts
	stale := v.staleFlag(gen)
	return searchOlder(svc, v.c.Marks, olderSearch{gen: gen, filter: v.filter, base: v.base, until: v.entries[0].seq, keep: v.keep}, stale)
}

// OlderFound puts the older entries a search found before those the view
// holds, when the search is the last one started.
func (v *auditView) OlderFound(msg auditOlderMsg) {
	if msg.gen != v.gen || msg.filter != v.filter {
		return
	}
	seq := v.selectedSeq()
	v.searching, v.searched, v.searchErr = 0, true, msg.err
	// the entries before v.older are the filter's matches that slid
	// out of the newest while the search ran, newer than its finds
	slid := v.entries[:v.older]
	if room := v.keep - len(msg.lines); len(slid) > room {
		v.olderMore += len(slid) - max(room, 0)
		slid = slid[len(slid)-max(room, 0):]
	}
	lines := append(msg.lines[:len(msg.lines):len(msg.lines)], slid...)
	v.entries = append(lines, v.entries[v.older:]...)
	v.older, v.olderMore = len(lines), v.olderMore+msg.more
	v.apply(seq)
}

// Append adds entries (in order) and keeps the newest v.keep.
func (v *auditView) Append(es []store.AuditEntry) {
	seq := v.selectedSeq()
	for _, e := range es {
		v.entries = append(v.entries, auditLine{seq: e.Seq, at: e.Time,
			kind: e.Kind, actor: e.Actor, who: e.Account.Name(e.Actor), sum: summarise(e, v.c.Marks)})
	}
	if over := len(v.entries) - v.keep - v.older; over > 0 {
		// the newest v.keep of the trail, and what a search of the
		// older ones found, with the matches of an open filter that
		// slide out of the newest (rt47k M5: "2200 of 2281 entries
		// match /newer" became "2193 of 2288" as 7 other entries
		// arrived: the matches that slid out vanished)
		kept := v.older
		needle := strings.ToLower(v.filter)
		for _, e := range v.entries[v.older : v.older+over] {
			if needle == "" || !auditMatches(&e, needle) {
				continue
			}
			if kept >= v.keep {
				v.olderMore++
				continue
			}
			v.entries[kept] = e
			kept++
		}
		v.entries = append(v.entries[:kept:kept], v.entries[v.older+over:]...)
		v.older = kept
	}
	v.apply(seq)
}

// SetFilter keeps only the entries whose kind, actor, outcome or summary
// holds text (case-insensitively); "" shows all.
func (v *auditView) SetFilter(text string) {
	seq := v.selectedSeq()
	v.filter = text
	v.apply(seq)
}

// apply works out the entries shown and keeps the selection on entry seq
// while it is shown (at the end while following).
func (v *auditView) apply(seq uint64) {
	needle := strings.ToLower(v.filter)
	v.vis = v.vis[:0]
	for i := range v.entries {
		e := &v.entries[i]
		if needle == "" || auditMatches(e, needle) {
			v.vis = append(v.vis, i)
		}
	}
	v.sel = common.Clamp(v.sel, 0, max(len(v.vis)-1, 0))
	for i, at := range v.vis {
		if v.entries[at].seq == seq {
			v.sel = i
		}
	}
	if v.follow {
		v.sel = max(len(v.vis)-1, 0)
	}
	v.scroll()
}

// auditMatches reports whether any field of e holds needle, each read
// on its own as the view draws it: an actor "claude " is found by
// "/claude\x20" (rt35k MEDIUM-3), which the fields read run together
// never held.
func auditMatches(e *auditLine, needle string) bool {
	for _, f := range []string{e.kind, e.who, e.sum.says, e.sum.outcome, e.sum.text} {
		if containsFold(f, needle) {
			return true
		}
	}
	return false
}

// selectedSeq is the selected entry's Seq, 0 for none.
func (v *auditView) selectedSeq() uint64 {
	if e := v.Selected(); e != nil {
		return e.seq
	}
	return 0
}

// Selected is the selected entry, or nil.
func (v *auditView) Selected() *auditLine {
	if v.sel < 0 || v.sel >= len(v.vis) {
		return nil
	}
	return &v.entries[v.vis[v.sel]]
}

// SetSize sets the view's size.
func (v *auditView) SetSize(w, h int) { v.w, v.h = w, h; v.scroll() }

// auditAction is what a key on the audit view asks of the desk.
type auditAction int

const (
	auditNone auditAction = iota
	auditOpen
	auditStartFilter
	auditClearFilter
)

// Update moves through the trail (going to the end follows it again), or
// says the key opens an entry or the filter.
func (v *auditView) Update(msg tea.KeyPressMsg) auditAction {
	k := v.c.Keys
	switch {
	case key.Matches(msg, k.Audit.Open):
		if v.Selected() != nil {
			return auditOpen
		}
		return auditNone
	case key.Matches(msg, k.List.Filter):
		return auditStartFilter
	case key.Matches(msg, k.List.Back):
		if v.filter != "" {
			return auditClearFilter
		}
		return auditNone
	}
	page := max(v.h-2, 1)
	last := len(v.vis) - 1
	if key.Matches(msg, k.Audit.Follow) {
		v.sel = max(last, 0)
	} else {
		v.sel, _ = k.List.Move(msg, v.sel, page, last)
	}
	v.follow = v.sel == len(v.vis)-1 || len(v.vis) == 0
	v.scroll()
	return auditNone
}

func (v *auditView) rows() int { return max(v.h-1, 0) }

func (v *auditView) scroll() {
	rows := v.rows()
	if v.sel < v.top {
		v.top = v.sel
	}
	if rows > 0 && v.sel >= v.top+rows {
		v.top = v.sel - rows + 1
	}
	v.top = common.Clamp(v.top, 0, max(len(v.vis)-rows, 0))
}

// View draws the title and the entries on screen. Times are written as
// every screen writes them: the time of day for today's, the date too
// for older ones (cards.Clock).
func (v *auditView) View() []string {
	st := v.c.Styles
	dot := v.c.Marks.Dot
	now := v.c.Now()
	title := v.title()
	head := st.Title.Render(title)
	if v.filter != "" {
		head += blanksLine(v.filter, 24, withText(st, st.Title))
	}
	if v.follow {
		head += st.Title.Render(dot + "following")
	} else {
		head += st.Title.Render(dot + "G or f follows")
	}
	out := []string{head}
	end := min(v.top+v.rows(), len(v.vis))
	stamps := make([]string, 0, end-v.top)
	stampW := 0
	for i := v.top; i < end; i++ {
		s := cards.Clock(v.entries[v.vis[i]].at.In(now.Location()), now)
		stamps = append(stamps, s)
		stampW = max(stampW, len(s))
	}
	cols := v.columns(stampW)
	actorW := cols.actor
	shown := make([]auditLine, 0, end-v.top)
	for i := v.top; i < end; i++ {
		shown = append(shown, v.entries[v.vis[i]])
	}
	alike := alikeActors(shown, actorW)
	for who, p := range unseenApart(actorsApart(shown), actorW) {
		if _, ok := alike[who]; !ok {
			if alike == nil {
				alike = map[string]int{}
			}
			alike[who] = p
		}
	}
	for i := v.top; i < end; i++ {
		e := &v.entries[v.vis[i]]
		s := st
		lead := "  "
		if i == v.sel {
			s = st.OnSelection()
			lead = s.Accent.Render(v.c.Marks.Select + " ")
		}
		head := lead + s.Muted.Render(common.Fit(stamps[i-v.top], stampW)) + s.Text.Render(" ") + shortCell(e.kind, cols.kind, s) + v.alikeMark(e, s) + lineActorCell(e, actorW, alike[e.who], s) + s.Text.Render(" ")
		rest := max(v.w-common.Width(head), 1)
		if e.sum.outcome != "" {
			mark := s.Outcome(e.sum.outcome) + s.Text.Render(" ")
			head += mark
			rest = max(rest-common.Width(mark), 1)
		}
		sum := e.sum.fitted(rest)
		cell := askedCell(sum, rest, s)
		if cell == "" {
			cell = auditCell(sum.text, sum.head, rest, s)
		}
		out = append(out, head+cell)
	}
	if len(v.vis) == 0 && v.filter != "" {
		out = append(out, "", " "+st.Muted.Render(v.noMatch()))
	}
	return common.Block(out, v.w, v.h)
}

// actorWidth is how wide the actor column is: from 110 columns as wide
// as the widest actor shown needs, up to 24 ("bob (claimed, uid 1000)"),
// at least 10; a name's first 10 cells below, and the quote marks of an
// agent's shown (12).
func (v *auditView) actorWidth() int {
	w := 10
	end := min(v.top+v.rows(), len(v.vis))
	if v.w < 110 {
		agents := false
		for i := v.top; i < end; i++ {
			e := &v.entries[v.vis[i]]
			agents = agents || e.byAgent()
			// an agent's account and the mark that it says more
			w = max(w, e.saysLeast()-quoteCells)
		}
		if agents {
			return w + quoteCells
		}
		return w
	}
	for i := v.top; i < end; i++ {
		w = max(w, v.entries[v.vis[i]].actorCells(24))
	}
	return w
}
