package patterns

import "strings"

// optSpec describes a program's options the way getopt(3) and
// getopt_long(3) do, so the reader can tell options, their values and the
// first operand apart.
type optSpec struct {
	// short lists the one-letter options: "u:" takes a value (attached or
	// the next word), "d::" an optional value that must be attached.
	short string
	// long lists the long options without dashes: "user=" takes a value
	// (--user=X or --user X), "color?" an optional one (--color[=X]),
	// "login" none. Unique prefixes are accepted, as getopt_long does.
	long []string
	// numeric accepts -NUM, --NUM and -+NUM as an option (nice -10).
	numeric bool
	// plus accepts +x as an option too (shells: set +e, +o name).
	plus bool
	// values gives, for long options (without dashes) that take more
	// than one word, how many (bwrap --bind SRC DEST).
	values map[string]int
	// stops lists the options after which every word is an operand
	// (python's -c and -m end its option list: `python3 -m zipfile -c
	// out.zip src` gives -c to zipfile).
	stops []string
	// oneDash: a long option may be given with one dash too, by its full
	// name and its value as the next word (Open MPI's `mpirun -np 4`).
	oneDash bool
	// pflag: Go's pflag (cobra: docker, kubectl) reads a one-letter
	// option's attached value after "=" (-v=/:/host is -v /:/host, where
	// getopt gives "=/:/host").
	pflag bool
}

// opt is one option found in a command's words.
type opt struct {
	name    string // "-u", "--user", or "-#" for -NUM
	value   string // its value, when it took one and the value is literal
	word    int    // index of the word holding the option
	valWord int    // index of the word holding its value (word when attached)
	valAt   int    // where the value starts in valWord's literal text
	hasVal  bool
	dynamic bool // its value is not literal
}

// optStatus says why a scan stopped.
type optStatus int

const (
	optOK      optStatus = iota // at an operand, a "--", or the end
	optUnknown                  // at an option the spec does not know
	optDynamic                  // at a word that is not literal and might be an option
	optMissing                  // an option's value is missing
)

// optScan is the result of scanning words for options.
type optScan struct {
	opts   []opt
	next   int // index of the first operand (after a "--")
	status optStatus
}

// has reports whether any of names was given.
func (s optScan) has(names ...string) bool {
	for _, o := range s.opts {
		for _, n := range names {
			if o.name == n {
				return true
			}
		}
	}
	return false
}

// scan reads options from words[from:], stopping at the first operand.
func (sp *optSpec) scan(words []Word, from int) optScan {
	res := optScan{next: from}
	for i := from; i < len(words); i++ {
		lit, tail := litPrefix(words[i])
		switch {
		case lit == "--" && !tail:
			res.next = i + 1
			return res
		case lit == "" && tail && !isProcSubstWord(words[i]):
			res.next, res.status = i, optDynamic
			return res
		case lit == "" || len(lit) < 2 || !(lit[0] == '-' || sp.plus && lit[0] == '+'):
			if tail && lit == "-" {
				res.next, res.status = i, optDynamic
				return res
			}
			res.next = i
			return res
		}
		var st optStatus
		if sp.numeric && !tail && isAdjustment(lit) {
			res.opts = append(res.opts, opt{name: "-#", word: i, value: lit[1:], hasVal: true, valWord: i, valAt: 1})
			res.next = i + 1
			continue
		}
		if strings.HasPrefix(lit, "--") {
			i, st = sp.longOpt(words, i, lit[2:], tail, &res)
		} else if sp.oneDash && !tail && sp.longExact(lit[1:]) {
			i, st = sp.longOpt(words, i, lit[1:], tail, &res)
		} else {
			i, st = sp.shortOpts(words, i, lit, tail, &res)
		}
		if st != optOK {
			res.status = st
			return res
		}
		res.next = i + 1
		if n := len(res.opts); n > 0 && contains(sp.stops, res.opts[n-1].name) {
			return res
		}
	}
	res.next = len(words)
	return res
}

// litPrefix returns the literal text a word starts with, and whether more
// (not literal) follows it.
func litPrefix(w Word) (string, bool) {
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind != SegLit {
			return b.String(), true
		}
		b.WriteString(s.Text)
	}
	return b.String(), false
}

