package patterns

import "strings"

// Every ask says truthfully why it asks (issue 7 §4): the word of the
// command that made the deciding rule's pattern match, what the word was
// matched as (a class, or the pattern's own text), and whether the
// pattern certainly matches or only might. Among the tightening rules of
// one outcome that match a part, the part names the one whose evidence is
// strongest: a certain match over a might, and among might-matches one
// whose word's known text points at the class over one that only its
// unknown text lets match (a redirect to ~root/.ssh/authorized_keys is
// credentials before it is a device). The outcome never changes: only the
// rule named.

// The strengths of evidence, weakest first.
const (
	// strengthMight: the pattern might match, through what is not known.
	strengthMight = 1
	// strengthLikely: the pattern might match, and the word's known text
	// points at the class: read with its unknown stretches as a plain
	// name, it is certainly of the class.
	strengthLikely = 2
	// strengthCertain: the pattern certainly matches.
	strengthCertain = 3
)

// broadDefaults are the defaults whose class holds most of the others'
// (a path outside the workdir may be the home, ozdesk's store,
// credentials; a unit stopped or a file below /etc may be ozdesk's
// own, credentials or a package source): such a default is named over a narrower one only when
// the narrower's evidence is a bare might and its own is stronger.
var broadDefaults = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"cmd.delete-outside": true, "cmd.system": true} }}

// stronger reports whether decision c (a later rule's) names a part on
// stronger evidence than d. Between the two broad defaults, a certain
// cmd.system is named over a certain cmd.delete-outside (systemOverOutside).
func (e *evaluation) stronger(c, d decision) bool {
	cb, db := e.broad(c.rule), e.broad(d.rule)
	switch {
	case cb && !db:
		return d.strength == strengthMight && c.strength >= strengthLikely
	case db && !cb:
		return !(d.strength == strengthCertain && c.strength == strengthMight)
	case cb && db && c.strength == strengthCertain && d.strength == strengthCertain:
		return e.p.rules[c.rule].ID == systemDefault && e.p.rules[d.rule].ID == outsideDefault
	}
	return c.strength > d.strength
}

// systemOverOutside: where cmd.system and cmd.delete-outside both
// certainly match a part, cmd.system names it (fx48b, rt46): the path is
// one of the machine's own, its configuration or its programs (`echo
// "nameserver 1.2.3.4" > /etc/resolv.conf`, `chmod 000 /usr/bin/sudo`,
// `mv /usr/bin/python3 /tmp/`), and what the operator must read is that
// the machine changes under everyone who uses it, not only that a file
// outside the workdir is lost; so for a delete or a move away of one of
// the machine's own files in /etc ([system-file], fx50n: `sudo rm
// /etc/resolv.conf`). A delete of data elsewhere (`rm -rf
// /var/lib/docker`, `rm -rf /etc`, `rm -rf /etc/nginx`), which cmd.system
// does not match, stays cmd.delete-outside's.
const (
	systemDefault  = "cmd.system"
	outsideDefault = "cmd.delete-outside"
)

// outsideCertain reports whether d is cmd.delete-outside's decision on
// certain evidence (systemOverOutside).
func (e *evaluation) outsideCertain(d decision) bool {
	return d.strength >= strengthCertain && d.rule >= 0 && e.p.rules[d.rule].Default && e.p.rules[d.rule].ID == outsideDefault
}

// broad reports whether rule ri is one of [broadDefaults].
func (e *evaluation) broad(ri int) bool {
	return ri >= 0 && e.p.rules[ri].Default && broadDefaults.get()[e.p.rules[ri].ID]
}

// clue is one word a stage's element matched, with how well.
type clue struct {
	w      *Word
	class  string // the class, or the element's text, or ""
	j      Judgement
	isCls  bool
	effect string
}

