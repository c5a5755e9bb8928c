package patterns

// DefaultInfo describes one of the platform's default rules: what it is for
// and, as examples, commands it catches and everyday commands it leaves
// alone. The examples are checked by the package's tests.
type DefaultInfo struct {
	ID     string
	Reason string
	// Patterns are the rule's patterns, in the pattern language.
	Patterns []string
	// Effects says which effects of a command the default judges, and
	// how an unknown word is read, for DEFAULTS.md.
	Effects string
	// Except are patterns of everyday commands the default leaves alone
	// although a pattern might match them (a dry run, a listing): a part
	// that one of them certainly matches is not asked about by the
	// default.
	Except []string
	// Carve are the patterns an allow written over the default (a
	// carve-out) uses; empty means Patterns.
	Carve []string
	// Caught and Passed are example commands the rule asks about and
	// everyday commands it does not.
	Caught, Passed []string
}

// DefaultInfos returns the descriptions of the platform's default rules, in
// order.
func DefaultInfos() []DefaultInfo {
	return append([]DefaultInfo(nil), defaultTable...)
}

// Defaults returns the platform's default rules, in order, freshly built:
// all ask, all active, on with nothing configured.
func Defaults() []*Rule {
	rules := make([]*Rule, 0, len(defaultTable))
	sp := newPatternParser()
	for _, d := range defaultTable {
		r := &Rule{ID: d.ID, Outcome: Ask, Reason: d.Reason, Default: true, Author: "ozdesk"}
		for _, text := range d.Except {
			r.except = append(r.except, mustParseBuiltin(sp, text))
		}
		for i, text := range d.Patterns {
			p := mustParseBuiltin(sp, text)
			if i == 0 {
				r.Pattern = p
			} else {
				r.Also = append(r.Also, p)
			}
		}
		rules = append(rules, r)
	}
	return rules
}

// carvePatterns returns the patterns an allow written over default d uses.
func carvePatterns(d *Rule) []*Pattern {
	for _, info := range defaultTable {
		if info.ID == d.ID && len(info.Carve) > 0 {
			pats := make([]*Pattern, len(info.Carve))
			for i, text := range info.Carve {
				pats[i] = MustParsePattern(text)
			}
			return pats
		}
	}
	return d.Patterns()
}
