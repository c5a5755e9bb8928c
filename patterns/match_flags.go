package patterns

import "strings"

// compiledStage is a pattern stage read against a part's program: its flag
// requirements in canonical names, and its operand elements.
type compiledStage struct {
	reqs []flagReq
	// named holds every canonical name the stage's flags stand for: in
	// an allow without **, a flag of the part outside it means no match.
	named []string
	// valued are the flags the stage names with a value: in an allow,
	// every occurrence of one must have a value the stage gives it
	// (match_flagvalues.go).
	valued   []valuedFlag
	ops      []*Elem
	starStar bool
}

// namedFlag reports whether the stage names a flag of the part (under any
// of its possible canonical names).
func (cs *compiledStage) namedFlag(f *Flag) bool {
	if contains(cs.named, f.Name) {
		return true
	}
	for _, n := range f.also {
		if contains(cs.named, n) {
			return true
		}
	}
	return false
}

// flagReq is one flag element: satisfied when every name of one of its
// alternatives is present (the value, if any, on the last name).
type flagReq struct {
	elem *Elem
	alts [][]string
}

// compileStage reads a stage's flag elements with the flag tables of the
// part's program (so that a pattern with a glob or a class for its program
// reads flags the way the matched program does), tracking subcommands as
// ParsePattern does.
func compileStage(s *Stage, program string) *compiledStage {
	return compileStageIn(s, newOptState(program))
}

// compileStageIn is [compileStage] with the option reading starting at st
// (the program's table, or a table given by a test).
func compileStageIn(s *Stage, st optState) *compiledStage {
	cs := &compiledStage{}
	for k := range s.Words {
		e := &s.Words[k]
		if e.Kind != ElemFlag {
			cs.ops = append(cs.ops, e)
			if e.Kind == ElemStarStar {
				cs.starStar = true
			}
			st.sawOperand(e.Text, e.Kind == ElemLiteral && !e.Tilde)
			continue
		}
		req := flagReq{elem: e, alts: flagAlternatives(st.level(), e.Text)}
		for _, alt := range req.alts {
			for _, n := range alt {
				if !contains(cs.named, n) {
					cs.named = append(cs.named, n)
				}
			}
			if e.Value != nil && len(alt) > 0 {
				cs.valued = addValued(cs.valued, alt[len(alt)-1], e.Value)
			}
		}
		cs.reqs = append(cs.reqs, req)
		if def, _ := patternFlagArity(st.level(), e.Text); def != nil && def.stop {
			st.ended = true
		}
	}
	return cs
}

// flagAlternatives gives the canonical names a flag written in a pattern
// stands for: one alternative, or two for -abc of a program not in the
// tables (the letters -a -b -c, or the single-dash long flag -abc).
func flagAlternatives(lv *progSpec, text string) [][]string {
	long := strings.HasPrefix(text, "--")
	switch {
	case long || lv.style == styleSingle || len(text) == 2:
		canon := lv.canonical(text, lv.lookup(text))
		alts := [][]string{canon}
		for _, o := range lv.otherNames(text, canon) {
			alts = append(alts, []string{o})
		}
		return alts
	case lv.style == styleUnknown:
		if len(text) <= 2 {
			return [][]string{{text}}
		}
		letters := make([]string, 0, len(text)-1)
		for k := 1; k < len(text); k++ {
			letters = append(letters, "-"+text[k:k+1])
		}
		return [][]string{letters, {text}}
	}
	if len(text) > 2 {
		if def := lv.flag(text); def != nil {
			return [][]string{def.names()}
		}
	}
	var names []string
	for k := 1; k < len(text); k++ {
		name := "-" + text[k:k+1]
		names = append(names, lv.canonical(name, lv.lookup(name))...)
	}
	return [][]string{names}
}

// satisfy reports whether a reading has a flag requirement's names (with
// the value matching), and the words that hold them.
func (m *matcher) satisfy(req *flagReq, r *Reading) ([]int, bool) {
	for _, alt := range req.alts {
		var words []int
		ok := true
		for k, name := range alt {
			var need *Elem
			if k == len(alt)-1 {
				need = req.elem.Value
			}
			ws, found := m.findFlag(r, name, need)
			if !found {
				ok = false
				break
			}
			words = append(words, ws...)
		}
		if ok {
			return words, true
		}
	}
	return nil, false
}

// findFlag finds a flag of the reading by canonical name whose value
// matches need (nil: any value or none).
func (m *matcher) findFlag(r *Reading, name string, need *Elem) ([]int, bool) {
	for k := range r.Flags {
		f := &r.Flags[k]
		if f.Dynamic || (f.Name != name && !contains(f.also, name)) {
			continue
		}
		if need == nil {
			return []int{f.Word}, true
		}
		if f.Value != nil && m.value(need, f) {
			return []int{f.Word, f.ValueWord}, true
		}
	}
	return nil, false
}

