package patterns

// stageReadingB reads a pattern stage the way [ReadArgs]' reading B reads a
// part: a flag whose arity the tables do not know takes the element after
// it as its value, when that element is an operand element other than **.
// A pattern is written like the command it matches, so when the arity of a
// flag is in doubt the pattern carries the same doubt: under each reading
// of the part, the pattern is read the same way. It returns s itself when
// no flag of the stage is in doubt.
func stageReadingB(s *Stage, program string) *Stage {
	return stageReadingBIn(s, newOptState(program))
}

// stageReadingBIn is [stageReadingB] with the option reading starting at
// st (the program's table, or a table given by a test).
func stageReadingBIn(s *Stage, st optState) *Stage {
	var out *Stage
	for k := 0; k < len(s.Words); k++ {
		e := s.Words[k]
		if e.Kind != ElemFlag {
			st.sawOperand(e.Text, e.Kind == ElemLiteral && !e.Tilde)
			if out != nil {
				out.Words = append(out.Words, e)
			}
			continue
		}
		def, _ := patternFlagArity(st.level(), e.Text)
		if def == nil && e.Value == nil && k+1 < len(s.Words) && elemIsValue(s.Words[k+1]) {
			if out == nil {
				out = &Stage{Program: s.Program, Redirs: s.Redirs, Words: append([]Elem(nil), s.Words[:k]...)}
			}
			v := s.Words[k+1]
			e.Value = &v
			out.Words = append(out.Words, e)
			k++
			continue
		}
		if def != nil && def.stop {
			st.ended = true
		}
		if out != nil {
			out.Words = append(out.Words, e)
		}
	}
	if out == nil {
		return s
	}
	return out
}

// elemIsValue reports whether a pattern element can stand for a flag's
// value: one word, not a flag, not **.
func elemIsValue(e Elem) bool {
	switch e.Kind {
	case ElemLiteral, ElemGlob, ElemStar, ElemClass:
		return true
	}
	return false
}