// evidence finds the evidence of a tightening match of part i (h) and
// how strong it is.
func (e *evaluation) evidence(h hit, i int) (*Because, int) {
	if h.pat == nil || h.stage >= len(h.pat.stages()) {
		return nil, strengthMight
	}
	ctx := e.ctxOf(i)
	var certain bool
	part := e.cmd.Parts[i]
	var words []int // the words of part to look at (for a reading as, all)
	if h.as {
		_, certain = e.matchAs(h.pat, i, ctx, surely)
		if c, _ := e.deletesAs(i); c != nil && e.matchesAsRm(h.pat) {
			part = c.Parts[0]
		} else if part.does != nil && part.does.destroyPlan {
			c, _ := e.destroysAs(i)
			part = c.Parts[0]
		}
		for k := 1; k < len(part.Words); k++ {
			words = append(words, k)
		}
	} else {
		_, _, certain = h.pat.matchPart(e.cmd, i, ctx, surely)
		words = h.words
	}
	clues := stageClues(&h.pat.stages()[h.stage], part, words, ctx)
	b := &Because{Certain: certain}
	pick := -1
	if certain {
		for k, c := range clues { // a class the word certainly is
			if c.isCls && c.j.Certainly {
				pick = k
				break
			}
		}
		for k := len(clues) - 1; pick < 0 && k >= 0; k-- { // the last word named by text
			if !clues[k].isCls && clues[k].j.Certainly {
				pick = k
			}
		}
	} else {
		for k, c := range clues { // the first word that only might be
			if !c.j.Certainly {
				pick = k
				break
			}
		}
		// Every word is what the pattern wants, yet the match is not
		// certain: the doubt is in a word no element took (a word of
		// unknown value that may be a flag), said below, or else in how
		// the words are read (a flag that may take the next word as its
		// value): the class's word says it.
		if pick < 0 && e.unknownWord(i) == nil {
			for k, c := range clues {
				if pick < 0 && c.isCls {
					pick = k
				}
			}
		}
	}
	strength := strengthMight
	var w *Word
	if pick >= 0 {
		c := clues[pick]
		w, b.Class, b.Effect = c.w, c.class, c.effect
		if certain {
			strength = strengthCertain
		} else if c.isCls && likely(c, ctx) {
			strength = strengthLikely
		}
	} else {
		w = e.unknownWord(i)
		b.Effect = stageEffect(&h.pat.stages()[h.stage])
		b.Class = anyClass(&h.pat.stages()[h.stage], ctx)
		if certain {
			strength = strengthCertain
		}
	}
	if !certain && pick >= 0 && braceNamesCertainly(clues, pick, e.unknownWord(i), ctx) {
		b.Certain, strength = true, strengthCertain // eval_because_brace.go
	}
	if b.Class == "protected" && w != nil && holdsOnly(w, ctx) {
		strength = strengthMight // a directory above the settings (eval_because_holds.go)
	}
	if b.Class == "protected" && !certain && w != nil && sysBinGlobOnly(w, ctx) {
		strength = strengthMight // a glob of the machine's programs (eval_because_binglob.go)
	}
	if b.Effect == "deletes" && gitWritesTree(e.cmd.Parts[i]) {
		b.Effect = "overwrites or deletes" // rt21d #12
	}
	b.Span = e.wordSpan(i, w)
	b.Within = w == nil || w.Span != b.Span || e.cmd.Source[b.Span.Start:b.Span.End] != w.Raw
	b.Known = !b.Within && !w.Dynamic()
	if b.Class == "protected" && !b.Known && !b.Within {
		b.Matches = protectedGlobMatches(w, ctx.Cwd, ctx)
	}
	b.Dirless = !certain && b.Known && pathClasses.get()[b.Class] && dirlessWord(w, ctx)
	if b.Class == "secret-value" {
		b.Hosts = tokenHosts(e.cmd.Parts[i], ctx)
	}
	return b, strength
}

// matchesAsRm reports whether a pattern judges deleting (its one stage's
// program is rm), so that a part matched as what it does was read as rm.
func (e *evaluation) matchesAsRm(pat *Pattern) bool {
	return len(pat.stages()) == 1 && pat.stages()[0].Program.Kind == ElemLiteral && pat.stages()[0].Program.Text == deleter
}

