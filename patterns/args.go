package patterns

import "strings"

// Flag is one flag of a part as [ReadArgs] reads it.
type Flag struct {
	// Name is the canonical name, dashes included, synonyms resolved
	// (git push -f gives "--force"). For a flag whose name is not literal
	// (-$X) it is the literal start of the word ("-").
	Name string
	// Word is the index into Part.Words of the word the flag stands in
	// (combined short flags share their word).
	Word int
	// Value is the flag's value, or nil when it has none. An attached value
	// (--x=v, -Cdir) is a sub-word of the flag's word: its Segs are exact,
	// its Raw and Span are cut from the flag word's where the cut is plain.
	Value *Word
	// ValueWord is the index into Part.Words of the word that holds the
	// value (Word itself when attached), or -1 when there is none.
	ValueWord int
	// Dynamic reports that the flag's name is not literal (-$X, --$OPT): it
	// might be any flag, and is never certainly one a pattern names.
	Dynamic bool
	// also are other canonical names the flag may have, when the
	// subcommand it belongs to is not known (git $SUB -d).
	also []string
}

// Reading is one way to read a part's words after the program: its flags
// and its operands.
type Reading struct {
	// Flags are the flags, in order.
	Flags []Flag
	// Operands are indexes into Part.Words of the operands, in order.
	// Subcommands (git push, kubectl delete) are operands. A word whose
	// value is not known and that does not start with a literal "-"
	// ("$F", $ARGS, *.o) is listed as an operand; the matcher knows it
	// might stand for flags too.
	Operands []int
	// OptionsEnd is the index into Part.Words of the first word read after
	// the options ended ("--", or a program that stops at its first
	// operand or after a flag such as python -c): no word from there on is
	// a flag. It is len(Part.Words) when the options never ended.
	OptionsEnd int
	// subs are the indexes into Part.Words of the operands that picked a
	// subcommand (git push, kubectl delete), whose flag table then reads
	// the words after them.
	subs []int
}

// ReadArgs reads the flags and operands of a part, using the flag tables
// of its program (by base name; a program not in the tables is read
// generically). Combined short flags are split (-rf is -r -f), --x=v is
// split, "--" ends the flags and is neither flag nor operand, "-" alone is
// an operand, and programs that stop reading options at their first
// operand (ssh, bash, python, java, docker run) do so.
//
// It returns one reading, or two when the arity of some flag is in doubt:
//
//   - Reading A: every flag not in the program's table takes no value, and
//     for a program not in the tables, -abc is the short flags -a -b -c.
//   - Reading B: every flag not in the table takes the next word as its
//     value when that word does not start with "-" (a short flag not in the
//     table takes the rest of its word if there is one), and for a program
//     not in the tables, -abc is one single-dash long flag.
//
// In both readings, for a program not in the tables, -abc=v is the
// single-dash long flag -abc with the value v. When the two readings are
// equal only one is returned. A tightening pattern matches when either
// reading matches; an allow only when both do.
func ReadArgs(p *Part) []Reading {
	if p == nil || len(p.Words) < 2 {
		n := 0
		if p != nil {
			n = len(p.Words)
		}
		return []Reading{{OptionsEnd: n}}
	}
	spec := programSpec(p.Program)
	if p.Program == "" {
		spec = genericSpec
	}
	a := argReader{words: p.Words, top: spec}
	a.run()
	if !a.doubt {
		return []Reading{a.r}
	}
	b := argReader{words: p.Words, top: spec, takes: true}
	b.run()
	if sameReading(a.r, b.r) {
		return []Reading{a.r}
	}
	return []Reading{a.r, b.r}
}

// optState is where option reading stands: the table of the current
// (sub)command level, whether options have ended, and how many operands the
// level has seen. Patterns are read with the same state, so that a pattern
// is read the way the command it matches is.
type optState struct {
	// at is the table of the current level: a subcommand's, or, after an
	// operand that stands where a subcommand goes but names none (a
	// dynamic word, a pattern's * or **), the union of every
	// subcommand's ([progSpec.anySubSpec]).
	at      *progSpec
	ended   bool
	operand int
	// words is how many words kind has been asked about.
	words int
}

func newOptState(program string) optState {
	if program == "" {
		return optStateAt(genericSpec)
	}
	return optStateAt(programSpec(program))
}

// optStateAt returns the state of reading at the start of a program whose
// table is top.
func optStateAt(top *progSpec) optState { return optState{at: top} }

// level returns the table of the current level. The tables are compiled
// ahead (flags_compiled.go): none is built here.
func (s *optState) level() *progSpec { return s.at }

// levelSettings are what reading needs of a level besides its flags.
type levelSettings struct {
	modes, pids, bundle, stopAtOperand, subs bool
}

// settings returns the current level's settings.
func (s *optState) settings() levelSettings {
	return levelSettings{modes: s.at.modes, pids: s.at.pids, bundle: s.at.bundle,
		stopAtOperand: s.at.stopAtOperand, subs: s.at.hasSubs()}
}

