package tui

import (
	"fmt"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// auditView shows the audit trail as it grows: the newest entries at the
// bottom, following new ones while the view stands at the end.
type auditView struct {
	c       *common.Common
	entries []auditLine
	sel     int
	top     int
	follow  bool
	w, h    int
}

// auditLine is one entry, summarised when it arrives.
type auditLine struct {
	seq               uint64
	time, kind, actor string
	sum               auditSummary
}

func newAuditView(c *common.Common) *auditView { return &auditView{c: c, follow: true} }

// Reset forgets the entries, before a full read gives them all again.
func (v *auditView) Reset() {
	v.entries, v.sel, v.top, v.follow = nil, 0, 0, true
}

// Append adds entries (in order) and keeps the newest auditKeep.
func (v *auditView) Append(es []store.AuditEntry) {
	for _, e := range es {
		v.entries = append(v.entries, auditLine{seq: e.Seq, time: e.Time.In(v.c.Now().Location()).Format("01-02 15:04"),
			kind: e.Kind, actor: e.Actor, sum: summarise(e.Kind, e.Data, v.c.Marks)})
	}
	if over := len(v.entries) - auditKeep; over > 0 {
		v.entries = append(v.entries[:0:0], v.entries[over:]...)
		v.sel = max(v.sel-over, 0)
	}
	if v.follow {
		v.sel = max(len(v.entries)-1, 0)
	}
	v.scroll()
}

// SetSize sets the view's size.
func (v *auditView) SetSize(w, h int) { v.w, v.h = w, h; v.scroll() }

// Update moves through the trail; going to the end follows it again.
func (v *auditView) Update(msg tea.KeyPressMsg) {
	k := v.c.Keys.List
	page := max(v.h-2, 1)
	last := len(v.entries) - 1
	if key.Matches(msg, v.c.Keys.Audit.Follow) {
		v.sel = max(last, 0)
	} else {
		v.sel, _ = k.Move(msg, v.sel, page, last)
	}
	v.follow = v.sel == len(v.entries)-1 || len(v.entries) == 0
	v.scroll()
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
	v.top = common.Clamp(v.top, 0, max(len(v.entries)-rows, 0))
}

// View draws the title and the entries on screen.
func (v *auditView) View() []string {
	st := v.c.Styles
	dot := v.c.Marks.Dot
	title := fmt.Sprintf(" Audit trail%s%d entries shown", dot, len(v.entries))
	if v.follow {
		title += dot + "following"
	} else {
		title += dot + "G or f follows"
	}
	out := []string{st.Title.Render(title)}
	end := min(v.top+v.rows(), len(v.entries))
	for i := v.top; i < end; i++ {
		e := &v.entries[i]
		s := st
		lead := "  "
		if i == v.sel {
			s = st.OnSelection()
			lead = s.Accent.Render(v.c.Marks.Select + " ")
		}
		head := lead + s.Muted.Render(e.time) + s.Text.Render(" ") + shortCell(e.kind, 12, s) + s.Text.Render(" ") + shortCell(e.actor, 10, s) + s.Text.Render(" ")
		rest := max(v.w-common.Width(head), 1)
		if e.sum.outcome != "" {
			mark := s.Outcome(e.sum.outcome) + s.Text.Render(" ")
			head += mark
			rest = max(rest-common.Width(mark), 1)
		}
		out = append(out, head+cell(e.sum.text, rest, s))
	}
	return common.Block(out, v.w, v.h)
}