// stageClues lists, for a stage that matched part, the words its
// elements matched: the program word against a class, what the part
// writes (or reads) against a redirection element, and each of the given
// words against the stage's class elements, or else as named by text.
func stageClues(st *Stage, part *Part, words []int, ctx *Context) []clue {
	var out []clue
	effect := stageEffect(st)
	if st.Program.Kind == ElemClass && len(part.Words) > 0 {
		w := &part.Words[0]
		if st.Program.Class == "host-container" {
			if named, ok := hostContainerWord(part.Words[0], ctx); ok {
				w = &named // the option or mount that gives the host (rt39 E404)
			}
		}
		out = append(out, clue{w: w, class: st.Program.Class, isCls: true,
			j: programJudged(st.Program, part, ctx)})
	}
	for _, re := range st.Redirs {
		if re.Target.Kind != ElemClass {
			continue
		}
		what := "writes"
		switch re.Op {
		case "<":
			what = "reads"
		case "<<<":
			what = "runs"
		}
		add := func(w *Word) {
			if j := judgeIn(ctx, part, re.Target.Class, re.Target.Arg, w); j.Might {
				out = append(out, clue{w: w, class: re.Target.Class, j: j, isCls: true, effect: what})
			}
		}
		for k := range part.Redirs {
			r := &part.Redirs[k]
			if re.Op == "<<<" {
				if t := fedText(r); t != nil {
					add(t)
				}
				continue
			}
			if (re.Op == ">" && r.Writes) || (re.Op == "<" && r.Reads) {
				add(&r.Target)
			}
		}
		if re.Op == ">" && part.does != nil {
			for k := range part.does.writes {
				add(&part.does.writes[k])
			}
		}
	}
	for _, k := range words {
		if k <= 0 || k >= len(part.Words) {
			continue
		}
		w := &part.Words[k]
		c, ok := classClue(st, part, w, ctx)
		if !ok {
			_, lit := wordShape(w, ctx).certain()
			c = clue{w: w, class: namedAs(st, w, ctx), j: Judgement{Might: true, Certainly: lit}}
		}
		c.effect = effect
		out = append(out, c)
	}
	return out
}

// judgeIn judges a word of part against a class as the matcher does: a
// variable the line set to plain text is that text (class_linevar.go).
func judgeIn(ctx *Context, part *Part, class, arg string, w *Word) Judgement {
	if r, ok := lineResolved(part, w); ok {
		w = r
	}
	return ctx.judge(class, arg, w)
}

// classClue judges a word against the stage's class elements (operands,
// flags' and key-values' values) and returns the best judgement of a
// class it might be.
func classClue(st *Stage, part *Part, w *Word, ctx *Context) (clue, bool) {
	best, found := clue{}, false
	for k := range st.Words {
		e := &st.Words[k]
		target, word := e, *w
		if e.Value != nil {
			target = e.Value
			if e.Kind == ElemKeyValue {
				prefix := e.Text + "="
				if lit := leadingLiteral(w); len(lit) < len(prefix) || lit[:len(prefix)] != prefix {
					continue
				}
				word = subWord(*w, len(prefix))
			}
		}
		if target.Kind != ElemClass {
			continue
		}
		var j Judgement
		if e.Kind == ElemKeyValue {
			j = JudgeClass(target.Class, target.Arg, word, ctx)
		} else {
			j = judgeIn(ctx, part, target.Class, target.Arg, w)
		}
		if !j.Might || (found && (best.j.Certainly || !j.Certainly)) {
			continue
		}
		best, found = clue{w: w, class: target.Class, j: j, isCls: true}, true
	}
	return best, found
}

// namedAs returns the text of the stage's element that names a word by
// its text (a literal, a glob, a flag), or "".
func namedAs(st *Stage, w *Word, ctx *Context) string {
	sh := wordShape(w, ctx)
	lead := leadingLiteral(w)
	for _, e := range st.Words {
		switch e.Kind {
		case ElemLiteral, ElemGlob:
			if !e.Tilde && piecesMeet(globPieces(e.Text), sh) {
				return e.Text
			}
		case ElemFlag, ElemKeyValue:
			if lead != "" && (lead == e.Text || len(lead) > len(e.Text) && lead[:len(e.Text)] == e.Text) {
				return e.Text
			}
		}
	}
	for _, e := range st.Words {
		if e.Kind == ElemFlag && (len(lead) > 0 && lead[0] == '-' || w.Dynamic()) {
			// A flag spelled otherwise (-f for --force), or a word of
			// unknown value that may be the flag.
			if e.Value != nil && (e.Value.Kind == ElemLiteral || e.Value.Kind == ElemGlob) {
				return e.Text + "=" + e.Value.Text
			}
			return e.Text
		}
	}
	return ""
}

