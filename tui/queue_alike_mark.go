package tui

import (
	"maps"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// alikeGlyph marks an agent's name that reads as another agent's
// (alikeAgentNames): ≈, or ~ where the terminal draws ASCII.
func alikeGlyph(st cards.Styles) string {
	if st.Glyphs.Ellipsis == cards.ASCIIGlyphs().Ellipsis {
		return "~"
	}
	return "≈"
}

// alikeMark is what stands between a row's age and its agent's name: the
// look-alike mark, in the warning style, for an agent whose name reads as
// another's waiting or named by a rule (rt43k F8), else the blank that
// parts the columns. It takes that blank's cell, so that no column moves.
func (q *queueList) alikeMark(a *store.Ask, cols rowCols, st cards.Styles) string {
	if cols.agent > 0 && (q.lookAlike[a.Agent].name != "" || q.cmdAlike[a.ID] != "") {
		return st.Ask.Inherit(st.Text).Render(alikeGlyph(st)) // on the row's background
	}
	return st.Text.Render(" ")
}

// setLookAlike gives the list the agents whose names read as another's;
// the rows drawn are drawn again where that changed.
func (q *queueList) setLookAlike(alike map[string]alikeOf) {
	if !maps.Equal(alike, q.lookAlike) {
		q.lookAlike = alike
		q.drawn = nil
	}
}

// alikeLines are what the card of an agent whose name reads as another's
// says under its header, in w cells: which name, whether a rule names
// it or it waits too, and why that matters where the operator decides.
// nil for an agent no other reads as.
func alikeLines(agent string, alike map[string]alikeOf, w int, st cards.Styles) []string {
	of, ok := alike[agent]
	if !ok {
		return nil
	}
	lead := alikeGlyph(st) + " looks like "
	where := ", another agent waiting"
	if of.ruled {
		where = ", an agent rules are written for"
	}
	room := max(w-common.Width(lead)-common.Width(where), 12)
	out := []string{st.Ask.Render(lead) + cardQuoted(of.name, room, st) + st.Ask.Render(where)}
	why := "a look-alike name borrows another's rules and your habit: check who asks"
	return append(out, cards.SafeProse(why, w, 4, st)...)
}

// alikeMark is what stands between an audit line's kind and its actor:
// the look-alike mark, as the queue's rows have it, for an entry an
// agent wrote whose name reads as another's waiting or named by a rule
// (fx46k), else the blank that parts the columns.
func (v *auditView) alikeMark(l *auditLine, st cards.Styles) string {
	if l.byAgent() && v.alike[l.who].name != "" {
		return st.Ask.Inherit(st.Text).Render(alikeGlyph(st))
	}
	return st.Text.Render(" ")
}
