package patterns

import (
	"path"
	"sort"
	"strings"
)

// MatchAt reports whether the pattern matches part cmd.Parts[i]. A
// one-stage pattern matches the part itself; an N-stage pattern matches
// some window of N consecutive stages of the part's pipeline that holds the
// part. The Match gives the parts (one per stage) and, for each, the
// indexes into Part.Words of the words the pattern matched: the program
// word, the named flags and their values, and the operands matched by
// elements other than **.
//
// In Certainly mode (allow rules) only what certainly matches matches: an
// unreadable part (Part.Unreadable set, or no literal program) never does.
// In Might mode (ask, refuse) what might match matches: a part whose
// program is not known might be any program. A nil ctx is the empty
// context. In detail:
//
//   - Flags are read by [ReadArgs]; a flag element matches when the part
//     has that flag (canonical names, any position) with a value its value
//     element matches. When the arity of a flag is in doubt, Might matches
//     when one reading does, Certainly only when every reading does. In
//     Certainly mode every occurrence of a flag the stage names with a
//     value must have a value the stage gives it (`-n staging -n prod`
//     is not `-n staging`: match_flagvalues.go).
//   - Flags the stage does not name: ignored in Might mode; in Certainly
//     mode they mean no match unless the stage has **.
//   - Operands match in order; * is one operand, ** zero or more.
//   - A literal or glob that names a path also matches an operand that
//     resolves, cleaned, to that place (match_pathword.go); in Might mode a
//     stage naming a path operand also matches the file the part reads on
//     stdin as its last operand, or in place of an operand that names a
//     descriptor (-, /dev/stdin, /dev/fd/N: match_stdin.go).
//   - A word of unknown value is read by its shape (literal pieces with
//     unknown stretches): a literal or glob certainly matches when every
//     value of the shape does, and might when some value does; ~, $HOME and
//     $PWD are resolved with ctx. An unquoted expansion or a glob may be
//     several operands (or none): in Certainly mode only ** takes it; a
//     quoted one ("$F") is one operand.
//   - In Might mode a word of unknown value that may start with "-" (and
//     stands before the end of options) may be a flag: it may be no operand,
//     and it may stand for the flags the stage requires and the part lacks
//     (a word that is one field stands for them only when it is then not
//     an operand; one taken as a flag takes no value). A flag whose name is
//     not literal (-$X) might be any flag; it is never certainly one.
//   - In Certainly mode a part whose program is a downloader (curl, wget
//     …) matches only when every operand is certainly a URL on the egress
//     list (Context.Egress): an allow never lets a download of anything
//     else through, whatever its pattern says.
//   - Redirection elements match a redirection that writes (>) or reads (<)
//     a target the element matches; a > element also matches a path the
//     part's program writes through its options or destinations (curl -o,
//     tar -x -C, cp's destination: the effects table, does.go). In Certainly mode a part that writes a
//     file no > element names does not match (/dev/null, /dev/stdout,
//     /dev/stderr and /dev/tty excepted).
func (p *Pattern) MatchAt(cmd *Command, i int, ctx *Context, mode MatchMode) (Match, bool) {
	if p == nil {
		return Match{}, false
	}
	stages, keys := p.stagesKeyed()
	if len(stages) == 0 || cmd == nil || i < 0 || i >= len(cmd.Parts) || cmd.Parts[i] == nil {
		return Match{}, false
	}
	if ctx == nil {
		ctx = &Context{}
	}
	part := cmd.Parts[i]
	if len(stages) == 1 {
		words, ok := matchStage(&stages[0], part, ctx, mode)
		if !ok {
			return Match{}, false
		}
		return Match{Parts: []int{i}, Words: [][]int{words}}, true
	}
	n := len(stages)
	pipe := part.Pipe
	if pipe.ID < 0 || pipe.Len < n {
		return Match{}, false
	}
	byStage := stagesOf(cmd, pipe)
	for start := max(0, pipe.Stage-n+1); start <= pipe.Stage && start+n <= pipe.Len; start++ {
		if !windowMayTake(stages, keys, cmd, byStage, start, i, ctx) {
			continue // a stage of the window names a program none of the parts at its place runs (match_window.go)
		}
		if m, ok := matchWindow(stages, cmd, byStage, start, i, ctx, mode); ok {
			return m, true
		}
	}
	return Match{}, false
}

