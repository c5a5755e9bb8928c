package patterns

import (
	"path"
	"strings"
	"sync"
)

// A rule's patterns that name their program by a glob or a class may
// match any part, so a part was matched against each: 174 of them, half
// globs (python3.*, zkCli*) that a part's program cannot match whatever
// its words say. A part of a 999-stage pipeline matched all of them,
// and lowered each glob, every pass (fx42p2). The policy files, per
// program asked for, those of them that may match the program: a pattern
// none of whose stages could take it as its program (a literal or a glob
// that does not name it) is left out. A class or * may match any program.

// anyNames files the positions of a rule's any-program patterns by the
// programs asked for, each name's kept once worked out. It is safe for
// concurrent use.
type anyNames struct {
	mu    sync.Mutex
	filed map[string][]int
}

// anyFor returns the positions of ix.any whose patterns may take a part
// whose program is name as one of their stages' programs, in order. They
// are shared, and not to be changed.
func (ix *patternIndex) anyFor(name string) []int {
	ix.anyBy.mu.Lock()
	defer ix.anyBy.mu.Unlock()
	if l, ok := ix.anyBy.filed[name]; ok {
		return l
	}
	lower := strings.ToLower(name)
	var l []int
	for _, k := range ix.any {
		if mayNameProgram(ix.pattern(k), name, lower) {
			l = append(l, k)
		}
	}
	if ix.anyBy.filed == nil || len(ix.anyBy.filed) >= maxFiled {
		ix.anyBy.filed = map[string][]int{}
	}
	l = l[:len(l):len(l)] // an append copies
	ix.anyBy.filed[name] = l
	return l
}

// mayNameProgram reports whether some stage of pat may take a part whose
// program is name (lower in lower case) as its program: as
// [matcher.program] reads a literal or a glob, and any class or *.
func mayNameProgram(pat *Pattern, name, lower string) bool {
	stages := pat.stages()
	if len(stages) == 0 {
		return true // what MatchAt makes of it is its own affair
	}
	for k := range stages {
		e := &stages[k].Program
		switch e.Kind {
		case ElemLiteral:
			if !e.Tilde && programKey(path.Base(e.Text)) == name {
				return true
			}
		case ElemGlob:
			if !e.Tilde && starMatch(strings.ToLower(path.Base(e.Text)), lower) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// The same holds of a policy's rules: a rule with a pattern whose program
// is a glob or a class was a candidate for every part, and one of few
// patterns had each of them tried, its literals keyed once per part (92 a
// part of pipe-under-cap), and its except patterns held against the part
// first. The rules one of whose patterns may take a part's program are
// filed per program too.

// matchCandidates returns, in order, the positions of the rules an
// evaluation tries on part: [Policy.partCandidates], less those of the
// any-program rules none of whose patterns may take the part's program,
// for a part that is matched as its own program only (one whose program
// is known and that does nothing more: eval_does.go).
func (p *Policy) matchCandidates(part *Part) []int {
	if part.Program == "" || part.does != nil || p.anyRules == nil {
		return p.partCandidates(part)
	}
	return mergeSorted(p.byProgram.lookup(part.Program), p.anyRulesFor(part.Program))
}

// anyRulesFor returns the positions in p.anyProgram of the rules one of
// whose patterns may take a part whose program is name, in order. They
// are shared, and not to be changed.
func (p *Policy) anyRulesFor(name string) []int {
	a := p.anyRules
	a.mu.Lock()
	defer a.mu.Unlock()
	if l, ok := a.filed[name]; ok {
		return l
	}
	lower := strings.ToLower(name)
	var l []int
	for _, ri := range p.anyProgram {
		if p.ruleMayName(p.rules[ri], name, lower) {
			l = append(l, ri)
		}
	}
	if a.filed == nil || len(a.filed) >= maxFiled {
		a.filed = map[string][]int{}
	}
	l = l[:len(l):len(l)] // an append copies
	a.filed[name] = l
	return l
}

// ruleMayName reports whether one of rule r's patterns may take a part
// whose program is name (lower in lower case). A rule of many patterns
// is asked through its filing (anyFor): reading each of its patterns here
// would decode every default's patterns a hook's one command never meets
// (issue 10).
func (p *Policy) ruleMayName(r *Rule, name, lower string) bool {
	if ix := p.patterns.of(r); ix != nil {
		return len(ix.anyFor(name)) > 0 || len(ix.byProgram.lookup(name)) > 0
	}
	if r.Pattern != nil && mayNameProgram(r.Pattern, name, lower) {
		return true
	}
	for _, pat := range r.Also {
		if pat != nil && mayNameProgram(pat, name, lower) {
			return true
		}
	}
	return false
}