// longOpt reads --name[=value] at words[i]; body is the text after the
// dashes and tail says a part that is not literal follows it. It returns
// the index of the last word it used.
func (sp *optSpec) longOpt(words []Word, i int, body string, tail bool, res *optScan) (int, optStatus) {
	name, val, hasEq := strings.Cut(body, "=")
	if !hasEq && tail {
		return i, optDynamic
	}
	arity, full, ok := sp.findLong(name)
	if !ok {
		return i, optUnknown
	}
	o := opt{name: "--" + full, word: i}
	switch {
	case hasEq:
		if arity == 0 {
			return i, optUnknown
		}
		o.hasVal, o.value, o.dynamic = true, val, tail
		o.valWord, o.valAt = i, len("--")+len(name)+1
	case arity == 1:
		n := max(1, sp.values[full])
		if i+n >= len(words) {
			return i, optMissing
		}
		i++
		o.hasVal, o.valWord = true, i
		o.value, o.dynamic = literalOr(words[i])
		i += n - 1
	}
	res.opts = append(res.opts, o)
	return i, optOK
}

// longExact reports whether name, without a value, is a long option's
// full name.
func (sp *optSpec) longExact(name string) bool {
	for _, l := range sp.long {
		if strings.TrimRight(l, "=?") == name {
			return true
		}
	}
	return false
}

// findLong finds a long option by name or unique prefix: its arity (0 none,
// 1 required, 2 optional) and its full name.
func (sp *optSpec) findLong(name string) (arity int, full string, ok bool) {
	found := 0
	for _, l := range sp.long {
		n, a := l, 0
		switch {
		case strings.HasSuffix(l, "="):
			n, a = l[:len(l)-1], 1
		case strings.HasSuffix(l, "?"):
			n, a = l[:len(l)-1], 2
		}
		if n == name {
			return a, n, true
		}
		if strings.HasPrefix(n, name) && name != "" {
			found++
			arity, full = a, n
		}
	}
	return arity, full, found == 1
}

// shortOpts reads a cluster of one-letter options (-abc, -uroot, -u root)
// at words[i], returning the index of the last word it used.
func (sp *optSpec) shortOpts(words []Word, i int, lit string, tail bool, res *optScan) (int, optStatus) {
	for j := 1; j < len(lit); j++ {
		c := lit[j]
		k := strings.IndexByte(sp.short, c)
		if c == ':' || c == '+' || k < 0 {
			return i, optUnknown
		}
		o := opt{name: string(lit[0]) + string(c), word: i}
		takes := k+1 < len(sp.short) && sp.short[k+1] == ':'
		optional := takes && k+2 < len(sp.short) && sp.short[k+2] == ':'
		if !takes {
			res.opts = append(res.opts, o)
			continue
		}
		rest, at := lit[j+1:], j+1
		if sp.pflag && strings.HasPrefix(rest, "=") && (len(rest) > 1 || tail) {
			rest, at = rest[1:], j+2
		}
		switch {
		case rest != "" || tail:
			o.hasVal, o.value, o.dynamic = true, rest, tail
			o.valWord, o.valAt = i, at
		case optional:
		case i+1 == len(words):
			return i, optMissing
		default:
			i++
			o.hasVal, o.valWord = true, i
			o.value, o.dynamic = literalOr(words[i])
		}
		res.opts = append(res.opts, o)
		return i, optOK
	}
	if tail {
		return i, optDynamic
	}
	return i, optOK
}

// literalOr returns a word's literal value, or its source and true when it
// is not literal.
func literalOr(w Word) (string, bool) {
	if s, ok := w.Literal(); ok {
		return s, false
	}
	return w.Raw, true
}

// isAdjustment reports whether an option is nice's legacy -NUM, --NUM
// or -+NUM (an adjustment of NUM, -NUM or +NUM).
func isAdjustment(lit string) bool {
	if len(lit) > 2 && (lit[1] == '-' || lit[1] == '+') {
		return isDigits(lit[2:])
	}
	return isDigits(lit[1:])
}

// isDigits reports whether s is a non-empty run of ASCII digits.
func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// valueWord returns the word holding an option's value, cut to the value
// when it is attached (--command=STRING, -cSTRING). exact says the words'
// spans map exactly into the source, so the cut word's span can move too.
func valueWord(words []Word, o opt, exact bool) Word {
	w := words[o.valWord]
	if o.valAt == 0 {
		return w
	}
	lit, _ := litPrefix(w)
	return trimWordPrefix(w, lit[:o.valAt], exact)
}

// find returns the last option named one of names, and whether there is one.
func (s optScan) find(names ...string) (opt, bool) {
	for i := len(s.opts) - 1; i >= 0; i-- {
		for _, n := range names {
			if s.opts[i].name == n {
				return s.opts[i], true
			}
		}
	}
	return opt{}, false
}