// matchPart is MatchAt for one who needs only part i's stage: the
// indexes of part i's words the pattern matched and the stage that
// matched it (-1 when no stage is part i's), without the Match built.
func (p *Pattern) matchPart(cmd *Command, i int, ctx *Context, mode MatchMode) ([]int, int, bool) {
	var stages []Stage
	if p != nil {
		stages = p.stages()
	}
	if p == nil || len(stages) != 1 || cmd == nil || i < 0 || i >= len(cmd.Parts) || cmd.Parts[i] == nil || ctx == nil {
		m, ok := p.MatchAt(cmd, i, ctx, mode)
		for k, pi := range m.Parts {
			if pi == i && k < len(m.Words) {
				return m.Words[k], k, ok
			}
		}
		return nil, -1, ok
	}
	words, ok := matchStage(&stages[0], cmd.Parts[i], ctx, mode)
	return words, 0, ok
}

// stagesOf returns, per stage of the pipeline pipe stands in, the
// parts that stand there: from the index Read builds, or else by scanning
// the parts.
func stagesOf(cmd *Command, pipe PipeRef) [][]int {
	if pipe.ID < len(cmd.stages) && len(cmd.stages[pipe.ID]) == pipe.Len {
		return cmd.stages[pipe.ID]
	}
	byStage := make([][]int, pipe.Len)
	for k, q := range cmd.Parts {
		if q != nil && q.Pipe.ID == pipe.ID && q.Pipe.Stage >= 0 && q.Pipe.Stage < pipe.Len {
			byStage[q.Pipe.Stage] = append(byStage[q.Pipe.Stage], k)
		}
	}
	return byStage
}

// matchWindow matches the stages of a pattern against the pipeline stages
// from start on; the stage holding part i must match with part i.
func matchWindow(stages []Stage, cmd *Command, byStage [][]int, start, i int, ctx *Context, mode MatchMode) (Match, bool) {
	var m Match
	for k := range stages {
		cands := byStage[start+k]
		if start+k == cmd.Parts[i].Pipe.Stage {
			cands = []int{i}
		}
		found := false
		for _, c := range cands {
			if words, ok := matchStage(&stages[k], cmd.Parts[c], ctx, mode); ok {
				m.Parts = append(m.Parts, c)
				m.Words = append(m.Words, words)
				found = true
				break
			}
		}
		if !found {
			return Match{}, false
		}
	}
	return m, true
}

// matcher holds what one stage match needs: the context, the mode, the
// part, and the shapes of its words, computed once.
type matcher struct {
	ctx    *Context
	mode   MatchMode
	part   *Part
	shapes []shape
	fields []fields
	// any is a word of unknown value, for the words an unquoted
	// expansion splits into: see anyOne.
	any        *Word
	pieceCache map[*Elem][]string
	globCache  map[*Elem]pglob
	// wide: globs read widely in Certainly mode too (a default's except
	// patterns: match_glob.go).
	wide bool
	// outputFree: in Certainly mode a file the part writes through a
	// redirection need not be named (an except pattern read apart from
	// the part's output: eval_except_output.go).
	outputFree bool
}

func (m *matcher) shape(i int) shape {
	if m.shapes == nil { // made on first use: most stages fail before a word's shape is needed
		m.shapes, m.fields = m.ctx.partShapes(m.part)
	}
	if m.shapes[i] == nil {
		s := m.ctx.shapeOf(&m.part.Words[i])
		if r, ok := lineResolved(m.part, &m.part.Words[i]); ok && (r.Segs[0].Kind == SegLit && !strings.HasPrefix(r.Segs[0].Text, "-") || r.Segs[0].Kind == SegTilde) {
			// $D after D=build is one word of plain text, not split
			// (class_linevar.go; fx43e2); so is $D after D=~/sub, a path
			// below the home (lineHome).
			s = shapeOf{wordShape(r, m.ctx), wordFields(r, m.ctx)}
		}
		if s.fl.many && envAddress(m.part, &m.part.Words[i]) {
			s.fl = fields{} // an address is one word: envAddress
		}
		m.shapes[i], m.fields[i] = s.sh, s.fl
	}
	return m.shapes[i]
}

