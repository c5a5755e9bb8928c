package cards

import "ozdesk.dev/ozdesk/patterns"

// RulePatterns maps the operators' rules a report names (the deciding
// rule, each part's, each shadow rule's) to their patterns as written, so
// that a card says what "refuse by r2" refuses: "refuse by r2: rm -rf ~/".
// A rule written over a default is "over cmd.download-run"; the defaults
// are left out, their IDs saying what they are. A nil policy gives nil.
func RulePatterns(p *patterns.Policy, rep patterns.Report) map[string]string {
	if p == nil {
		return nil
	}
	out := map[string]string{}
	add := func(id string) {
		if _, done := out[id]; done || id == "" {
			return
		}
		r := p.Rule(id)
		switch {
		case r == nil || r.Default:
		case r.Over != "":
			out[id] = "over " + r.Over
		case r.Pattern != nil:
			out[id] = r.Pattern.String()
		}
	}
	add(rep.Rule)
	for _, pr := range rep.Parts {
		add(pr.Rule)
	}
	for _, h := range rep.Shadow {
		add(h.Rule)
	}
	return out
}

// ExplainOption changes what [RenderExplain] draws.
type ExplainOption func(*drawing)

// WithRulePatterns has the explanation say each operator's rule's pattern
// after its ID (see [RulePatterns]).
func WithRulePatterns(pats map[string]string) ExplainOption {
	return func(d *drawing) { d.patterns = pats }
}
