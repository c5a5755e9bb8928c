package patterns

// A policy lists the programs each of its patterns names when it is
// built, and the defaults hold thousands of patterns: reading each one's
// programs (programKey of each stage's base name) was a tenth of a hook's
// instructions. The generator writes them ahead, beside the compiled
// patterns, as data without pointers (a string and offset tables),
// which the linker leaves out of the garbage collector's map.

// programsOf appends to names the programs pattern k of rule r names, and
// reports whether a stage names its program by a glob or a class, as
// [Pattern.appendPrograms] does: from compiledPrograms when the pattern
// is the compiled default at the position Defaults gave the rule, else
// read from the pattern.
func programsOf(r *Rule, k int, pat *Pattern, names []string) ([]string, bool) {
	at := r.compiledAt - 1 + k
	if r.compiledAt == 0 || pat.enc != uint32(at+1) || at+1 >= len(compiledPatternNames) {
		return pat.appendPrograms(names)
	}
	first, last := compiledPatternNames[at], compiledPatternNames[at+1]&^anyProgramBit
	if first&anyProgramBit != 0 {
		return names, true
	}
	for j := first; j < last && int(j)+1 < len(compiledNameEnds); j++ {
		names = append(names, compiledPrograms[compiledNameEnds[j]:compiledNameEnds[j+1]])
	}
	return names, false
}

// anyProgramBit marks, in compiledPatternNames, a pattern a stage of
// which names its program by a glob or a class (its names are not used).
const anyProgramBit = 1 << 31

// compiledProgramTables returns the tables the generator writes for
// patterns: the names they list, one after another, each name's end in
// that string, and each pattern's first name's position (with
// anyProgramBit for a pattern that may match any program), one more
// than there are patterns.
func compiledProgramTables(pats []*Pattern) (programs string, nameEnds, patternNames []uint32) {
	var b []byte
	nameEnds = []uint32{0}
	for _, p := range pats {
		first := uint32(len(nameEnds) - 1)
		names, any := p.appendPrograms(nil)
		if any {
			patternNames = append(patternNames, first|anyProgramBit)
			continue
		}
		patternNames = append(patternNames, first)
		for _, n := range names {
			b = append(b, n...)
			nameEnds = append(nameEnds, uint32(len(b)))
		}
	}
	patternNames = append(patternNames, uint32(len(nameEnds)-1))
	return string(b), nameEnds, patternNames
}

// namesOtherThan reports whether p is a compiled default that certainly
// names no program but others than program (a part's program key): no
// stage names its program by a glob or a class, and program is not one
// of the names compiledPrograms lists for it. Such a pattern cannot
// match the part, as the policy's index already holds for a rule's
// patterns (eval_index.go); a rule's except patterns, tried before the
// index, are passed over so, without decoding their stages. Any other
// pattern, or an unknown program (""), is not passed over.
func (p *Pattern) namesOtherThan(program string) bool {
	at := int(p.enc) - 1
	if at < 0 || program == "" || at+1 >= len(compiledPatternNames) {
		return false
	}
	first, last := compiledPatternNames[at], compiledPatternNames[at+1]&^anyProgramBit
	if first&anyProgramBit != 0 {
		return false
	}
	for j := first; j < last && int(j)+1 < len(compiledNameEnds); j++ {
		if compiledPrograms[compiledNameEnds[j]:compiledNameEnds[j+1]] == program {
			return false
		}
	}
	return true
}