// anyOne returns the matcher's word of unknown value, made on first use
// (the evaluation's: see [Context.unknownWord]).
func (m *matcher) anyOne() *Word {
	if m.any == nil {
		m.any = m.ctx.unknownWord()
	}
	return m.any
}

func (m *matcher) fieldsOf(i int) fields {
	m.shape(i)
	return m.fields[i]
}

// matchStage matches one pattern stage against one part and returns the
// indexes of the words it matched.
// In Might mode a stage that names a path operand also matches the part
// with the file it reads on stdin as its last operand, or the file a
// descriptor it names as an operand reads (match_stdin.go).
func matchStage(s *Stage, part *Part, ctx *Context, mode MatchMode) ([]int, bool) {
	words, ok := matchStageAs(s, part, ctx, mode, false)
	if ok || mode != Might {
		return words, ok
	}
	for _, q := range stdinReadings(s, part, ctx) {
		if words, ok = matchStageAs(s, q, ctx, mode, false); ok {
			for len(words) > 0 && words[len(words)-1] >= len(part.Words) {
				words = words[:len(words)-1]
			}
			return words, true
		}
	}
	return nil, false
}

// matchExcept reports whether a default's except pattern certainly
// matches part i, its globs read widely (match_glob.go).
func (p *Pattern) matchExcept(cmd *Command, i int, ctx *Context) bool {
	if p == nil || len(p.stages()) != 1 || cmd == nil || i < 0 || i >= len(cmd.Parts) || cmd.Parts[i] == nil || ctx == nil {
		_, _, ok := p.matchPart(cmd, i, ctx, Certainly)
		return ok
	}
	_, ok := matchStageAs(&p.stages()[0], cmd.Parts[i], ctx, Certainly, true)
	return ok
}

// matchExceptOutputFree is matchExcept with the files part i writes
// through its redirections left unnamed (eval_except_output.go): only a
// one-stage pattern is read so. Its caller asks only for a part that
// writes a file through one (any other was read as matchExcept reads it).
func (p *Pattern) matchExceptOutputFree(cmd *Command, i int, ctx *Context) bool {
	if p == nil || len(p.stages()) != 1 || cmd == nil || i < 0 || i >= len(cmd.Parts) || cmd.Parts[i] == nil || ctx == nil {
		return false
	}
	_, ok := matchStageWith(&p.stages()[0], cmd.Parts[i], ctx, Certainly, true, true)
	return ok
}

// matchStageAs is matchStage; wide reads globs widely in Certainly mode.
func matchStageAs(s *Stage, part *Part, ctx *Context, mode MatchMode, wide bool) ([]int, bool) {
	return matchStageWith(s, part, ctx, mode, wide, false)
}

