package patterns

import "strings"

// stageWords reads the words after a stage's program into elements,
// deciding flag or operand, and which word is a flag's value, with the
// program's flag tables.
func stageWords(words []pword, st optState) ([]Elem, *PatternError) {
	var out []Elem
	for k := 0; k < len(words); k++ {
		w := words[k]
		t := w.text()
		switch st.kind(t, true) {
		case '-':
			st.ended = true
		case 'o':
			if k == 0 && st.settings().bundle && !w.hasUnquoted('*') && !w.hasUnquoted('[') && isBundle(st.level(), t) {
				var flags []Elem
				flags, k = bundleElems(words, t, st.level())
				out = append(out, flags...)
				continue
			}
			e, err := operandElem(w, true)
			if err != nil {
				return nil, err
			}
			out = append(out, e)
			st.sawOperand(e.Text, e.Kind == ElemLiteral && !e.Tilde)
		default:
			e, next, err := flagElem(words, k, &st)
			if err != nil {
				return nil, err
			}
			out = append(out, e)
			k = next
		}
	}
	return out, nil
}

// bundleElems reads tar's first word written without a dash (xzf): one
// flag per letter, the letters that take a value taking the next words in
// order. It returns the index of the last word used.
func bundleElems(words []pword, t string, lv *progSpec) ([]Elem, int) {
	var out []Elem
	next := 1
	for i := 0; i < len(t); i++ {
		name := "-" + t[i:i+1]
		e := Elem{Kind: ElemFlag, Text: name}
		if def := lv.flag(name); def.value == valueRequired && next < len(words) {
			if v, err := valueElem(words[next]); err == nil {
				e.Value = &v
				next++
			}
		}
		out = append(out, e)
	}
	return out, next - 1
}

// flagElem reads the flag at words[k] and, when it takes one, its value;
// it returns the index of the last word used.
func flagElem(words []pword, k int, st *optState) (Elem, int, *PatternError) {
	w := words[k]
	t := w.text()
	if eq := strings.IndexByte(t, '='); eq >= 0 {
		name := w.slice(0, eq)
		if err := checkFlagName(name); err != nil {
			return Elem{}, k, err
		}
		v, err := valueElem(w.slice(eq+1, len(w.chars)))
		if err != nil {
			return Elem{}, k, err
		}
		if def, _ := patternFlagArity(st.level(), name.text()); def != nil && def.stop {
			st.ended = true
		}
		return Elem{Kind: ElemFlag, Text: name.text(), Value: &v}, k, nil
	}
	if err := checkFlagName(w); err != nil {
		return Elem{}, k, err
	}
	e := Elem{Kind: ElemFlag, Text: t}
	def, at := patternFlagArity(st.level(), t)
	switch {
	case at >= 0:
		v, err := valueElem(w.slice(at, len(w.chars)))
		if err != nil {
			return Elem{}, k, err
		}
		e.Text, e.Value = t[:at], &v
	case def != nil && def.value == valueCommand && k+1 < len(words) && !strings.HasPrefix(words[k+1].text(), "-") &&
		!(len(words[k+1].chars) == 2 && words[k+1].unquoted(0, '*') && words[k+1].unquoted(1, '*')):
		n := words[k+1]
		return Elem{}, k, patErr(CodeExecCommand, n.pos, n.raw, "the command "+t+" runs is read as a part of its own",
			"end the pattern at "+t+", and write a rule for the command itself")
	case def != nil && def.value == valueRequired && k+1 < len(words):
		next := words[k+1]
		nt := next.text()
		if strings.HasPrefix(nt, "-") || (len(next.chars) == 2 && next.unquoted(0, '*') && next.unquoted(1, '*')) {
			break
		}
		v, err := valueElem(next)
		if err != nil {
			return Elem{}, k, err
		}
		e.Value = &v
		k++
	}
	if def != nil && def.stop {
		st.ended = true
	}
	return e, k, nil
}

// patternFlagArity finds how the table reads a flag written in a pattern
// without "=": the definition of the flag that takes a value (or the last
// one), and, for combined short flags whose value is attached (-C/repo),
// the byte offset of the value (-1 when none).
func patternFlagArity(lv *progSpec, t string) (*flagDef, int) {
	switch {
	case lv.style == styleUnknown:
		return nil, -1
	case strings.HasPrefix(t, "--") || lv.style == styleSingle:
		return lv.lookup(t), -1
	}
	if len(t) > 2 {
		if def := lv.flag(t); def != nil {
			return def, -1
		}
	}
	var last *flagDef
	for k := 1; k < len(t); k++ {
		def := lv.lookup("-" + t[k:k+1])
		if def == nil {
			continue
		}
		last = def
		if def.value == valueRequired {
			if k+1 < len(t) {
				return def, k + 1
			}
			return def, -1
		}
	}
	return last, -1
}

// checkFlagName refuses flag names with wildcards or classes.
func checkFlagName(w pword) *PatternError {
	if w.hasUnquoted('*') || w.hasUnquoted('[') || w.hasUnquoted('?') {
		return patErr(CodeBadFlag, w.pos, w.raw, "a flag's name cannot hold a wildcard or a class",
			"name the flag exactly (-f, --force), or use ** to allow any flags")
	}
	if len(w.chars) < 2 {
		return patErr(CodeBadFlag, w.pos, w.raw, "a flag needs a name after its dashes", "write the flag, such as --force")
	}
	return nil
}

