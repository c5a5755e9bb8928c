package tui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// An ask over its agent's cap of pending asks (`policy set max-pending`)
// is refused without being queued: only the audit trail recorded it, and
// the desk showed nothing (rt35k L19). The desk counts those refusals,
// per agent, from the audit entries each read brings, and says them on
// one status line, aggregated over the desk's run ("5 asks refused
// unqueued (pending cap 2 per agent): «flood» 4 · «b» 1"), so that a flood of them is one
// line, never one line each.

// capNoteAgents is how many agents the line names, the busiest first.
const capNoteAgents = 3

// capNoteNameBytes is how much of an agent's name the line shows.
const capNoteNameBytes = 24

// capRefusals are the cap refusals the desk has seen since it started.
type capRefusals struct {
	total   int
	byAgent map[string]int
}

// capRefusedBy returns the agent an "evaluate" entry refused over the cap
// of pending asks, and whether it is one.
func capRefusedBy(e store.AuditEntry) (string, bool) {
	if e.Kind != store.KindEvaluate {
		return "", false
	}
	var ev struct {
		Agent string `json:"agent"`
		Limit string `json:"limit"`
	}
	if json.Unmarshal(e.Data, &ev) != nil || ev.Limit == "" {
		return "", false
	}
	if ev.Agent == "" {
		ev.Agent = e.Actor
	}
	return ev.Agent, true
}

// add counts the cap refusals among entries after seq (a full read
// brings again entries read before), and reports whether there were any.
func (c *capRefusals) add(entries []store.AuditEntry, seq uint64) bool {
	n := 0
	for _, e := range entries {
		agent, ok := capRefusedBy(e)
		if e.Seq <= seq {
			continue
		}
		if !ok {
			continue
		}
		if c.byAgent == nil {
			c.byAgent = map[string]int{}
		}
		c.byAgent[agent]++
		n++
	}
	c.total += n
	return n > 0
}

// words says the refusals counted, the busiest agents named.
func (c *capRefusals) words(cap int, dot string) string {
	agents := make([]string, 0, len(c.byAgent))
	for a := range c.byAgent {
		agents = append(agents, a)
	}
	slices.SortFunc(agents, func(a, b string) int {
		if d := c.byAgent[b] - c.byAgent[a]; d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	var named []string
	for _, a := range agents[:min(len(agents), capNoteAgents)] {
		named = append(named, fmt.Sprintf("«%s» %d", inQuotes(clipName(a)), c.byAgent[a]))
	}
	if more := len(agents) - len(named); more > 0 {
		named = append(named, "and "+pluralOf(more, "other agent", "other agents"))
	}
	return fmt.Sprintf("%s refused unqueued (pending cap %d per agent): %s",
		plural(c.total, "ask"), cap, strings.Join(named, dot))
}

// clipName cuts an agent's name to capNoteNameBytes, on a rune, marking
// the cut.
func clipName(s string) string {
	if len(s) <= capNoteNameBytes {
		return s
	}
	return strings.ToValidUTF8(s[:capNoteNameBytes], "") + "…"
}

// noteCapRefusals counts the cap refusals a read brings and, when there
// are new ones, says them all on the status line. The first read (the
// trail's history), and a read that follows no head the desk knows,
// count nothing.
func (m *Model) noteCapRefusals(ch *queue.Changes) {
	if !m.read || m.auditSeq == 0 || !m.capped.add(ch.Audit, m.auditSeq) {
		return
	}
	words := m.capped.words(ch.Settings.MaxPendingPerAgent, m.c.Marks.Dot)
	m.warns.capped = stickyWarn{text: words, at: m.c.Now()}
	m.setStatus(statusWarn, words)
}