// stageEffect says what a stage's part does to the words it matched: a
// pattern whose program is rm judges deleting.
func stageEffect(st *Stage) string {
	if st.Program.Kind == ElemLiteral && st.Program.Text == deleter {
		return "deletes"
	}
	if len(st.Redirs) > 0 {
		return "writes"
	}
	return ""
}

// unknownWord returns the word of part i whose value is not known and so
// may be what a might-match stands on, when no element's word says: the
// first argument or redirection target that is not literal, or nil (the
// part itself: xargs' input items, a word the reader made).
func (e *evaluation) unknownWord(i int) *Word {
	part := e.cmd.Parts[i]
	for k := 1; k < len(part.Words); k++ {
		if part.Words[k].Dynamic() {
			return &part.Words[k]
		}
	}
	for k := range part.Redirs {
		if part.Redirs[k].Target.Dynamic() {
			return &part.Redirs[k].Target
		}
	}
	return nil
}

// wordSpan returns where word w of part i stands in the command: its own
// span, or, for a word the reader made (a path a delete was read as, an
// appended item) or one read from a nested string that does not stand as
// written in the command, the span of the part's word it came from, or
// the part's span.
func (e *evaluation) wordSpan(i int, w *Word) Span {
	part := e.cmd.Parts[i]
	src := len(e.cmd.Source)
	ok := func(s Span) bool { return s.Start >= 0 && s.Start < s.End && s.End <= src }
	if w != nil && ok(w.Span) && e.cmd.Source[w.Span.Start:w.Span.End] == w.Raw {
		return w.Span
	}
	if w != nil && ok(w.Span) {
		if k := wordIndex(part, *w); k > 0 && ok(part.Words[k].Span) {
			return part.Words[k].Span
		}
		if within := w.Span; within.Start >= part.Span.Start && within.End <= part.Span.End {
			return within
		}
	}
	if ok(part.Span) {
		return part.Span
	}
	return Span{0, src}
}

// plainReading returns a word with each stretch whose value is not known
// read as a plain name ("x"; another user's home as /home/USER): what the
// word's known text says on its own.
func plainReading(w *Word) Word {
	out := Word{Span: w.Span, Raw: w.Raw, Segs: make([]Seg, 0, len(w.Segs))}
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
		case SegTilde:
			if s.Text == "" {
				break // the home: known from the context, or judged as the home
			}
			s = Seg{Kind: SegLit, Text: "/home/" + s.Text}
		default:
			s = Seg{Kind: SegLit, Text: "x"}
		}
		out.Segs = append(out.Segs, s)
	}
	return out
}

// floorEvidence is the evidence of the floor: what in the part could
// not be read. It is certain: the part certainly cannot be read.
func (e *evaluation) floorEvidence(part *Part) (*Because, int) {
	b := &Because{Certain: true, Class: string(UnreadableProgram)}
	span := part.Span
	if part.Unreadable != nil {
		b.Class, span = string(part.Unreadable.Code), part.Unreadable.Span
		if part.Unreadable.guess {
			b.Certain = false
		}
	}
	if span.Start < 0 || span.End > len(e.cmd.Source) || span.Start >= span.End {
		span = e.wordSpan(part.Index, nil)
	}
	b.Span = span
	if !b.Certain {
		return b, strengthMight
	}
	return b, strengthCertain
}

// wholeEvidence is the floor's evidence when the command as a whole asks
// (rt22d #14): the first unreadable no part holds, its code as the class,
// its span as the word (the whole text when it has none of its own), and
// certain, as a part's floor evidence is. Nil for an empty command.
func (e *evaluation) wholeEvidence() *Because {
	for _, u := range e.cmd.Unreadable {
		if u.Part >= 0 {
			continue
		}
		span := u.Span
		if span.Start < 0 || span.End > len(e.cmd.Source) || span.Start >= span.End {
			span = Span{0, len(e.cmd.Source)}
		}
		if span.Start >= span.End {
			return nil
		}
		return &Because{Certain: true, Class: string(u.Code), Span: span, Within: span.Len() == len(e.cmd.Source) && span.Len() > 1}
	}
	return nil
}

