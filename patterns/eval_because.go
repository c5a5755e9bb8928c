package patterns

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
