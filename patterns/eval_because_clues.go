package patterns

// The clues of a match: the words a matching stage's elements matched,
// and what each was matched as (a class, or the pattern's own text).

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
			if re.Target.Kind == ElemClass && re.Target.Class == rewriteClass {
				for k := range part.does.rewrites {
					add(&part.does.rewrites[k])
				}
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
