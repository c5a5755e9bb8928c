package main

import (
	"slices"
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
)

// listAgentCells is the most cells queue ls's AGENT column gives a name,
// its quote marks counted.
const listAgentCells = 34

// The window listAround shows of a name: its first bytes, the bytes
// either side of where it differs from a look-alike, and its last.
const (
	aroundHead = 12
	aroundSpan = 8
	aroundTail = 10
)

// agentCells writes each ask's agent as queue ls lists it ([safetext.ListedQuoted]),
// except where two different names would print the same cell: each of
// those is cut around the byte where it differs from its nearest
// look-alike (listAround), as the desk's rows cut them (rt38k MEDIUM-3:
// «claude-code-xxxxxxxxx…xx-trusted» named two agents, and `queue
// approve` is run from this listing).
func agentCells(asks []store.Ask) []string {
	cells := make([]string, len(asks))
	byCell := map[string][]string{}
	for i, k := range asks {
		cells[i] = safetext.ListedQuoted(k.Agent, listAgentCells)
		if g := byCell[cells[i]]; !slices.Contains(g, k.Agent) {
			byCell[cells[i]] = append(g, k.Agent)
		}
	}
	for i, k := range asks {
		g := byCell[cells[i]]
		if len(g) < 2 {
			continue
		}
		near := 0
		for _, o := range g {
			if o != k.Agent {
				near = max(near, safetext.CommonPrefix(k.Agent, o))
			}
		}
		cells[i] = listAround(k.Agent, near)
	}
	// what the agent says it is, after the account (protected mode):
	// its own words, quoted as its name is
	for i, k := range asks {
		if k.AgentSays != "" {
			cells[i] += " (says " + safetext.ListedQuoted(k.AgentSays, listSaysCells) + ")"
		}
	}
	return cells
}

// listSaysCells is the most cells queue ls gives the name an agent gave
// itself after its account, its quote marks counted.
const listSaysCells = 24

// listAround writes name s quoted, as [safetext.ListedQuoted] does, but showing the
// bytes around p, where it differs from a look-alike: its head, the
// ellipsis, the part around p, the ellipsis, its tail; the parts that
// meet are joined.
func listAround(s string, p int) string {
	p = safetext.RuneStart(s, min(p, len(s))) // two letters may share their first bytes
	from := safetext.RuneStart(s, max(p-aroundSpan, 0))
	to := safetext.RuneStart(s, min(p+aroundSpan, len(s)))
	if to < len(s) && to <= p {
		_, n := utf8.DecodeRuneInString(s[p:])
		to = p + n
	}
	head := safetext.RuneStart(s, min(aroundHead, from))
	tail := max(safetext.RuneStart(s, max(len(s)-aroundTail, 0)), to)
	var b strings.Builder
	b.WriteString(safetext.ListedPiece(s[:head], 1<<30))
	if head < from {
		b.WriteString("…")
	}
	b.WriteString(safetext.ListedPiece(s[from:to], 1<<30))
	if to < tail {
		b.WriteString("…")
	}
	b.WriteString(safetext.MarkTrailing(s[tail:]))
	return "«" + strings.NewReplacer("«", `\u00ab`, "»", `\u00bb`).Replace(b.String()) + "»"
}
