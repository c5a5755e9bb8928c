package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/tui/common"
)

// The audit view's columns at a width: the kind's and the actor's. The
// command at the end of a summary gets its share (auditCommandShare, or
// all of a shorter one) before the actor's column takes more than
// auditActorLeast: at 80 columns "rm -rf /srv/r3/item9" read "rm …em9"
// beside a 12-cell kind column holding "evaluate" and a 10-cell actor
// column (rt37k L10).
const (
	auditKindMax      = 12
	auditActorLeast   = 6
	auditCommandShare = 20
	// auditAgentWhole is the longest agent's name (in cells, without
	// its quote marks) the actor column never cuts to make room: at 80
	// columns «agent-name» read «age…me» (issue 9 #3).
	auditAgentWhole = 10
)

// auditCols are the widths of the kind and actor columns of the rows
// shown.
type auditCols struct{ kind, actor int }

// columns gives the kind column the widest kind shown (at most
// auditKindMax), and the actor column its width (actorWidth), less what
// the command of a row shown lacks of its share, down to auditActorLeast
// or to the width that shows where look-alike agents differ (apartWidth).
func (v *auditView) columns(stampW int) auditCols {
	end := min(v.top+v.rows(), len(v.vis))
	c := auditCols{kind: 4, actor: v.actorWidth()}
	for i := v.top; i < end; i++ {
		c.kind = max(c.kind, min(common.Width(v.entries[v.vis[i]].kind), auditKindMax))
	}
	lack, reasons, widest, says, whole := 0, 0, 0, 0, 0
	for i := v.top; i < end; i++ {
		e := &v.entries[v.vis[i]]
		says = max(says, e.saysLeast())
		whole = max(whole, e.wholeCells())
		// the lead (two cells), the stamp, the kind, the actor, a
		// space after each, and the outcome's mark and word
		room := v.w - 2 - stampW - 1 - c.kind - 1 - c.actor - 1
		if e.sum.outcome != "" {
			room -= common.Width(v.c.Styles.Outcome(e.sum.outcome)) + 1
		}
		lack = max(lack, summaryNeed(e.sum)-room)
		reasons = max(reasons, reasonNeed(e.sum)-room)
		widest = max(widest, e.actorCells(24))
	}
	if reasons > 0 && c.actor > widest {
		// a reason cut short takes the cells no actor shown needs
		c.actor = max(widest, c.actor-reasons, auditActorLeast, says, whole)
	}
	if lack > 0 && c.actor > auditActorLeast && !v.escapedActors(end) {
		shown := make([]auditLine, 0, end-v.top)
		for i := v.top; i < end; i++ {
			shown = append(shown, v.entries[v.vis[i]])
		}
		// no narrower than shows where look-alike agents differ
		c.actor = max(c.actor-lack, apartWidth(actorsApart(shown), auditActorLeast, c.actor), min(says, c.actor), whole)
	}
	return c
}

// wholeCells is the cells the entry's actor keeps whatever the command
// lacks: an agent's name of at most auditAgentWhole cells, with its
// quote marks; 0 for anyone else's, or a longer name.
func (l *auditLine) wholeCells() int {
	if !l.byAgent() || l.sum.says != "" || common.Width(l.who) > auditAgentWhole {
		return 0
	}
	return l.actorCells(auditAgentWhole + 2*quoteCells)
}

// summaryNeed is the cells a summary asks for: its IDs whole and its
// command's share (all of it when shorter).
func summaryNeed(s auditSummary) int {
	if s.head <= 0 || s.head >= len(s.text) {
		return min(safeWidth(s.text), auditCommandShare)
	}
	lead := s.text[:s.head]
	if i := strings.Index(lead, reasonOpen); i >= 0 && strings.HasSuffix(lead, ")") {
		// a person's reason gives way before the actor's column does
		// (reasonCell): a withdraw row's cut it to «ag…0» with 20
		// cells to spare (rt41k F7)
		lead = lead[:i] + " (…)"
	}
	return safeWidth(lead) + min(safeWidth(s.text[s.head:]), auditCommandShare)
}

// reasonNeed is the cells a summary whose IDs end in a person's reason
// asks for with the reason whole (0 for one without).
func reasonNeed(s auditSummary) int {
	if s.head <= 0 || s.head >= len(s.text) || !strings.Contains(s.text[:s.head], reasonOpen) {
		return 0
	}
	return safeWidth(s.text[:s.head]) + min(safeWidth(s.text[s.head:]), auditCommandShare)
}

// escapedActors says whether an actor of the rows shown up to end has a
// character drawn as an escape or blanks at an end, or is an agent with
// a quote mark in its name: its column keeps its width, so that the
// escape shows (claude\x20 is not claude, «\u00abx\u00bb» is not «x»).
func (v *auditView) escapedActors(end int) bool {
	for i := v.top; i < end; i++ {
		e := &v.entries[v.vis[i]]
		who := e.who
		if lead, _, trail := blankEnds(who); lead+trail != "" || firstEscaped(who) >= 0 || e.quotesInName() {
			return true
		}
	}
	return false
}
