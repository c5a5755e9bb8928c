package tui

import (
	"fmt"
	"slices"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// ruleDetail shows a rule whole: its outcome, full pattern, reason,
// scope, end, mode, status, hits, who wrote and approved it, and its
// history from the audit trail (read when it opens). y and x act on it as
// in the rules view.
type ruleDetail struct {
	c     *common.Common
	v     *rulesView
	r     store.Rule
	count int
	// hist is the rule's history once read; histErr why it could not be.
	hist    []store.AuditEntry
	histErr error
	read    bool
	// hits are the newest evaluations it decided, of hitsTotal in the
	// audit trail (see rule_hits.go).
	hits      []store.AuditEntry
	hitsTotal int
}

// historyKinds are the entries that make a rule's history: its life, and
// the proposals about it. The asks it decided are its hits.
var historyKinds = []string{store.KindRuleAdd, store.KindRuleApprove, store.KindRuleRetire, store.KindRuleExpire,
	store.KindRuleMove, store.KindProposalAdd, store.KindProposalApprove, store.KindProposalWithdraw}

// historyMax bounds the history shown: the newest entries.
const historyMax = 50

func newRuleDetail(v *rulesView, r store.Rule) *detail {
	return newDetail(v.c, &ruleDetail{c: v.c, v: v, r: r, count: len(v.all)})
}

func (d *ruleDetail) id() string { return "rule " + d.r.ID }

func (d *ruleDetail) title() string {
	return fmt.Sprintf("Rule %s%sposition %d of %d", d.r.ID, d.c.Marks.Dot, d.r.Position, d.count)
}

func (d *ruleDetail) keys() []key.Binding {
	k := d.c.Keys.Rules
	if d.r.Status != store.StatusProposed {
		// nothing to approve: y is not offered (rt28k #12b)
		return []key.Binding{k.Retire}
	}
	return []key.Binding{k.Approve, k.Retire}
}

func (d *ruleDetail) act(kp tea.KeyPressMsg) (any, bool) {
	k := d.c.Keys.Rules
	switch {
	case key.Matches(kp, k.Approve):
		return d.v.approveRule(d.r), true
	case key.Matches(kp, k.Retire):
		return d.v.retireRule(d.r), true
	}
	return nil, false
}

// load reads the rule's history and its hits from the audit trail, from
// when it was written.
func (d *ruleDetail) load() tea.Cmd {
	svc, r, id := d.c.Service, d.r, d.id()
	return func() tea.Msg {
		es, err := svc.AuditRange(r.Created, time.Time{}, slices.Concat(historyKinds, hitKinds)...)
		return detailMsg{id: id, data: readRule(es, r), err: err}
	}
}

func (d *ruleDetail) loaded(msg detailMsg) {
	d.read, d.histErr = true, msg.err
	got, _ := msg.data.(ruleRead)
	d.hist, d.hits, d.hitsTotal = got.hist, got.hits, got.total
}

// draw draws the rule's fields, then its history.
func (d *ruleDetail) draw(w int, now time.Time) []string {
	st, r := d.c.Styles, d.r
	out := []string{"", "   " + st.Outcome(r.Outcome)}
	out = append(out, field(st, w, "pattern", r.Pattern, paneAll)...)
	for _, a := range r.Also {
		out = append(out, field(st, w, "also", a, paneAll)...)
	}
	if r.Carves != "" {
		out = append(out, trusted(st, w, "over", "the default "+r.Carves+", carved into"))
	}
	reason := r.Reason
	if reason == "" {
		reason = "(none given)"
	}
	out = append(out, field(st, w, "reason", reason, 20)...)
	out = append(out, scopeFields(st, w, r.Scope, 4)...)
	ends := "never"
	if !r.End.IsZero() {
		ends = stamp(r.End, now) + " (" + endText(r.End, now) + ")"
	}
	out = append(out, trusted(st, w, "ends", ends))
	mode := r.Mode
	if mode == store.ModeShadow {
		mode = "shadow: recorded, never decides"
	}
	out = append(out, trusted(st, w, "mode", mode))
	status := r.Status
	if status == store.StatusProposed {
		status = "proposed: waits for a second operator"
	}
	out = append(out, trusted(st, w, "status", status))
	hits := hitsText(r.Hits) + ": the asks and commands it decided"
	if r.Mode == store.ModeShadow {
		hits = hitsText(r.Hits) + ": the commands it would have decided"
	}
	out = append(out, trusted(st, w, "hits", hits))
	out = append(out, field(st, w, "written", stamp(r.Created, now)+" by "+r.AuthorAccount.Name(orNobody(r.Author)), 2)...)
	if r.Approver != "" {
		out = append(out, field(st, w, "approved", "by "+r.ApproverAccount.Name(r.Approver), 2)...)
	}
	out = append(out, d.hitLines(w, now)...)
	out = append(out, "", heading(st, w, "History"))
	switch {
	case !d.read:
		out = append(out, "   "+st.Muted.Render("reading the audit trail"+d.c.Marks.More))
	case d.histErr != nil:
		out = append(out, field(st, w, "not read", d.histErr.Error(), 3)...)
	case len(d.hist) == 0:
		out = append(out, "   "+st.Muted.Render("no entries about it in the audit trail"))
	}
	stampW := 0 // today's entries write the time alone: the column is the widest
	for _, e := range d.hist {
		stampW = max(stampW, len(stamp(e.Time, now)))
	}
	for _, e := range d.hist {
		out = append(out, historyLine(d.c, e, w, stampW, now)...)
	}
	return out
}

// historyLine draws one entry of a history: when, what, who, and the
// entry's summary.
func historyLine(c *common.Common, e store.AuditEntry, w, stampW int, now time.Time) []string {
	st := c.Styles
	s := queue.Summarize(e)
	head := "   " + st.Muted.Render(fmt.Sprintf("%-*s", stampW, stamp(e.Time, now))) + " " + st.Text.Render(common.Fit(e.Kind, 13)) + " "
	head += shortCell(e.Account.Name(e.Actor), 8, st) + " "
	if s.Outcome != "" {
		head += st.Outcome(s.Outcome) + " "
	}
	return []string{head + cell(clip(s.Text, c.Marks), max(w-common.Width(head), 1), st)}
}

func orNobody(s string) string {
	if s == "" {
		return "(unknown)"
	}
	return s
}
