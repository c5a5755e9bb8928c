package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
)

// tabBar names the views by their keys, the one on screen marked, with
// the count of waiting asks: "1:queue (7)  2:rules  3:audit". Without
// colour the view on screen still stands out (the selection style is
// bold and underlined there).
func (m *Model) tabBar() string {
	st := m.c.Styles
	g := m.c.Keys.Global
	on := m.view
	if on == viewHelp {
		on = m.back
	}
	tab := func(v view, k key.Binding, label string) string {
		text := k.Help().Key + ":" + label
		if v == on {
			return st.Selection.Render(" " + text + " ")
		}
		return " " + st.Key.Render(k.Help().Key) + st.Help.Render(":"+label) + " "
	}
	queue := "queue"
	if n := len(m.list.all); n > 0 {
		queue += fmt.Sprintf(" (%d)", n)
	}
	tabs := []string{tab(viewQueue, g.Queue, queue), tab(viewRules, g.Rules, "rules"), tab(viewAudit, g.Audit, "audit")}
	if m.fleet {
		nodes := "nodes"
		if n := m.nodes.gone(); n > 0 {
			nodes += fmt.Sprintf(" (%d gone)", n)
		}
		tabs = append(tabs, tab(viewNodes, g.Nodes, nodes))
	}
	return strings.Join(tabs, "")
}
