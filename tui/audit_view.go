package tui

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
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

func newAuditView(c *common.Common) *auditView { return &auditView{c: c, follow: true} }

// Reset forgets the entries, before a full read gives them all again.
func (v *auditView) Reset() {
	v.entries, v.vis, v.sel, v.top, v.follow = nil, nil, 0, 0, true
}

// Append adds entries (in order) and keeps the newest auditKeep.
func (v *auditView) Append(es []store.AuditEntry) {
	seq := v.selectedSeq()
	for _, e := range es {
		v.entries = append(v.entries, auditLine{seq: e.Seq, at: e.Time,
			kind: e.Kind, actor: e.Actor, who: e.Account.Name(e.Actor), sum: summarise(e, v.c.Marks)})
	}
	if over := len(v.entries) - auditKeep; over > 0 {
		v.entries = append(v.entries[:0:0], v.entries[over:]...)
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
	title := fmt.Sprintf(" Audit trail%s%d entries shown", dot, len(v.entries))
	if v.filter != "" {
		title = fmt.Sprintf(" Audit trail%s%d of %d entries match /", dot, len(v.vis), len(v.entries))
	}
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
		out = append(out, "", " "+st.Muted.Render("No entry shown matches the filter; "+v.c.Keys.List.Back.Help().Key+" clears it."))
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