// kind tells what a word is at this point: '-' for "--", 'f' for a flag,
// 'o' for an operand. lead is the word's literal start; literal reports
// whether the whole word is literal (then lead is all of it).
func (s *optState) kind(lead string, literal bool) byte {
	s.words++
	if s.ended {
		return 'o'
	}
	if literal && lead == "--" {
		return '-'
	}
	if !strings.HasPrefix(lead, "-") || (literal && lead == "-") {
		return 'o'
	}
	if s.settings().modes && literal && isMode(lead) {
		return 'o'
	}
	if s.settings().pids && literal && s.words > 1 && isNegNumber(lead) {
		return 'o'
	}
	return 'f'
}

// sawOperand moves the state past an operand: the first operand of a level
// with subcommands picks the subcommand (and sawOperand reports that it
// did); a program that stops at its first operand stops.
func (s *optState) sawOperand(lit string, literal bool) bool {
	if s.operand == 0 && s.settings().subs {
		lv := s.level() // a subcommand's own subcommands (git stash pop)
		switch sub, ok := lv.subNamed(lit); {
		case !literal:
			s.at = lv.anySubSpec()
		case ok:
			s.at = sub
		default:
			s.at = genericSpec
		}
		return true
	}
	s.operand++
	if s.settings().stopAtOperand {
		s.ended = true
	}
	return false
}

// argReader reads one reading of a part's words.
type argReader struct {
	words []Word
	top   *progSpec
	takes bool // reading B: flags of unknown arity take a value
	doubt bool // some flag's arity was in doubt
	st    optState
	r     Reading
}

func (a *argReader) run() {
	a.st = optStateAt(a.top)
	a.r.OptionsEnd = len(a.words)
	for i := 1; i < len(a.words); i++ {
		if a.st.ended && a.r.OptionsEnd == len(a.words) {
			a.r.OptionsEnd = i
		}
		w := &a.words[i]
		lit, literal := w.Literal()
		lead := lit
		if !literal {
			lead = leadingLiteral(w)
		}
		switch a.st.kind(lead, literal) {
		case '-':
			a.st.ended = true
		case 'o':
			if i == 1 && literal && a.st.settings().bundle && isBundle(a.st.level(), lit) {
				i = a.bundle(i, lit)
				continue
			}
			a.r.Operands = append(a.r.Operands, i)
			if a.st.sawOperand(lit, literal) {
				a.r.subs = append(a.r.subs, i)
			}
		default:
			i = a.flagWord(i, lead, literal)
		}
	}
}

// leadingLiteral returns the literal text at the start of a word, up to its
// first segment that is not literal.
func leadingLiteral(w *Word) string {
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind != SegLit {
			break
		}
		b.WriteString(s.Text)
	}
	return b.String()
}

// isBundle reports whether tar's first argument is a bundle of option
// letters without a dash (tar xzf a.tgz).
func isBundle(spec *progSpec, lit string) bool {
	if lit == "" || !strings.ContainsAny(lit, "cxtruAd") {
		return false
	}
	for i := 0; i < len(lit); i++ {
		if spec.flag("-"+lit[i:i+1]) == nil {
			return false
		}
	}
	return true
}

// bundle reads tar's bundle at word i: each letter is a flag, and the
// letters that take a value take the following words in order. It returns
// the index of the last word used.
func (a *argReader) bundle(i int, lit string) int {
	next := i + 1
	for k := 0; k < len(lit); k++ {
		def := a.st.level().flag("-" + lit[k:k+1])
		f := Flag{Word: i, ValueWord: -1}
		if def.value == valueRequired && next < len(a.words) {
			f.Value, f.ValueWord = &a.words[next], next
			next++
		}
		a.emit(def.names(), f)
	}
	return next - 1
}

// emit appends a flag under each of its canonical names; the value goes
// with the last name.
func (a *argReader) emit(canon []string, f Flag) {
	if len(canon) == 1 && !f.Dynamic && a.st.level().hasUnion() {
		f.also = a.st.level().otherNames(a.written(f.Word, canon[0]), canon)
	}
	for k, name := range canon {
		g := f
		g.Name = name
		if k < len(canon)-1 {
			g.Value, g.ValueWord = nil, -1
		}
		a.r.Flags = append(a.r.Flags, g)
	}
}

// written returns the name of a flag as written in word i: the word up to
// "=", or canon when the word holds combined letters.
func (a *argReader) written(i int, canon string) string {
	lit := leadingLiteral(&a.words[i])
	name, _, _ := strings.Cut(lit, "=")
	if strings.HasPrefix(name, "--") || len(name) == 2 {
		return name
	}
	return canon
}

func sameReading(a, b Reading) bool {
	if len(a.Flags) != len(b.Flags) || len(a.Operands) != len(b.Operands) || a.OptionsEnd != b.OptionsEnd {
		return false
	}
	for i := range a.Flags {
		x, y := a.Flags[i], b.Flags[i]
		if x.Name != y.Name || x.Word != y.Word || x.ValueWord != y.ValueWord || x.Dynamic != y.Dynamic {
			return false
		}
	}
	for i := range a.Operands {
		if a.Operands[i] != b.Operands[i] {
			return false
		}
	}
	return true
}

// isNegNumber reports whether text is a negative number (-1, -4242).
func isNegNumber(text string) bool {
	return len(text) > 1 && text[0] == '-' && strings.Trim(text[1:], "0123456789") == ""
}