// valueElem reads the element a flag's value must match.
func valueElem(w pword) (Elem, *PatternError) {
	e, err := operandElem(w, true)
	if err == nil && e.Kind == ElemStarStar {
		return e, patErr(CodeBadFlag, w.pos, w.raw, "a flag has one value: ** cannot stand for it",
			"write * for any value")
	}
	return e, err
}

// operandElem reads a word that matches an operand (or a program, a value,
// a redirection target): *, **, [class], NAME=ELEM (when kv), a glob, or a
// literal.
func operandElem(w pword, kv bool) (Elem, *PatternError) {
	t := w.text()
	n := len(w.chars)
	switch {
	case n == 1 && w.unquoted(0, '*'):
		return Elem{Kind: ElemStar}, nil
	case n == 2 && w.unquoted(0, '*') && w.unquoted(1, '*'):
		return Elem{Kind: ElemStarStar}, nil
	case n >= 2 && w.unquoted(0, '[') && w.unquoted(n-1, ']'):
		return classElem(w)
	}
	if kv {
		if e, ok, err := keyValueElem(w); ok || err != nil {
			return e, err
		}
	}
	if w.hasUnquoted('[') {
		return Elem{}, patErr(CodeBadClass, w.pos, w.raw, "a [class] must be a whole word",
			"quote the brackets for a literal ('a[1]'), or write the class alone: [device]")
	}
	if w.hasUnquoted('?') {
		return Elem{}, patErr(CodeBadGlob, w.pos, w.raw, "? is not a wildcard in patterns",
			"use * inside a word, or quote the ? for a literal")
	}
	tilde := w.unquoted(0, '~')
	if tilde && n > 1 && !w.unquoted(1, '/') {
		return Elem{}, patErr(CodeTildeUser, w.pos, w.raw, "only ~ and ~/… are read as the home directory",
			"write the full path, or quote the ~ for a literal")
	}
	if !w.hasUnquoted('*') {
		return Elem{Kind: ElemLiteral, Text: t, Tilde: tilde}, nil
	}
	if w.hasQuoted('*') {
		return Elem{}, patErr(CodeBadGlob, w.pos, w.raw, "a word cannot mix a literal * with a wildcard *",
			"match the word with a wildcard alone")
	}
	for i := 0; i+2 < n; i++ {
		if w.unquoted(i, '*') && w.unquoted(i+1, '*') && w.unquoted(i+2, '*') {
			return Elem{}, patErr(CodeBadGlob, w.pos, w.raw, "*** inside a word means nothing more than **",
				"write * for one or more characters within a path component, ** for one or more across components")
		}
	}
	return Elem{Kind: ElemGlob, Text: t, Tilde: tilde}, nil
}

// keyValueElem reads NAME=ELEM when ELEM is a wildcard, glob or class
// (of=[device]); ok is false when the word is not one.
func keyValueElem(w pword) (Elem, bool, *PatternError) {
	k := -1
	for i, c := range w.chars {
		if c.b == '=' && !c.quoted {
			k = i
			break
		}
	}
	if k <= 0 || k == len(w.chars)-1 || !validKeyName(w.slice(0, k).text()) {
		return Elem{}, false, nil
	}
	v, err := operandElem(w.slice(k+1, len(w.chars)), false)
	if err != nil {
		return Elem{}, false, err
	}
	switch v.Kind {
	case ElemLiteral:
		return Elem{}, false, nil
	case ElemStarStar:
		return Elem{}, false, patErr(CodeBadGlob, w.pos, w.raw, "NAME=** means nothing more than NAME=*",
			"write NAME=* for any value")
	}
	return Elem{Kind: ElemKeyValue, Text: w.slice(0, k).text(), Value: &v}, true, nil
}

// validKeyName reports whether s can be the NAME of NAME=ELEM.
func validKeyName(s string) bool {
	if s == "" || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '.' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// classElem reads [name] or [name:arg].
func classElem(w pword) (Elem, *PatternError) {
	t := w.text()
	inner := t[1 : len(t)-1]
	name, arg, hasArg := strings.Cut(inner, ":")
	def, ok := lookupClass(name)
	if !ok {
		return Elem{}, patErr(CodeUnknownClass, w.pos, w.raw, "there is no class ["+name+"]",
			unknownClassHint(name))
	}
	if def.Arg == "" && hasArg {
		return Elem{}, patErr(CodeBadClassArg, w.pos, w.raw, "the class ["+name+"] takes no argument",
			"write ["+name+"]")
	}
	if def.Arg != "" {
		if !hasArg || arg == "" {
			return Elem{}, patErr(CodeBadClassArg, w.pos, w.raw, "the class ["+name+"] needs an argument",
				"write ["+name+":"+def.Arg+"]")
		}
		norm, msg := def.checkArg(arg)
		if msg != "" {
			return Elem{}, patErr(CodeBadClassArg, w.pos, w.raw, msg, "write ["+name+":"+def.Arg+"]")
		}
		arg = norm
	}
	return Elem{Kind: ElemClass, Class: name, Arg: arg}, nil
}
