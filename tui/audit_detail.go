package tui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// auditDetail shows an audit entry whole: every field, its payload, and
// its link in the hash chain (the entry before it, read with it, must
// have the hash this one names as prev).
type auditDetail struct {
	c    *common.Common
	line auditLine
	// e and prev are the entry and the one before it once read (prev nil
	// for the first entry); err why they could not be.
	e, prev *store.AuditEntry
	// received are the "ask.received" entries from a decision's time on
	// (queue.EntryReceipt), for a decision's entry.
	received []store.AuditEntry
	err      error
	read     bool
}

// auditRead is what an entry's read found: for a decision's entry, the
// receipt its asker wrote, or none (received).
type auditRead struct {
	e, prev  *store.AuditEntry
	received []store.AuditEntry
}

func newAuditDetail(c *common.Common, l auditLine) *detail {
	return newDetail(c, &auditDetail{c: c, line: l})
}

func (d *auditDetail) id() string { return fmt.Sprintf("entry %d", d.line.seq) }

func (d *auditDetail) title() string { return fmt.Sprintf("Audit entry %d", d.line.seq) }

func (d *auditDetail) keys() []key.Binding { return nil }

func (d *auditDetail) act(tea.KeyPressMsg) (any, bool) { return nil, false }

// load reads the entry and the one before it.
func (d *auditDetail) load() tea.Cmd {
	svc, seq, id := d.c.Service, d.line.seq, d.id()
	return func() tea.Msg {
		after, n := seq-1, 1
		if seq > 1 {
			after, n = seq-2, 2
		}
		es, err := svc.Audit(after, n)
		var r auditRead
		for i := range es {
			switch es[i].Seq {
			case seq:
				r.e = &es[i]
			case seq - 1:
				r.prev = &es[i]
			}
		}
		if err == nil && r.e == nil {
			err = fmt.Errorf("entry %d is no longer in the audit trail", seq)
		}
		if err == nil && (r.e.Kind == store.KindDecide || r.e.Kind == store.KindResolve) {
			// whether its asker received it (fx54g)
			r.received, err = svc.AuditRange(r.e.Time.Add(-time.Second), time.Time{}, store.KindReceived)
		}
		return detailMsg{id: id, data: r, err: err}
	}
}

func (d *auditDetail) loaded(msg detailMsg) {
	d.read, d.err = true, msg.err
	if r, ok := msg.data.(auditRead); ok {
		d.e, d.prev, d.received = r.e, r.prev, r.received
	}
}

// draw draws the fields the view holds, then, once read, the chain link
// and the payload.
func (d *auditDetail) draw(w int, now time.Time) []string {
	st, l := d.c.Styles, d.line
	out := []string{""}
	out = append(out, trusted(st, w, "seq", fmt.Sprintf("%d", l.seq)))
	out = append(out, trusted(st, w, "time", stamp(l.at, now)))
	out = append(out, field(st, w, "kind", l.kind, 2)...)
	if l.byAgent() {
		out = append(out, agentField(st, w, l.who)...)
	} else {
		out = append(out, actorField(st, w, orNobody(l.who))...)
	}
	if d.e != nil && d.e.Node != "" {
		out = append(out, field(st, w, "node", d.e.Node, 2)...)
	}
	if l.sum.outcome != "" {
		out = append(out, "   "+st.Muted.Render(common.Fit("outcome", 11))+st.Outcome(l.sum.outcome))
	}
	out = append(out, field(st, w, "what", l.sum.text, 12)...)
	switch {
	case !d.read:
		return append(out, "", "   "+st.Muted.Render("reading the entry"+d.c.Marks.More))
	case d.err != nil:
		return append(out, append([]string{""}, field(st, w, "not read", d.err.Error(), 3)...)...)
	}
	e := d.e
	if r := queue.EntryRule(*e); r != "" {
		out = append(out, field(st, w, "rule", r, 1)...)
	}
	if r := queue.EntryReceipt(*e, d.received); r != "" {
		out = append(out, field(st, w, "receipt", r, 3)...)
	}
	if e.Command != "" {
		if whole, clipped := queue.CommandClip(*e, e.Command); clipped {
			out = append(out, field(st, w, "size", queue.ClippedWords(whole), 2)...)
		}
		out = append(out, fieldBlock(st, w, "command", e.Command, 12)...)
	}
	out = append(out, "", heading(st, w, "Hash chain"))
	out = append(out, d.link(w)...)
	out = append(out, field(st, w, "hash", e.Hash, 3)...)
	prev := e.Prev
	if prev == "" {
		prev = "(none: the first entry)"
	}
	out = append(out, field(st, w, "prev", prev, 3)...)
	out = append(out, "", heading(st, w, "Payload"))
	return append(out, payloadLines(st, w, e.Data)...)
}

// link says whether the entry before this one has the hash this one
// names: the link that `ozdesk audit verify` checks along the trail.
func (d *auditDetail) link(w int) []string {
	st, e, g := d.c.Styles, d.e, d.c.Styles.Glyphs
	switch {
	case e.Seq == 1 && e.Prev == "":
		return []string{trusted(st, w, "link", "the first entry: nothing before it")}
	case d.prev == nil:
		return field(st, w, "link", fmt.Sprintf("entry %d was not read; `ozdesk audit verify` checks the whole trail", e.Seq-1), 3)
	case d.prev.Hash == e.Prev:
		return []string{common.Fit("   "+st.Muted.Render(common.Fit("link", 11))+st.Allow.Render(g.Allow+" ")+
			st.Text.Render(fmt.Sprintf("entry %d has this hash: the chain holds here", e.Seq-1)), w)}
	}
	return []string{common.Fit("   "+st.Muted.Render(common.Fit("link", 11))+st.Refuse.Render(g.Refuse+" ")+
		st.Text.Render(fmt.Sprintf("entry %d has another hash: the chain is broken here (run ozdesk audit verify)", e.Seq-1)), w)}
}

// payloadLines draws an entry's payload as the store keeps it, indented,
// through the safe display, at most payloadMax lines; a note first says
// which ask each stored ask ID is (askIDsNote).
func payloadLines(st cards.Styles, w int, data json.RawMessage) []string {
	if len(data) == 0 {
		return []string{"   " + st.Muted.Render("(none)")}
	}
	var buf bytes.Buffer
	text := string(data)
	if json.Indent(&buf, data, "", "  ") == nil {
		text = buf.String()
	}
	lines := strings.Split(text, "\n")
	var out []string
	if note := askIDsNote(lines); note != "" {
		out = append(out, field(st, w, "ids", note, 3)...)
	}
	for _, l := range lines {
		ls, _ := cards.SafeBlock(l, max(w-4, 8), 4, st)
		for _, x := range ls {
			out = append(out, "   "+x)
		}
		if len(out) >= payloadMax {
			return append(out, "   "+st.Muted.Render(fmt.Sprintf("%s the rest of the payload is not shown (ozdesk audit --json has it)", st.Glyphs.Ellipsis)))
		}
	}
	return out
}

// payloadMax bounds the lines of a payload shown.
const payloadMax = 200

// actorField draws the actor's field: as field does, but an actor whose
// name starts or ends in spaces on one line with them as escapes, as the
// list and the queue show them: "claude\x20", never "claude" (rt37k
// MEDIUM-2).
func actorField(st cards.Styles, w int, who string) []string {
	if lead, _, trail := blankEnds(who); lead+trail != "" {
		return []string{"   " + st.Muted.Render(common.Fit("actor", 11)) + blanksLine(who, max(w-14, 8), st)}
	}
	return field(st, w, "actor", who, 2)
}
