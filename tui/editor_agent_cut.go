package tui

import (
	"slices"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// agentCut is the editor's cut for the name of the agent it writes a
// rule for (editor.Input.AgentCut), where the name is too long to be
// drawn whole: nameApart's, around the name's head, each escape it
// holds, each place where it first differs from another agent waiting,
// and its end. Twin agents of 300 characters that differ only in the
// middle then read apart where the operator writes a rule for "this
// agent" (rt43k F1).
func (m *Model) agentCut(name string) func(w int) string {
	var spots []int
	seen := map[string]bool{name: true}
	for _, a := range m.list.all {
		if !seen[a.Agent] {
			seen[a.Agent] = true
			spots = append(spots, safetext.CommonPrefix(name, a.Agent))
		}
	}
	slices.Sort(spots)
	spots = slices.Compact(spots)
	return func(w int) string { return nameApart(name, spots, w, m.c.Styles) }
}
