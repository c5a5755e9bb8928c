package editor

import (
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// previewKey is what the preview of a rule depends on: the rule without
// its reason, and its end as chosen (the choice, not the instant, which
// moves with the clock for an end some hours from now). Two keys equal
// ask for the same preview over the same corpus and pending asks.
type previewKey struct {
	outcome     patterns.Outcome
	pattern     string
	over        string
	scope       patterns.Scope
	end         endChoice
	date        string
	shadow      bool
	author, ask string
}

// previewKey is the key of spec, the rule as it stands.
func (m *Model) previewKey(spec queue.RuleSpec) previewKey {
	k := previewKey{outcome: spec.Outcome, pattern: spec.Pattern, over: spec.Over, scope: spec.Scope,
		end: m.end, shadow: spec.Shadow, author: spec.Author, ask: spec.FromAsk}
	if m.end == endDate {
		k.date = m.date.Value()
	}
	return k
}