// matchStageWith is matchStageAs; outputFree leaves the files the part
// writes through redirections unnamed in Certainly mode.
func matchStageWith(s *Stage, part *Part, ctx *Context, mode MatchMode, wide, outputFree bool) ([]int, bool) {
	if len(part.Words) == 0 {
		return nil, false
	}
	if mode == Certainly && part.Unreadable != nil || mode != Might && part.Program == "" {
		return nil, false
	}
	// The program first: it settles most candidates without a look at
	// the words.
	if !(&matcher{ctx: ctx, mode: mode, part: part}).program(&s.Program) {
		return nil, false
	}
	if mode == Certainly && isDownloader(part.Program) && (!downloadsPinned(part, ctx) || reachAssigned(part)) {
		return nil, false
	}
	n := len(part.Words)
	if appendsItems(part) {
		part = withItems(part, ctx)
	}
	part = foundWords(part, ctx) // find_printed.go
	m := &matcher{ctx: ctx, mode: mode, part: part, wide: wide, outputFree: outputFree}
	if !m.redirs(s) {
		return nil, false
	}
	cs := ctx.compile(s, part.Program)
	readings := ctx.readArgs(part)
	csB := cs
	if len(readings) == 2 {
		csB = ctx.compileB(s, part.Program, cs)
	}
	var first []int
	matched := false
	for k, r := range readings {
		words, ok := m.reading(cs, r)
		if k == 1 && csB != cs && (!ok || mode != Might) {
			// Reading B of the part against reading B of the pattern.
			words, ok = m.reading(csB, r)
		}
		if ok && !matched {
			first, matched = words, true
		}
		if ok && mode == Might {
			break
		}
		if !ok && mode != Might {
			return nil, false
		}
	}
	if !matched {
		return nil, false
	}
	words := sortedUnique(append(first, 0))
	for len(words) > 0 && words[len(words)-1] >= n {
		words = words[:len(words)-1]
	}
	return words, true
}

// withItems returns a copy of a part run by xargs with one more word
// standing for the input items xargs appends: a word of unknown value that
// may be any number of words, flags among them; or, fed by a listing the
// reader bounds (xargs_listed.go), the words that stand for what it lists.
func withItems(p *Part, ctx *Context) *Part {
	q := *p
	items := listedItems(p, ctx)
	if items == nil {
		items = lsListed(p, ctx) // match_files_items.go
	}
	if items == nil {
		items = []Word{itemsWord()}
	}
	q.Words = append(append(make([]Word, 0, len(p.Words)+len(items)), p.Words...), items...)
	return &q
}

// program matches the stage's program element against the part's program,
// by base name, read as the part's is ([programKey]).
func (m *matcher) program(e *Elem) bool {
	if m.part.Program == "" {
		return m.mode == Might
	}
	switch e.Kind {
	case ElemStar:
		return true
	case ElemLiteral:
		return !e.Tilde && programKey(path.Base(e.Text)) == m.part.Program
	case ElemGlob:
		// zkCli* matches zkcli.sh, as the program word is read (program_key.go)
		return !e.Tilde && starMatch(strings.ToLower(path.Base(e.Text)), m.ctx.lowerProgram(m.part.Program))
	case ElemClass:
		if e.Class == "interpreter" && programNotFromStdin(m.part) {
			return false // it reads what it is fed as data (class_interp_data.go)
		}
		if e.Class == "stdin-code" {
			return stdinCode(m.part) // the part, not its program word (class_stdincode.go)
		}
		if e.Class == "git-dir-config" {
			j := gitDirConfig(m.part, m.ctx) // the part, not its program word (class_gitdirconfig.go)
			if m.mode != Might {
				return j.Certainly
			}
			return j.Might
		}
		if e.Class == "git-push-head" {
			j := gitPushHead(m.part, m.ctx) // the part, not its program word (class_pushhead.go)
			if m.mode != Might {
				return j.Certainly
			}
			return j.Might
		}
		if e.Class == "git-tree-change" {
			j := gitTreeJudged(m.part, m.ctx) // the part, not its program word (class_gittree.go)
			if m.mode != Might {
				return j.Certainly
			}
			return j.Might
		}
		j := m.ctx.judge(e.Class, e.Arg, &m.part.Words[0])
		if m.mode != Might {
			return j.Certainly
		}
		return j.Might
	}
	return false
}

// harmlessTargets are files a redirection may write without an allow rule
// naming them.
var harmlessTargets = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"/dev/null": true, "/dev/stdout": true, "/dev/stderr": true, "/dev/tty": true,
		"/dev/fd/1": true, "/dev/fd/2": true,
	}
}}

