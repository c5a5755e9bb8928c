package patterns

import "sync"

// A default holds dozens of patterns over many programs, and a part
// matches only those that name its program (or any program): matching a
// part tries just those, in their order. The policy lists, when it is
// built, the programs each rule's patterns name, and files them by
// program as parts ask for them: a process evaluates one command, which
// runs a few programs, and filing the hundreds the defaults name was
// most of a policy's start (nameIndex).

// indexedPatterns is how many patterns a rule holds before its patterns
// are filed by program: an operator's rule holds one.
const indexedPatterns = 4

// patternIndex files one rule's patterns by the programs they name.
type patternIndex struct {
	// pats are the rule's patterns, as [Rule.Patterns] lists them, or
	// nil for a default filed ahead: rule's, read in place.
	pats []*Pattern
	rule *Rule
	// byProgram lists, for each program name, the positions in pats of
	// the patterns that name it, ascending.
	byProgram nameIndex
	// any lists the positions of the patterns a stage of which names its
	// program by a glob or a class: they may match any part.
	any []int
	// anyBy files any's positions by the programs they may match
	// (eval_index_any.go).
	anyBy anyNames
}

// programRef is a program that pattern (or rule) k names.
type programRef struct {
	name string
	k    int
}

// newPatternIndex returns the index of a rule's patterns (as
// [Rule.Patterns] lists them), to be filled by add, or nil for a rule of
// few patterns (they are all tried).
func newPatternIndex(r *Rule) *patternIndex {
	if !indexed(r) {
		return nil
	}
	return &patternIndex{pats: r.Patterns(), byProgram: nameIndex{refs: make([]programRef, 0, patternCount(r))}}
}

// indexed reports whether rule r holds enough patterns to be filed by
// program (more than indexedPatterns).
func indexed(r *Rule) bool { return patternCount(r) > indexedPatterns }

// patternCount is how many patterns rule r holds: Pattern, when set, and
// Also's.
func patternCount(r *Rule) int {
	n := len(r.Also)
	if r.Pattern != nil {
		n++
	}
	return n
}

// add files pattern k under the programs it names (names and any as
// [Pattern.Programs] returns them).
func (ix *patternIndex) add(k int, names []string, any bool) {
	if ix == nil {
		return
	}
	if any {
		ix.any = append(ix.any, k)
		return
	}
	for _, n := range names {
		ix.byProgram.refs = append(ix.byProgram.refs, programRef{n, k})
	}
}

// nameIndex files positions by program name, each name when it is
// first asked for: a pass over refs gathers its positions, which are
// kept. It is safe for concurrent use once refs is filled.
type nameIndex struct {
	// refs are the names and positions given, positions ascending.
	refs []programRef
	mu   sync.Mutex
	// filed are the names asked for so far, each with its positions.
	filed map[string][]int
	// compiled, when not nil, gives the positions of the defaults after
	// those of refs (defaults_index.go).
	compiled *compiledRuleIndex
}

// maxFiled bounds the names a nameIndex keeps: a long-running desk
// meets every program its agents run.
const maxFiled = 4096

// lookup returns the positions refs gives under name, in their order, a
// position given again right after itself kept once. They are shared,
// and not to be changed.
func (ix *nameIndex) lookup(name string) []int {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if l, ok := ix.filed[name]; ok {
		return l
	}
	var l []int
	for _, r := range ix.refs {
		if r.name == name && (len(l) == 0 || l[len(l)-1] != r.k) {
			l = append(l, r.k)
		}
	}
	if ix.compiled != nil {
		l = ix.compiled.lookup(name, l)
	}
	if ix.filed == nil || len(ix.filed) >= maxFiled {
		ix.filed = map[string][]int{}
	}
	l = l[:len(l):len(l)] // an append copies
	ix.filed[name] = l
	return l
}

// patternCursor walks, in the rule's order, the patterns of a rule that
// may match a part: all of them for a rule not filed (or a part whose
// program is not known), else those naming the part's program or any
// program, and, for a part that deletes another way (read as rm when
// what might match matches), those naming rm.
type patternCursor struct {
	r *Rule
	// k is the next of the rule's patterns to try when they are all
	// tried: -1 for Pattern, then Also's.
	k int
	// ix and lists walk a filed rule: the next position is the least at
	// the head of the lists.
	ix    *patternIndex
	lists [3][]int
}

