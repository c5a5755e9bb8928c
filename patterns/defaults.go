package patterns

import "mvdan.cc/sh/v3/syntax"

//go:generate go test -run ^TestCompiledDefaults$ -update .
//go:generate go test -run ^TestGeneratedDefaultTable$ -update .

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
// all ask, all active, on with nothing configured. Their patterns are
// shared and never changed: they come compiled ahead (see compiledTable),
// and only a pattern the compiled table does not hold is parsed here.
func Defaults() []*Rule { return defaultsFrom(compiledPatterns()) }

// defaultsFrom builds the default rules with the patterns of compiled
// that are in step with the default table, parsing the others.
func defaultsFrom(compiled []*Pattern) []*Rule {
	rules := make([]*Rule, 0, len(defaultTable))
	b := builtinPatterns{compiled: compiled, own: isCompiledTable(compiled)}
	for _, d := range defaultTable {
		r := &Rule{ID: d.ID, Outcome: Ask, Reason: d.Reason, Default: true, Author: "ozdesk", builtin: true}
		if b.rule(r, &d) {
			rules = append(rules, r)
			continue
		}
		for _, text := range d.Except {
			r.except = append(r.except, b.pattern(text))
		}
		if b.compiled != nil {
			r.compiledAt = b.next + 1
		}
		for i, text := range d.Patterns {
			p := b.pattern(text)
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

// builtinPatterns hands out the default table's patterns in the order
// Defaults reads them (each rule's except patterns, then its patterns):
// the compiled one when it was compiled from the same text, else one
// parsed now. A compiled table behind the default table (stale until `go
// generate ./patterns` runs) costs time, never a wrong pattern;
// TestCompiledDefaults fails until it is generated again.
type builtinPatterns struct {
	compiled []*Pattern
	// own: compiled is compiledTable's own, compiled from the default
	// table's texts in its order, so each is the table's by construction
	// and rule need not compare them (6,600 comparisons a process).
	own  bool
	next int
	sp   *syntax.Parser
}

// isCompiledTable reports whether compiled is compiledTable's own array,
// compiled from the default table's texts (compiledInStep).
func isCompiledTable(compiled []*Pattern) bool {
	own := compiledPatterns()
	return compiledInStep() && len(compiled) > 0 && len(compiled) == len(own) && &compiled[0] == &own[0]
}

// rule gives r default d's except patterns and patterns, as slices of
// the compiled table (capped, so an append copies), when the table holds
// each of them next, and reports whether it did; else it gives nothing,
// and the patterns are to be asked for one by one. It spares a hook
// process an append for each of the defaults' thousands of patterns.
func (b *builtinPatterns) rule(r *Rule, d *DefaultInfo) bool {
	at, ex, end := b.next, b.next+len(d.Except), b.next+len(d.Except)+len(d.Patterns)
	if len(d.Patterns) == 0 || end > len(b.compiled) {
		return false
	}
	if !b.own && !b.holds(at, d.Except) || !b.own && !b.holds(ex, d.Patterns) {
		return false
	}
	if ex > at {
		r.except = b.compiled[at:ex:ex]
	}
	r.compiledAt = ex + 1
	r.Pattern = b.compiled[ex]
	if end > ex+1 {
		r.Also = b.compiled[ex+1 : end : end]
	}
	b.next = end
	return true
}

// holds reports whether the compiled patterns from at are texts.
func (b *builtinPatterns) holds(at int, texts []string) bool {
	for i, text := range texts {
		if b.compiled[at+i].src != text {
			return false
		}
	}
	return true
}

func (b *builtinPatterns) pattern(text string) *Pattern {
	if b.next < len(b.compiled) && b.compiled[b.next].src == text {
		b.next++
		return b.compiled[b.next-1]
	}
	b.compiled = nil // out of step: parse the rest
	if b.sp == nil {
		b.sp = newPatternParser()
	}
	return mustParseBuiltin(b.sp, text)
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
