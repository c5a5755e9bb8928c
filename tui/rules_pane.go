package tui

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// The rules view's pane: under the list, as lazygit's main panel shows the
// commit under the cursor, the whole pattern of the rule (or the whole
// change of the proposal) under the cursor, wrapped through the safe
// display. The list keeps two lines a row, so a long or hostile pattern
// never pushes its neighbours off the screen or moves the cursor's steps;
// what x retires is what the pane shows. The pane is as high as the
// longest listed pattern needs (within half the view), so that moving
// the cursor does not move the list; a pattern longer than that says so,
// and enter shows it whole.

// paneKey names what a pane body is drawn from: a row and its text.
type paneKey struct{ id, text string }

// paneBody draws the pane's body for rule or proposal i (of the rows
// after the filter) w cells wide: each pattern whole.
func (v *rulesView) paneBody(i, w int) []string {
	st := v.c.Styles
	if i < len(v.rules) {
		r := &v.rules[i]
		var out []string
		if r.Carves != "" {
			out = append(out, trusted(st, w, "over", "the default "+r.Carves+", carved into"))
		}
		out = append(out, field(st, w, "pattern", r.Pattern, paneAll)...)
		for _, a := range r.Also {
			out = append(out, field(st, w, "also", a, paneAll)...)
		}
		return out
	}
	p := &v.props[i-len(v.rules)]
	out := field(st, w, "change", queue.ProposalText(*p), paneAll)
	if r := v.ruleOf(p); r != nil {
		out = append(out, field(st, w, "pattern", r.Pattern, paneAll)...)
	}
	return out
}

// paneAll is as many lines as any pattern takes: a pattern is at most
// patterns.MaxPatternLen bytes, each shown in at most 6 cells.
const paneAll = 1 << 16

// paneText is what row i's pane body is drawn from, for the cache.
func (v *rulesView) paneText(i int) paneKey {
	if i < len(v.rules) {
		r := &v.rules[i]
		text := r.Carves + "\x00" + r.Pattern
		for _, a := range r.Also {
			text += "\x00" + a
		}
		return paneKey{"rule " + r.ID, text}
	}
	p := &v.props[i-len(v.rules)]
	text := queue.ProposalText(*p)
	if r := v.ruleOf(p); r != nil {
		text += "\x00" + r.Pattern
	}
	return paneKey{"proposal " + p.ID, text}
}

// layoutPane sets the pane's height for the rows the filter keeps at the
// view's width: the most lines a row's body needs, with its heading,
// within half the view. Each row's count is kept for its text at this
// width, so that a store change or a filter does not wrap every pattern
// again.
func (v *rulesView) layoutPane() {
	if v.paneW != v.w || v.paneNeed == nil {
		v.paneW, v.paneNeed = v.w, map[paneKey]int{}
	}
	need := 0
	for i := range v.count() {
		k := v.paneText(i)
		n, ok := v.paneNeed[k]
		if !ok {
			n = len(v.paneBody(i, v.w))
			v.paneNeed[k] = n
		}
		need = max(need, n)
	}
	v.paneH = 0
	if room := (v.h - 1) / 2; need > 0 && room >= 2 {
		v.paneH = min(need+1, room)
	}
}

// pane draws the pane for the selected row: a heading naming it, then its
// body, its last line saying how much is left when it does not fit.
func (v *rulesView) pane() []string {
	if v.paneH == 0 || v.count() == 0 {
		return nil
	}
	st, dot := v.c.Styles, v.c.Marks.Dot
	name := ""
	if r := v.Selected(); r != nil {
		name = "rule " + r.ID
	} else if p := v.SelectedProposal(); p != nil {
		name = "proposal " + p.ID
	}
	body := v.paneBody(v.sel, v.w)
	rows := v.paneH - 1
	title := name + " whole"
	if len(body) > rows {
		hidden := len(body) - rows + 1
		body = append(body[:rows-1:rows-1], "   "+st.Muted.Render(fmt.Sprintf("%s %d more lines: %s shows it all",
			st.Glyphs.Ellipsis, hidden, v.c.Keys.Rules.Open.Help().Key)))
		title = fmt.Sprintf("%s, %d of %d lines", name, rows-1, rows-1+hidden)
	}
	out := []string{heading(st, v.w, cards.Escape(title)+dot+"under the cursor")}
	for _, l := range body {
		out = append(out, common.Fit(l, v.w))
	}
	return common.Block(out, v.w, v.paneH)
}