// value matches a flag's value against an element, as one word.
func (m *matcher) value(need *Elem, f *Flag) bool {
	fl := wordFields(f.Value, m.ctx)
	if fl.many && envAddress(m.part, f.Value) {
		fl = fields{} // an address is one word: envAddress
	}
	if fl.many && m.mode != Might {
		// It may become no word (the flag then takes the next one) or
		// several (the rest become operands).
		return false
	}
	if fl.free {
		// As for an operand that splits: a class that reads the word's
		// text (an array filled from a secret) is asked about it too.
		if m.mode == Might && need.Kind == ElemClass && m.elemWord(need, f.Value, wordShape(f.Value, m.ctx)) {
			return true
		}
		return m.elemWord(need, m.anyOne(), anyShape)
	}
	return m.elemWord(need, f.Value, wordShape(f.Value, m.ctx))
}

// reading matches a compiled stage against one reading of the part.
func (m *matcher) reading(cs *compiledStage, r Reading) ([]int, bool) {
	var words []int
	unsatisfied := 0
	var missing *flagReq // the last flag requirement not met
	for k := range cs.reqs {
		ws, ok := m.satisfy(&cs.reqs[k], &r)
		if ok {
			words = append(words, ws...)
		} else {
			unsatisfied++
			missing = &cs.reqs[k]
		}
	}
	if m.mode != Might && unsatisfied > 0 {
		return nil, false
	}
	if m.mode == Certainly && (!m.everyValue(cs, &r) || !m.reachHeld(cs, &r)) {
		return nil, false
	}
	if m.mode == Certainly && len(cs.valued) > 0 && (scopeMoved(cs, m.part, &r) || m.pinDoubted(cs, &r) || m.clusterKindLoose(cs, &r)) {
		return nil, false // the value is read against a scope the line chose (match_scope.go, match_scope_widen.go, match_scope_cluster.go)
	}
	var buf [8]opView // most parts have few operands
	views := m.views(&r, buf[:0])
	if m.mode != Might {
		if m.mode == Certainly && !cs.starStar {
			for _, f := range r.Flags {
				if f.Dynamic || !cs.namedFlag(&f) {
					return nil, false
				}
			}
		}
		ws, ok := m.operands(cs.ops, views)
		return append(words, ws...), ok
	}
	wild := false
	for _, f := range r.Flags {
		wild = wild || f.Dynamic
	}
	var oneFlagLike []int
	for k, v := range views {
		wild = wild || (v.many && v.flagLike)
		if v.one && v.flagLike {
			oneFlagLike = append(oneFlagLike, k)
		}
	}
	if wild && unsatisfied > 0 && m.partReadUnmet(cs, &r, views) {
		return nil, false
	}
	if unsatisfied == 0 || wild {
		ws, ok := m.operands(cs.ops, views)
		return append(words, ws...), ok
	}
	// A word of unknown value that might be a flag can stand for the
	// missing flags, but is then not an operand.
	for _, k := range oneFlagLike {
		if unsatisfied == 1 && !m.tailMayBeValue(missing, views[k].idx) {
			continue
		}
		views[k].forced = true
		ws, ok := m.operands(cs.ops, views)
		views[k].forced = false
		if ok {
			return append(append(words, ws...), views[k].idx), true
		}
	}
	return nil, false
}

// tailMayBeValue reports whether word wi, of unknown value, might be the
// flag req with its value: a word whose known text ends it ("$API_URL/health")
// can only be the flag with a value that ends so (`-X…/health`, never
// `-X DELETE`), and a class value is judged as such a word.
func (m *matcher) tailMayBeValue(req *flagReq, wi int) bool {
	need := req.elem.Value
	if need == nil || need.Tilde {
		return true
	}
	sh := m.shape(wi)
	tail := sh[len(sh)-1]
	if need.Kind == ElemClass && partReadClass(need.Class, need.Arg) {
		// The class reads the part's own options: it is judged on the
		// word, which it finds not to be the option it wants.
		return JudgeClass(need.Class, need.Arg, Word{Span: m.part.Words[wi].Span, Segs: []Seg{{Kind: SegParam}}}, m.ctx).Might
	}
	if len(sh) < 2 || tail == "" {
		return true
	}
	switch need.Kind {
	case ElemLiteral, ElemGlob:
		return piecesMeet(m.patPieces(need), shape{"", tail})
	case ElemClass:
		// The value is a word of unknown text ending in tail; judged
		// afresh, as it is no word of the part.
		w := Word{Span: m.part.Words[wi].Span, Segs: []Seg{{Kind: SegParam}, {Kind: SegLit, Text: tail}}}
		return JudgeClass(need.Class, need.Arg, w, m.ctx).Might
	}
	return true
}

// partReadClass reports whether a class judges a flag's value by reading
// the part's words for the option itself, so that a word of unknown value
// standing in for the option is left to it: [kill-user:other] (`pkill
// "$APP"` gives no -u, so kills no other user's processes, as before
// kill-user), and so does [kill-user:all] since it is cmd.system's (fx47b):
// `pkill "$APP"` still asks, by cmd.guard-tamper, as its unknown name
// might be ozdesk's, but cmd.system leaves it alone as its doc says. So
// does [reset-branch]: `git checkout "$BRANCH"` gives no -B (fx67a).
func partReadClass(name, _ string) bool { return name == "kill-user" || name == "reset-branch" }

// anyWord returns a word of unknown value.
func anyWord() Word { return Word{Segs: []Seg{{Kind: SegParam}}} }

// anyShape is the shape of a word of unknown value. It is never modified.
var anyShape = shape{"", ""}
