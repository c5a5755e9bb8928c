package patterns

// stdinOperand returns a copy of part with the file its input redirection
// reads (`< secrets.env cat`) as one more operand at the end, when the
// stage names a path operand (match_pathword.go) and the part reads one;
// nil otherwise. A tightening rule that names a program's file operand
// also matches the part fed that file on stdin: `cat /w/p/secrets.env`
// matches `< secrets.env cat` and `cat < /w/p/secrets.env`.
func stdinOperand(s *Stage, part *Part) *Part {
	named := false
	for i := range s.Words {
		named = named || pathWord(&s.Words[i])
	}
	if !named {
		return nil
	}
	var in *Redir
	for k := range part.Redirs {
		if r := &part.Redirs[k]; r.Op == "<" && (r.Fd == "" || r.Fd == "0") {
			in = r // the last one is what the program reads
		}
	}
	if in == nil {
		return nil
	}
	q := *part
	q.Words = append(append(make([]Word, 0, len(part.Words)+1), part.Words...), in.Target)
	return &q
}
