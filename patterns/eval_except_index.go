package patterns

// A default's except patterns (the everyday commands it leaves alone)
// are tried on each part before its patterns, and a part's program
// rules most of them out ([Pattern.namesOtherThan]). Asking that of each
// except pattern for each part was 7% of a 999-stage pipeline's
// instructions (fx42p): a rule's except patterns are filed by the
// programs they name once, and a part tries only those naming its
// program or any program. The generator writes the defaults' filing
// ahead (fx62e: building it was 1.1 M instructions of a hook call), and a
// default whose except patterns are the compiled ones reads it in place
// (compiledExceptIndex).

// exceptIndex files one rule's except patterns by the programs they name.
type exceptIndex struct {
	// byProgram lists, for each program, the positions in the rule's
	// except of the patterns naming it, ascending.
	byProgram map[string][]int
	// any lists the positions of the patterns that may match any
	// program (a glob or a class names it, or it is not compiled).
	any []int
	// compiled, when set, files them in byProgram's stead: a section of
	// the compiled filing (defaults_index.go).
	compiled *compiledRuleIndex
}

// compiledExceptIndex returns default j's except patterns filed as the
// generator filed them (compiledRuleTables), or nil when r's except
// patterns are not those it filed: not as many, or not the compiled
// patterns just before r's own.
func compiledExceptIndex(r *Rule, j int) *exceptIndex {
	nd := len(compiledExceptCounts)
	if j < 0 || j >= nd || 2*nd+1 != len(compiledRuleNameStarts) || int(compiledExceptCounts[j]) != len(r.except) {
		return nil
	}
	for k, ex := range r.except {
		if int(ex.enc) != r.compiledAt-len(r.except)+k {
			return nil
		}
	}
	return &exceptIndex{
		compiled: &compiledRuleIndex{lo: int(compiledRuleNameStarts[nd+j]), hi: int(compiledRuleNameStarts[nd+j+1])},
		any:      appendPositions(nil, compiledExceptAny[compiledExceptAnyStarts[j]:compiledExceptAnyStarts[j+1]], 0),
	}
}

// newExceptIndex files r's except patterns by the programs that
// namesOtherThan reads for them.
func newExceptIndex(r *Rule) *exceptIndex {
	ix := &exceptIndex{byProgram: map[string][]int{}}
	for k, ex := range r.except {
		at := int(ex.enc) - 1
		if at < 0 || at+1 >= len(compiledPatternNames) || compiledPatternNames[at]&anyProgramBit != 0 {
			ix.any = append(ix.any, k)
			continue
		}
		first, last := compiledPatternNames[at], compiledPatternNames[at+1]&^anyProgramBit
		for j := first; j < last && int(j)+1 < len(compiledNameEnds); j++ {
			name := compiledPrograms[compiledNameEnds[j]:compiledNameEnds[j+1]]
			if l := ix.byProgram[name]; len(l) == 0 || l[len(l)-1] != k {
				ix.byProgram[name] = append(l, k)
			}
		}
	}
	return ix
}

// exceptsOf returns rule r's exceptIndex, filing it on the first call.
func (rx *ruleIndexes) exceptsOf(r *Rule) *exceptIndex {
	rx.mu.Lock()
	defer rx.mu.Unlock()
	if ix, ok := rx.excepts[r]; ok {
		return ix
	}
	var ix *exceptIndex
	if j, compiled := rx.compiled[r]; compiled {
		ix = compiledExceptIndex(r, j)
	}
	if ix == nil {
		ix = newExceptIndex(r)
	}
	if rx.excepts == nil {
		rx.excepts = map[*Rule]*exceptIndex{}
	}
	rx.excepts[r] = ix
	return ix
}

// each calls yield with the positions, ascending, of the except patterns
// that may match a part running program (every one when program is not
// known), until yield returns false.
func (ix *exceptIndex) each(n int, program string, yield func(k int) bool) {
	if program == "" {
		for k := range n {
			if !yield(k) {
				return
			}
		}
		return
	}
	named, any := ix.byProgram[program], ix.any
	if ix.compiled != nil {
		named = ix.compiled.lookup(program, nil)
	}
	for len(named) > 0 || len(any) > 0 {
		var k int
		if len(any) == 0 || len(named) > 0 && named[0] < any[0] {
			k, named = named[0], named[1:]
		} else {
			k, any = any[0], any[1:]
		}
		if !yield(k) {
			return
		}
	}
}
