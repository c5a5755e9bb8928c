package patterns

import "strings"

// flagWord reads the flag word at index i, whose literal start is lead
// (all of it when literal), and returns the index of the last word it used
// (i, or a later word that held a value).
func (a *argReader) flagWord(i int, lead string, literal bool) int {
	lv := a.st.level()
	switch {
	case strings.HasPrefix(lead, "--") || lv.style == styleSingle:
		return a.longFlag(i, lead, literal)
	case lv.style == styleUnknown:
		return a.unknownFlag(i, lead, literal)
	}
	// GNU: a whole word the table names (wget -np) before combining.
	if literal && len(lead) > 2 {
		if def := lv.flag(lead); def != nil {
			return a.withValue(i, def.names(), def, -1)
		}
	}
	for k := 1; k < len(lead); k++ {
		name := "-" + lead[k:k+1]
		def := lv.lookup(name)
		if def == nil && !lv.closed {
			a.doubt = true
			if a.takes {
				return a.withValue(i, []string{name}, nil, shortAttach(lv, lead, literal, k))
			}
		}
		if def != nil && def.value == valueRequired {
			return a.withValue(i, def.names(), def, shortAttach(lv, lead, literal, k))
		}
		a.emit(lv.canonical(name, def), Flag{Word: i, ValueWord: -1})
		if def != nil && def.stop {
			a.st.ended = true
			return i
		}
	}
	if !literal {
		a.emit([]string{"-"}, Flag{Word: i, ValueWord: -1, Dynamic: true})
	}
	return i
}

// shortAttach returns the byte offset of the value attached to the short
// flag letter at lead[k], or -1 when the word has nothing after it: the
// rest of the word, past an "=" for a program that reads pflag's way
// (kubectl -n=prod is -n prod; getopt's -n=prod gives "=prod").
func shortAttach(lv *progSpec, lead string, literal bool, k int) int {
	rest := k+1 < len(lead) || !literal
	if lv.pflag && k+1 < len(lead) && lead[k+1] == '=' && (k+2 < len(lead) || !literal) {
		return k + 2
	}
	return attachAt(rest, k+1)
}

// attachAt returns the byte offset of an attached value, or -1 when the word
// has nothing after the flag letter.
func attachAt(rest bool, at int) int {
	if rest {
		return at
	}
	return -1
}

// longFlag reads --name, --name=value, and single-dash long flags.
func (a *argReader) longFlag(i int, lead string, literal bool) int {
	lv := a.st.level()
	name, _, eq := strings.Cut(lead, "=")
	if !eq && !literal {
		a.emit([]string{lead}, Flag{Word: i, ValueWord: -1, Dynamic: true})
		return i
	}
	def := lv.lookup(name)
	canon := lv.canonical(name, def)
	if eq {
		return a.withValue(i, canon, def, len(name)+1)
	}
	if def == nil {
		if !lv.closed {
			a.doubt = true
			if a.takes {
				return a.withValue(i, canon, nil, -1)
			}
		}
		a.emit(canon, Flag{Word: i, ValueWord: -1})
		return i
	}
	if lv.boolNext && def.value == valueNone {
		return a.boolValue(i, canon)
	}
	return a.withValue(i, canon, def, -1)
}

// boolValue reads a boolean long flag of a program whose parser takes the
// next word as its value when it is true or false (progDef.boolNext): a
// literal true or false is the flag's value; a word not known (no literal
// dash at its start) might be either, so it is the value in reading B.
func (a *argReader) boolValue(i int, canon []string) int {
	f := Flag{Word: i, ValueWord: -1}
	last := i
	if i+1 < len(a.words) && !startsWithDash(&a.words[i+1]) {
		next := &a.words[i+1]
		v, ok := next.Literal()
		switch {
		case ok && (v == "true" || v == "false"):
			f.Value, f.ValueWord, last = next, i+1, i+1
		case !ok:
			a.doubt = true
			if a.takes {
				f.Value, f.ValueWord, last = next, i+1, i+1
			}
		}
	}
	a.emit(canon, f)
	return last
}

// unknownFlag reads a single-dash flag of a program not in the tables:
// -x, -abc (combined shorts in reading A, one long flag in reading B),
// -abc=v (a long flag with a value in both).
func (a *argReader) unknownFlag(i int, lead string, literal bool) int {
	name, _, eq := strings.Cut(lead, "=")
	if eq {
		return a.withValue(i, []string{name}, nil, len(name)+1)
	}
	if !literal {
		a.emit([]string{lead}, Flag{Word: i, ValueWord: -1, Dynamic: true})
		return i
	}
	a.doubt = true
	if a.takes {
		return a.withValue(i, []string{name}, nil, -1)
	}
	for k := 1; k < len(name); k++ {
		a.emit([]string{"-" + name[k:k+1]}, Flag{Word: i, ValueWord: -1})
	}
	return i
}

// withValue emits a flag and its value: attached at byte offset at of word
// i when at >= 0, otherwise (when the flag takes one) the next word. def
// nil means a flag of unknown arity in reading B: it takes the next word
// only when that word does not start with "-". It returns the index of the
// last word used.
func (a *argReader) withValue(i int, canon []string, def *flagDef, at int) int {
	f := Flag{Word: i, ValueWord: -1}
	w := &a.words[i]
	last := i
	switch {
	case at >= 0:
		v := subWord(*w, at)
		f.Value, f.ValueWord = &v, i
	case def == nil:
		if i+1 < len(a.words) && !startsWithDash(&a.words[i+1]) {
			f.Value, f.ValueWord, last = &a.words[i+1], i+1, i+1
		}
	case def.value == valueRequired:
		if i+1 < len(a.words) {
			f.Value, f.ValueWord, last = &a.words[i+1], i+1, i+1
		}
	}
	a.emit(canon, f)
	if def != nil && def.value == valueCommand {
		last = skipCommand(a.words, last)
	}
	if def != nil && def.stop {
		a.st.ended = true
	}
	return last
}

// startsWithDash reports whether a word starts with a literal "-".
func startsWithDash(w *Word) bool {
	return strings.HasPrefix(leadingLiteral(w), "-")
}

// skipCommand returns the index of the word ";" or "+" that ends the
// command of find's -exec at word i, or i when there is none (the reader
// has taken the command out of the part).
func skipCommand(words []Word, i int) int {
	for j := i + 1; j < len(words); j++ {
		if lit, ok := words[j].Literal(); ok && (lit == ";" || lit == "+") {
			return j
		}
	}
	return i
}

// subWord returns the part of a word after its first n bytes, which are
// literal text.
func subWord(w Word, n int) Word {
	out := Word{Span: w.Span}
	skip := n
	for _, s := range w.Segs {
		if skip > 0 && s.Kind == SegLit {
			if len(s.Text) <= skip {
				skip -= len(s.Text)
				continue
			}
			s.Text = s.Text[skip:]
			skip = 0
		}
		out.Segs = append(out.Segs, s)
	}
	prefix := ""
	if n <= len(w.Raw) {
		prefix = w.Raw[:n]
	}
	if lit := leadingLiteral(&w); len(lit) >= n && prefix == lit[:n] {
		out.Raw = w.Raw[n:]
		out.Span.Start += n
		if out.Span.Start > out.Span.End {
			out.Span.Start = out.Span.End
		}
	} else if v, ok := out.Literal(); ok {
		out.Raw = v
	} else {
		out.Raw = w.Raw
	}
	return out
}
