package tui

import (
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// An agent names itself, and a hostile one can pick a name that reads as
// a trusted agent's in plain ASCII: «cIaude» (a capital I) beside
// «claude» read the same, with nothing escaped to tell them apart, and
// the operator's habit or a rule written for "this agent" then goes to
// the wrong one (rt43k F8). The desk compares the names of the agents
// waiting in the queue and those the rules are written for by their
// skeleton, what they read as in a terminal font (agentSkeleton), and
// marks a name whose skeleton another, different name shares: ≈ on its
// row, and on its card a line saying which name it looks like.

// skeletonOne maps a letter or digit to the one it is confused with in
// a terminal font: I, l, 1, | and i read alike, as O and 0 do.
var skeletonOne = map[rune]rune{'1': 'l', 'i': 'l', '|': 'l', '0': 'o'}

// skeletonPairs maps letter pairs to the one letter they read as.
var skeletonPairs = []struct{ from, to string }{{"rn", "m"}, {"vv", "w"}}

// agentSkeleton is what name reads as, case folded, its marks taken off
// (foldMarks) and with look-alike letters made one: "cIaude", "claudé"
// and "claude" all read "claude", and "0ps-rnain" reads as "ops-main"
// does.
func agentSkeleton(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(foldMarks(name)) {
		if o, ok := skeletonOne[r]; ok {
			r = o
		}
		b.WriteRune(r)
	}
	s := b.String()
	for _, p := range skeletonPairs {
		s = strings.ReplaceAll(s, p.from, p.to)
	}
	return s
}

// alikeOf is the name an agent's name reads as, and whether a rule
// in force or proposed names it (its standing a look-alike would borrow).
type alikeOf struct {
	name  string
	ruled bool
}

// alikeAgentNames gives each of names (the agents waiting and those the
// rules name, ruled) that reads as another, different name of them
// (agentSkeleton) that name, one a rule names first; nil when none does.
// A name whose skeleton only it has is left out: most desks see no mark.
func alikeAgentNames(names []string, ruled map[string]bool) map[string]alikeOf {
	bySkel := map[string][]string{}
	for _, n := range names {
		if n == "" {
			continue
		}
		k := agentSkeleton(n)
		if !slices.Contains(bySkel[k], n) {
			bySkel[k] = append(bySkel[k], n)
		}
	}
	var out map[string]alikeOf
	for _, g := range bySkel {
		if len(g) < 2 {
			continue
		}
		if out == nil {
			out = map[string]alikeOf{}
		}
		for _, n := range g {
			var pick alikeOf
			for _, o := range g {
				if o != n && (pick.name == "" || ruled[o] && !pick.ruled) {
					pick = alikeOf{o, ruled[o]}
				}
			}
			out[n] = pick
		}
	}
	return out
}

// agentNamesOf lists the agents of asks, then those rules in force or
// proposed are written for by name (a scope holding no *, which names
// one agent), those in ruled.
func agentNamesOf(asks []store.Ask, rules []store.Rule) (names []string, ruled map[string]bool) {
	seen := map[string]bool{}
	ruled = map[string]bool{}
	add := func(n string) {
		if n != "" && !seen[n] {
			seen[n] = true
			names = append(names, n)
		}
	}
	for _, a := range asks {
		add(a.Agent)
	}
	for _, r := range rules {
		live := r.Status == store.StatusActive || r.Status == store.StatusProposed
		if live && r.Scope.Agent != "" && !strings.Contains(r.Scope.Agent, "*") {
			add(r.Scope.Agent)
			ruled[r.Scope.Agent] = true
		}
	}
	return names, ruled
}

// noteLookAlikes finds the agents whose names read as another's, after
// the asks or the rules changed, for the rows and the card to mark.
func (m *Model) noteLookAlikes() {
	alike := alikeAgentNames(agentNamesOf(m.list.all, m.rules.all))
	m.list.setLookAlike(alike)
	m.card.alike = alike
	m.audit.alike = alike
	cmds := alikeCommands(m.list.all)
	m.list.setCommandAlike(cmds)
	m.card.cmdAlike = cmds
}
