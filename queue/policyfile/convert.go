package policyfile

import (
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// FromStore makes the file that describes a store's policy: its active and
// proposed rules in order (retired and expired ones are left out), its
// egress list and all its settings. A rule's pattern is kept as stored,
// even one that no longer parses, so that a file shows what the store
// holds; a rule written over a default shows only that default's ID.
func FromStore(rules []store.Rule, egress []store.EgressHost, s store.Settings) (*File, error) {
	f := &File{Version: Version, Settings: FromSettings(s), HasEgress: true, Egress: []Egress{}, Rules: []Rule{}}
	for _, h := range egress {
		f.Egress = append(f.Egress, Egress{Host: h.Host, Reason: h.Reason})
	}
	sortEgress(f.Egress)
	for _, sr := range rules {
		if sr.Status != store.StatusActive && sr.Status != store.StatusProposed {
			continue
		}
		r, err := fromStoreRule(sr)
		if err != nil {
			return nil, err
		}
		f.Rules = append(f.Rules, r)
	}
	return f, nil
}

// fromStoreRule converts one stored rule.
func fromStoreRule(sr store.Rule) (Rule, error) {
	o, err := patterns.ParseOutcome(sr.Outcome)
	if err != nil {
		return Rule{}, fmt.Errorf("rule %s: %w", sr.ID, err)
	}
	r := Rule{ID: sr.ID, Outcome: o, Reason: sr.Reason, Mode: sr.Mode, Status: sr.Status,
		Scope: Scope(sr.Scope), Author: sr.Author, Approver: sr.Approver}
	if !sr.End.IsZero() {
		r.Ends = sr.End.UTC()
	}
	if sr.Carves != "" {
		r.Over = sr.Carves
	} else {
		r.Pattern = sr.Pattern
	}
	return r, nil
}

// StoreRule returns the rule as the store keeps it (without the times and
// the place the store fills in). A rule written over a default keeps the
// default's ID in Carves and no pattern: the policy takes the default's
// patterns.
func (r *Rule) StoreRule() store.Rule {
	return store.Rule{ID: r.ID, Outcome: r.Outcome.String(), Pattern: r.Pattern, Reason: r.Reason,
		Scope: store.Scope(r.Scope), End: r.Ends, Mode: r.Mode, Status: r.Status,
		Author: r.Author, Approver: r.Approver, Carves: r.Over}
}

// FromSettings returns settings that set every field to s's.
func FromSettings(s store.Settings) Settings {
	return Settings{FourEyes: &s.FourEyes, Fallback: &s.Fallback, AskWait: &s.AskWait, AskWaitMax: &s.AskWaitMax,
		MaxPending: &s.MaxPendingPerAgent}
}

// Merge returns base with the settings the file sets.
func (s Settings) Merge(base store.Settings) store.Settings {
	if s.FourEyes != nil {
		base.FourEyes = *s.FourEyes
	}
	if s.Fallback != nil {
		base.Fallback = *s.Fallback
	}
	if s.AskWait != nil {
		base.AskWait = *s.AskWait
	}
	if s.AskWaitMax != nil {
		base.AskWaitMax = *s.AskWaitMax
	}
	if s.MaxPending != nil {
		base.MaxPendingPerAgent = *s.MaxPending
	}
	return base
}

// EgressHosts returns the host names of the egress list in force once the
// file is applied over a store whose list is base: the file's when it has
// one, else base's.
func (f *File) EgressHosts(base []store.EgressHost) []string {
	var hosts []string
	if f.HasEgress {
		for _, e := range f.Egress {
			hosts = append(hosts, e.Host)
		}
		return hosts
	}
	for _, e := range base {
		hosts = append(hosts, e.Host)
	}
	return hosts
}

// StoreRules returns the file's rules as the store keeps them, for
// building the policy the file describes (queue.FilePolicy). With
// approved, proposed rules count as approved: what the file does once its
// proposals are approved. Rules without an ID are named new.1, new.2 … in
// order, so that what they decide can be told apart (they get their real
// IDs when applied).
func (f *File) StoreRules(approved bool) []store.Rule {
	rules := make([]store.Rule, 0, len(f.Rules))
	unnamed := 0
	for i := range f.Rules {
		sr := f.Rules[i].StoreRule()
		if sr.ID == "" {
			unnamed++
			sr.ID = fmt.Sprintf("new.%d", unnamed)
		}
		if approved && sr.Status == store.StatusProposed {
			sr.Status = store.StatusActive
		}
		rules = append(rules, sr)
	}
	return rules
}
