package patterns

import "sort"

// A policy files its rules by the programs their patterns name, and each
// rule of many its patterns, and the defaults hold thousands of patterns:
// walking them all at each policy's start (Policy.index, programsOf, the
// refs it filled and the passes over them each lookup made) was most of a
// policy's start in every hook process. The generator writes that filing
// ahead for the default table (compiledIndexNames and the tables beside
// it in defaults_compiled.go), as data without pointers, and a policy
// whose defaults are the compiled ones, in their order, reads it instead
// (TestPolicyFilesEveryProgram holds it to a walk over the patterns).
//
// The tables hold sections of names, each sorted, with a list of
// positions under each name: section 0 (names 0 to
// compiledRuleNameStarts[0]) gives the defaults' positions among the
// defaults, and section j+1 (compiledRuleNameStarts[j] to [j+1]) the
// positions of default j's patterns, as [Rule.Patterns] lists them.

// compiledRuleIndex is one section of the compiled filing.
type compiledRuleIndex struct {
	// lo and hi bound the section's names.
	lo, hi int
	// offset is added to each position given.
	offset int
}

// lookup appends to l the positions, offset, the section gives under
// name, ascending.
func (c *compiledRuleIndex) lookup(name string, l []int) []int {
	at := c.lo + sort.Search(c.hi-c.lo, func(i int) bool { return compiledIndexName(c.lo+i) >= name })
	if at == c.hi || compiledIndexName(at) != name {
		return l
	}
	return appendPositions(l, compiledIndexLists[compiledIndexListStarts[at]:compiledIndexListStarts[at+1]], c.offset)
}

// appendPositions appends to l each of ps plus offset.
func appendPositions(l []int, ps []uint16, offset int) []int {
	for _, p := range ps {
		l = append(l, offset+int(p))
	}
	return l
}

// compiledIndexName returns the i-th name of compiledIndexNames.
func compiledIndexName(i int) string {
	return compiledIndexNames[compiledIndexNameEnds[i]:compiledIndexNameEnds[i+1]]
}

// compiledPolicyIndex returns the section filing the defaults by program,
// their positions offset by the rules before them.
func compiledPolicyIndex(offset int) *compiledRuleIndex {
	return &compiledRuleIndex{lo: 0, hi: int(compiledRuleNameStarts[0]), offset: offset}
}

// compiledPatternIndex returns default j's patterns filed by program,
// as newPatternIndex and add file them.
func compiledPatternIndex(r *Rule, j int) *patternIndex {
	return &patternIndex{
		rule:      r,
		byProgram: nameIndex{compiled: &compiledRuleIndex{lo: int(compiledRuleNameStarts[j]), hi: int(compiledRuleNameStarts[j+1])}},
		any:       appendPositions(nil, compiledRuleAny[compiledRuleAnyStarts[j]:compiledRuleAnyStarts[j+1]], 0),
	}
}

// compiledIndexFits reports whether defaults are the default table's
// rules as Defaults builds them, in its order, each with the patterns
// compiled for it and read as a default: the compiled filing is theirs.
// A compiled table out of step with the default table (stale until `go
// generate ./patterns`) does not fit, and the defaults are filed as any
// other rules are.
func compiledIndexFits(defaults []*Rule) bool {
	if len(defaults) != len(defaultTable) || 2*len(defaults) != len(compiledRuleNameStarts)-1 {
		return false
	}
	compiled := compiledPatterns()
	at := 0
	for j, r := range defaults {
		d := &defaultTable[j]
		at += len(d.Except)
		if !r.builtin || r.ID != d.ID || r.Over != "" || r.Mode == Shadow || !r.Outcome.Tightening() ||
			r.compiledAt != at+1 || len(r.Also)+1 != len(d.Patterns) ||
			at+len(d.Patterns) > len(compiled) || r.Pattern != compiled[at] {
			return false
		}
		if len(r.Also) > 0 && &r.Also[0] != &compiled[at+1] { // Defaults' own share the table
			for k, pat := range r.Also {
				if pat != compiled[at+1+k] {
					return false
				}
			}
		}
		at += len(d.Patterns)
	}
	return at == len(compiled)
}