// redirs matches the stage's redirection elements. In Certainly mode a part
// that writes a file no > element names does not match (writes to
// /dev/null and the like excepted).
func (m *matcher) redirs(s *Stage) bool {
	var used []bool // what a Certainly match must find named
	if m.mode == Certainly {
		used = make([]bool, len(m.part.Redirs))
	}
	for ri := range s.Redirs {
		re := &s.Redirs[ri]
		found := false
		for k := range m.part.Redirs {
			r := &m.part.Redirs[k]
			if re.Op == "<<<" {
				if t := fedText(r); t != nil && m.elemWord(&re.Target, t, wordShape(t, m.ctx)) {
					found = true
					if used != nil {
						used[k] = true
					}
					break
				}
				continue
			}
			if (re.Op == ">" && r.Writes) || (re.Op == "<" && r.Reads) {
				if re.Op == ">" && m.spared(&re.Target, &r.Target) {
					continue
				}
				if m.elemWord(&re.Target, &r.Target, wordShape(&r.Target, m.ctx)) {
					found = true
					if used != nil {
						used[k] = true
					}
					break
				}
			}
		}
		if !found && re.Op == ">" && m.part.does != nil {
			found = m.writesThrough(re)
		}
		if !found {
			return false
		}
	}
	if m.mode == Certainly && !m.outputFree {
		for k := range m.part.Redirs {
			r := &m.part.Redirs[k]
			if used[k] || !redirWritesFile(r) {
				continue
			}
			if !m.namedWrite(s, r) {
				return false
			}
		}
	}
	return true
}

// writesThrough reports whether the element matches a path the part's
// program writes through its options or destinations (does.go). Such a
// write need not be named by an allow: its words are the part's own.
func (m *matcher) writesThrough(re *RedirElem) bool {
	for k := range m.part.does.writes {
		w := &m.part.does.writes[k]
		if a := m.part.does.archive; a != nil && k == a.at {
			// an archive at the project's top: its members, where they
			// were listed (class_archivetree.go)
			if ws, ok := archiveWrites(m.part, a, m.ctx); ok {
				for i := range ws {
					if !m.spared(&re.Target, &ws[i]) && m.elemWord(&re.Target, &ws[i], wordShape(&ws[i], m.ctx)) {
						return true
					}
				}
				continue
			}
		}
		if m.spared(&re.Target, w) {
			continue
		}
		if m.elemWord(&re.Target, w, wordShape(w, m.ctx)) {
			return true
		}
	}
	if re.Target.Kind == ElemClass && re.Target.Class == rewriteClass {
		for k := range m.part.does.rewrites {
			if w := &m.part.does.rewrites[k]; m.elemWord(&re.Target, w, wordShape(w, m.ctx)) {
				return true
			}
		}
	}
	return false
}

// rewriteClass is the one class that judges the files a part rewrites in
// place (doings.rewrites): what a file outside held is lost, while what
// the file is, and so what the other classes guard, stays.
const rewriteClass = "overwrite-outside"

// spared reports whether a write's target is an environment variable
// that a > [class] element does not take (class_env.go). Only a Might
// match needs to ask: such a word never certainly is of a class.
func (m *matcher) spared(e *Elem, w *Word) bool {
	return m.mode == Might && e.Kind == ElemClass && envSpared(e.Class, w, m.part)
}

// namedWrite reports whether some > element of the stage certainly matches
// what the redirection writes.
func (m *matcher) namedWrite(s *Stage, r *Redir) bool {
	for k := range s.Redirs {
		if re := &s.Redirs[k]; re.Op == ">" && m.elemWord(&re.Target, &r.Target, wordShape(&r.Target, m.ctx)) {
			return true
		}
	}
	return false
}

// sortedUnique sorts word indexes and drops repeats.
func sortedUnique(xs []int) []int {
	sort.Ints(xs)
	out := xs[:0]
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// fedText returns the text redirection r feeds a part: a here-string's
// word or a here-document's body, or nil for any other redirection. A
// body with no expansion is its text as bash feeds it (heredocText): read
// as a word, its `*` was a glob, which might be anything.
func fedText(r *Redir) *Word {
	switch {
	case r.Op == "<<<":
		return &r.Target
	case r.Body != nil:
		if text, ok := heredocText(*r); ok {
			w := *r.Body
			w.Segs = []Seg{{Kind: SegLit, Text: text}}
			return &w
		}
		return r.Body
	}
	return nil
}
