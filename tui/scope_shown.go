package tui

import (
	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// The most cells each part of a scope takes in a rules row: an agent's
// name, a node, a workdir; a longer one is cut in the middle.
const (
	scopeAgentMost   = 28
	scopeNodeMost    = 16
	scopeWorkdirMost = 40
)

// scopeCell draws whom and where a rule holds for in a rules row: "all",
// or its agent, node and workdir, each quoted and drawn through the safe
// display («dev\r…» @«vm» «/srv/app»), the node after an @. The agent and
// the workdir are the asking agent's own words when the pattern editor
// wrote the rule, so none is drawn raw: a name holding "\r      retired ·
// ended" made an active allow read as retired, and one holding a newline
// drew a rule row that does not exist (rt40k CRITICAL-1).
func scopeCell(s store.Scope, st cards.Styles) string {
	parts := [3]string{s.Agent, s.Node, s.Workdir}
	out := ""
	for i, p := range parts {
		if p == "" {
			continue
		}
		if out != "" {
			out += st.Muted.Render(" ")
		}
		if i == 1 {
			out += st.Muted.Render("@")
		}
		out += cards.SafeQuoted(p, min(safeWidth(p)+2, [3]int{scopeAgentMost, scopeNodeMost, scopeWorkdirMost}[i]), st)
	}
	if out == "" {
		return st.Muted.Render("all")
	}
	return out
}

// scopeFields draws a rule's scope in a detail, one field a line, each
// value whole (wrapped, at most most lines), quoted and drawn through the
// safe display, or the desk's words for a part the rule leaves open.
func scopeFields(st cards.Styles, w int, s store.Scope, most int) []string {
	var out []string
	part := func(label, value, open string) {
		if value == "" {
			out = append(out, trusted(st, w, label, open))
			return
		}
		out = append(out, fieldWith(st, w, label, value, most, cards.SafeBlockQuoted)...)
	}
	part("for agents", s.Agent, "every agent")
	part("on nodes", s.Node, "every node")
	part("under", s.Workdir, "every workdir")
	return out
}

// scopePlain is scopeCell's words without styles, for the rules filter.
func scopePlain(s store.Scope) string {
	return ansi.Strip(scopeCell(s, cards.PlainStyles()))
}
