package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
)

// tabBar names the views by their keys, in brackets, the one on screen
// marked, with what each counts: "[1] queue (7) [2] rules (4) [3] audit".
// Read "1:queue (20)  2:rules  3:audit" (before fx36d1), with four rules in
// force, said "2 rules" (rt35k L4): the key stands apart from the
// label, and the counts follow the labels. Without colour the view on
// screen still stands out (the selection style is bold and underlined
// there). Short of room (short), the rules' count is left out: the
// header keeps the fallback.
func (m *Model) tabBar(short bool) string {
	st := m.c.Styles
	g := m.c.Keys.Global
	on := m.view
	if on == viewHelp {
		on = m.back
	}
	tab := func(v view, k key.Binding, label string) string {
		hint := "[" + k.Help().Key + "]"
		if v == on {
			return st.Selection.Render(hint + " " + label)
		}
		return st.Key.Render(hint) + st.Help.Render(" "+label)
	}
	queue := "queue"
	if n := len(m.list.all); n > 0 {
		queue += fmt.Sprintf(" (%d)", n)
	}
	rules := "rules"
	if n := m.rules.inForce(); n > 0 && !short {
		rules += fmt.Sprintf(" (%d)", n)
	}
	tabs := []string{tab(viewQueue, g.Queue, queue), tab(viewRules, g.Rules, rules), tab(viewAudit, g.Audit, "audit")}
	if m.fleet {
		nodes := "nodes"
		if n := m.nodes.gone(); n > 0 {
			nodes += fmt.Sprintf(" (%d gone)", n)
		}
		tabs = append(tabs, tab(viewNodes, g.Nodes, nodes))
	}
	// one space between tabs: the brackets keep them apart, and the
	// header keeps room for the store's path at 120 columns
	return strings.Join(tabs, " ")
}
