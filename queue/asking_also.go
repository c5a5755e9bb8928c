package queue

import (
	"slices"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// withAlso returns rules with the defaults that also match the deciding
// part (rep.Parts[rep.Part].Also, rt29k #24) listed right after the rule
// that asks, each with Parts 0: it asks for no part, another rule
// decided it, but a row must still say that a default matches.
func withAlso(rules []store.AskingRule, rep patterns.Report) []store.AskingRule {
	if rep.Part < 0 || rep.Part >= len(rep.Parts) || len(rules) == 0 {
		return rules
	}
	p := rep.Parts[rep.Part]
	at := 1
	for _, a := range p.Also {
		if slices.ContainsFunc(rules, func(r store.AskingRule) bool { return r.Rule == a.Rule }) {
			continue
		}
		rules = slices.Insert(rules, at, store.AskingRule{Rule: a.Rule, Start: p.Start, End: p.End})
		at++
	}
	if len(rules) > store.AskingMax {
		rules = rules[:store.AskingMax]
	}
	return rules
}