// patternsFor returns the cursor over rule r's patterns that may match
// part in mode.
func (e *evaluation) patternsFor(r *Rule, part *Part, mode MatchMode) patternCursor {
	c := patternCursor{r: r, k: -1}
	if part.Program == "" {
		return c
	}
	if c.ix = e.p.patterns.of(r); c.ix == nil {
		return c
	}
	c.lists[0], c.lists[1] = c.ix.byProgram.lookup(part.Program), c.ix.any
	if part.does == nil {
		// Only a part that does something more may be read as another
		// program (eval_does.go): any other is matched as its own.
		c.lists[1] = c.ix.anyFor(part.Program)
	}
	if mode == Might && part.does != nil && len(part.does.deletes) > 0 && part.Program != deleter {
		c.lists[2] = c.ix.byProgram.lookup(deleter)
	}
	return c
}

// next returns the next pattern, or nil when there is none.
func (c *patternCursor) next() *Pattern {
	if c.ix == nil {
		for ; c.k < len(c.r.Also); c.k++ {
			pat := c.r.Pattern
			if c.k >= 0 {
				pat = c.r.Also[c.k]
			}
			if pat != nil {
				c.k++
				return pat
			}
		}
		return nil
	}
	least, from := -1, -1
	for k, l := range c.lists {
		if len(l) == 0 {
			continue
		}
		if least < 0 || l[0] < least {
			least, from = l[0], k
		} else if l[0] == least {
			from = -1 // on two lists: drop it from each
		}
	}
	if least < 0 {
		return nil
	}
	if from >= 0 {
		// One list holds it (a part whose program no pattern names
		// has only the any-program list): 128 calls a part of a
		// 999-stage pipeline, and a second pass over the lists a
		// third of their cost (fx44c).
		c.lists[from] = c.lists[from][1:]
		return c.ix.pattern(least)
	}
	for k, l := range c.lists {
		if len(l) > 0 && l[0] == least {
			c.lists[k] = l[1:]
		}
	}
	return c.ix.pattern(least)
}

// pattern returns the rule's pattern k, as [Rule.Patterns] lists them.
func (ix *patternIndex) pattern(k int) *Pattern {
	if ix.pats != nil {
		return ix.pats[k]
	}
	if ix.rule.Pattern == nil {
		return ix.rule.Also[k]
	}
	if k == 0 {
		return ix.rule.Pattern
	}
	return ix.rule.Also[k-1]
}

// ruleIndexes files the patterns of each rule of many by program, each
// rule's when a part first may match it: a process evaluates one
// command, whose parts meet a few rules, and filing every default's
// patterns was a third of a policy's start. It is safe for concurrent
// use.
type ruleIndexes struct {
	mu sync.Mutex
	// names is the buffer for the programs of a pattern.
	names  []string
	byRule map[*Rule]*patternIndex
	// compiled gives the position among the defaults of each default
	// filed ahead (defaults_index.go).
	compiled map[*Rule]int
	// excepts files each rule's except patterns (eval_except_index.go).
	excepts map[*Rule]*exceptIndex
}

// of returns rule r's index, filing its patterns on the first call, or
// nil for a rule of few patterns (they are all tried).
func (rx *ruleIndexes) of(r *Rule) *patternIndex {
	if len(r.Also) < indexedPatterns {
		return nil // as newPatternIndex: at most indexedPatterns in all
	}
	rx.mu.Lock()
	defer rx.mu.Unlock()
	if ix, ok := rx.byRule[r]; ok {
		return ix
	}
	// A default filed ahead reads its compiled filing in place: building
	// newPatternIndex's list of its patterns first only to drop it was a
	// sixth of a hook call's heap (issue 10).
	var ix *patternIndex
	if j, compiled := rx.compiled[r]; compiled && indexed(r) {
		ix = compiledPatternIndex(r, j)
	} else if ix = newPatternIndex(r); ix != nil {
		for k, pat := range ix.pats {
			var any bool
			rx.names, any = programsOf(r, k, pat, rx.names[:0])
			ix.add(k, rx.names, any)
		}
	}
	if rx.byRule == nil {
		rx.byRule = map[*Rule]*patternIndex{}
	}
	rx.byRule[r] = ix
	return ix
}