// anyClass returns the first class of a stage's operands that a word of
// unknown value might be (what xargs' input items are matched as), or "".
func anyClass(st *Stage, ctx *Context) string {
	for _, e := range st.Words {
		if e.Kind == ElemClass && JudgeClass(e.Class, e.Arg, anyWord(), ctx).Might {
			return e.Class
		}
	}
	return ""
}

// likely reports whether a class that might be a word's is likely to
// be: the word's known text points at it (read with its unknown
// stretches as a plain name, it is of the class), its unknown stretches
// are globs (they expand to what exists, and the paths a class names,
// the home, the store, credentials, exist), or, for ozdesk's protected
// paths, it names ozdesk ("$(which ozdesk)"). A token sent ([secret-value],
// [secret-stream] only might match for a token) is certainly sent: only
// where it goes is not known.
func likely(c clue, ctx *Context) bool {
	if onlyGlobs(c.w) || JudgeClass(c.class, "", plainReading(c.w), ctx).Certainly || someBraceWord(c, ctx) {
		return true
	}
	if c.class == "secret-value" || c.class == "secret-stream" {
		return true
	}
	return c.class == "protected" && (JudgeClass("ozdesk", "", *c.w, ctx).Might || endsLikeProtected(c.w, ctx) ||
		dirlessProtected(c.w, ctx) || ozdeskVar(c.w))
}

// gitWritesTree reports whether part p is git writing another commit's
// files over the work tree (reset, restore, checkout, switch, stash):
// the paths it is read as deleting are overwritten or deleted, and the
// card says both (rt21d #12).
func gitWritesTree(p *Part) bool {
	if p.Program != "git" {
		return false
	}
	args := p.Args()
	k := gitSubcommand(args)
	if k < 0 {
		return false
	}
	v, _ := args[k].Literal()
	switch v {
	case "reset", "restore", "checkout", "switch", "stash":
		return true
	}
	return false
}

// ozdeskVar reports whether a word reads a variable whose name says it
// holds one of ozdesk's own paths ($OZDESK_DB, ${OZDESK_CONFIG}): a
// write or delete through it is likely ozdesk's store or configuration
// before any other class it might be (rt21d #12).
func ozdeskVar(w *Word) bool {
	for _, s := range w.Segs {
		for _, v := range s.ValueVars() {
			if strings.Contains(strings.ToUpper(v), "OZDESK") {
				return true
			}
		}
	}
	return false
}

// endsLikeProtected reports whether the literal text after a word's last
// unknown stretch is the end of a path ozdesk protects, from a slash on
// ("$CLAUDE_PROJECT_DIR/.claude/settings.json").
func endsLikeProtected(w *Word, ctx *Context) bool {
	tail := ""
	for _, s := range w.Segs {
		if s.Kind == SegLit {
			tail += s.Text
		} else {
			tail = ""
		}
	}
	if !strings.HasPrefix(tail, "/") || len(tail) < 2 {
		return false
	}
	for _, p := range ctx.ProtectedPaths() {
		if strings.HasSuffix(p, tail) {
			return true
		}
	}
	return false
}

// onlyGlobs reports whether what is not known of a word is only globs
// (a brace expansion is known alternatives, not what exists).
func onlyGlobs(w *Word) bool {
	some := false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
		case SegGlob:
			some = true
		case SegTilde:
			if s.Text != "" {
				return false
			}
		case SegParam:
			if s.Text != "HOME" {
				return false
			}
		default:
			return false
		}
	}
	return some
}

// programJudged is how a stage's program class judges part: the classes
// that judge the whole part (the repository's looks: match.go) by the
// part, the others by its program word.
func programJudged(e Elem, part *Part, ctx *Context) Judgement {
	switch e.Class {
	case "git-tree-change":
		return gitTreeJudged(part, ctx)
	case "git-push-head":
		return gitPushHead(part, ctx)
	}
	return ctx.judge(e.Class, e.Arg, &part.Words[0])
}
