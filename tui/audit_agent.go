package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// An agent names itself: drawn bare in the audit view, a name such as
// "ci          ✓ allow ask 3 approved by" read as a green-tick allow in
// an ask's entry, and "«x»" as a name the desk had quoted already (rt38k
// MEDIUM-2). The entries an agent writes name it as the queue's rows do:
// between quote marks it cannot close, its own quote marks escaped
// (\u00ab), its blank ends as \x20 (nameCell). Operators' names and
// ozdesk's own stay bare.

// byAgent says whether the entry's actor is an agent's own name
// ([store.AgentWritten]).
func (l *auditLine) byAgent() bool { return store.AgentWritten(l.kind) && l.who != "" }

// lineActorCell draws the entry's actor in exactly w cells: an agent
// quoted (nameCell), its tail from where it differs from a look-alike's
// kept whole where it fits (apartCell), anyone else as actorCell draws
// them; p as actorCell takes it.
func lineActorCell(l *auditLine, w, p int, st cards.Styles) string {
	if l.byAgent() && l.sum.says != "" {
		// the account, then what the agent says it is (protected mode)
		return askAgentCell(&store.Ask{Agent: l.who, AgentSays: l.sum.says}, w, p, st)
	}
	if l.byAgent() {
		if c := apartCell(l.who, w, p-1, st); c != "" && firstEscaped(l.who) < 0 {
			return c
		}
		return pad(nameCell(l.who, w, p, st), w, st)
	}
	return actorCell(l.who, w, p, st)
}

// actorCells is how many cells the entry's actor takes whole, at most
// most: for an agent as nameCell draws it, its quote marks and escapes
// counted.
func (l *auditLine) actorCells(most int) int {
	if !l.byAgent() {
		return min(common.Width(l.who), most)
	}
	if l.sum.says != "" {
		return min(agentWidth(&store.Ask{Agent: l.who, AgentSays: l.sum.says}), most)
	}
	if len(l.who) > 4*most+16 {
		return most
	}
	return common.Width(blanksQuoted(l.who, most, cards.PlainStyles()))
}

// quotesInName says whether an agent's name holds a quote mark, which
// its cell draws as an escape (\u00ab).
func (l *auditLine) quotesInName() bool {
	return l.byAgent() && strings.ContainsAny(l.who, "«»")
}

// agentField draws an agent's name in the audit detail, quoted on one
// line as the queue's rows quote it (blanksQuoted), cut in its middle
// when longer than the line; the payload holds it whole.
func agentField(st cards.Styles, w int, who string) []string {
	return []string{"   " + st.Muted.Render(common.Fit("actor", 11)) + blanksQuoted(who, max(w-14, 8), st)}
}
