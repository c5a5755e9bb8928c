package patterns

import (
	"cmp"
	"path"
	"slices"
	"strings"
	"unicode"
)

// What a runner runs is read where it is on disk (issue 7, rt48 B1): the
// script of a package.json `npm run fmt` runs (body_npm.go), the alias
// `git wipe` expands to (body_gitalias.go), the file `bash
// scripts/cleanup.sh` runs (body_script.go), the recipe of `make tidy`
// (body_make.go), and the tasks of just, go-task, composer and poe
// (body_just.go, body_taskfile.go, body_composer.go, body_poe.go), and
// those of deno, mise, pixi, devbox and cargo-make (body_tasksteps.go),
// the scripts of pdm, rye and hatch (body_pycall.go). Each body is a shell command string, judged by the
// same defaults as `sh -c BODY` is, in the directory it runs in.
//
// A body is judged by the whole policy, the operators' rules included
// (body_operator.go), and it can only add certain evidence: a part of it
// that certainly hits a default or an operator's refuse or ask rule makes
// the runner ask (or refuse) with that rule, the reason saying
// where the body came from, the evidence pointing at the runner's word.
// A body that is unreadable, or that only might hit a default, changes
// nothing: without the file the runner is judged by its words alone, as
// it was before bodies were read; cmd.guard-tamper is the exception
// (body_guard.go), and so is a part whose program word is computed
// (body_computed.go). Reading is bounded (the file's size,
// the bodies judged in one evaluation, how deep a body calling another
// is followed, a cycle guard); a bound reached leaves the runner as it
// was, but for a script a shell runs, a program file and a package.json
// past their size bound, a body past the depth bound (body_depth.go) or
// past the budget of bodies judged (body_budget.go), and a glob naming a script that cannot be listed, which ask by the
// floor (runnerBody.unread, rt50 A7): padding is free for whoever writes
// the file.

const (
	// bodyDepthMax is how deep a body that runs another (`npm run a`
	// whose script is `npm run b`) is followed.
	bodyDepthMax = 4
	// bodiesJudgedMax is how many bodies one evaluation judges, over
	// all its depths.
	bodiesJudgedMax = 16
	// bodyLooksMax is how many runner parts one evaluation looks up on
	// disk (a line of a thousand `npm test` parts reads no thousand
	// package.json files).
	bodyLooksMax = 32
	// bodyBytesMax bounds the bytes of all the bodies one evaluation
	// judges: at most one more command of the reader's size limit.
	bodyBytesMax = DefaultMaxBytes
	// bodyTextMax bounds a body's text: a longer one is not judged.
	bodyTextMax = 64 << 10
	// bodyShown is how much of a body the reason quotes.
	bodyShown = 80
)

// ErrNoProjectFile is [Context.ProjectFile]'s answer where there is no
// such file.
const ErrNoProjectFile = projectFileErr("no such file")

// ErrFileTooLarge is [Context.ProjectFile]'s and [Context.ScriptFile]'s
// answer (wrapped or not) where the file is larger than the bound the
// reader gave: what it runs past the bound cannot be read, and padding a
// file is free for whoever writes it (rt50 A7), so a script a shell runs
// and a package.json the manager reads its script from ask by the floor.
const ErrFileTooLarge = projectFileErr("larger than ozdesk reads")

type projectFileErr string

func (e projectFileErr) Error() string { return string(e) }

// bodyState is what the judgements of bodies within one evaluation share:
// what was spent (budget), and the chain of bodies being judged,
// outermost first (the cycle guard and the depth).
type bodyState struct {
	budget *bodyBudget
	chain  []string
	// bin is the node_modules/.bin directory a package script's PATH
	// starts with, or "" (body_npmbin.go).
	bin string
}

// bodyBudget is what one evaluation, its bodies' included, spent on
// bodies: the runner parts looked up (each reads files), the bodies
// judged, and their bytes.
type bodyBudget struct {
	looks, judged, bytes int
	// bins are the node_modules/.bin names looked up (body_npmbin.go).
	bins int
}

// runnerBody is one body a runner part runs, read from disk.
type runnerBody struct {
	// key names the body for the cycle guard: its file and name.
	key string
	// from says where it came from, for the reason ("package.json's
	// script fmt").
	from string
	// text is the body, a shell command string.
	text string
	// shown, when not "", is how the reason quotes it in text's stead.
	shown string
	// dir is the absolute directory it runs in.
	dir string
	// word is the index of the runner's word the evidence points at.
	word int
	// unread, when not "", says why what the runner runs could not be
	// read where not reading it lets anything through (a shell or a
	// program planted on disk runs it, body_npmrc.go; a file past the
	// bound, a glob naming the script that cannot be listed): the runner
	// asks by the floor with it.
	unread string
	// unreadClass is the class of the evidence of unread: a planted
	// program's (UnreadableProgram), else UnreadableBody.
	unreadClass UnreadableCode
	// bin is the node_modules/.bin directory the body's PATH starts with
	// (a package script's), or "".
	bin string
	// lines reports that text is the file as written, so a part's line
	// in it is the file's.
	lines bool
	// guessed reports that text is cut from a file of another language
	// (body_programfile.go): only its certain findings count.
	guessed bool
	// strict reports a body spelled from a SQL client's script
	// (sqlmeta_files.go): a part of it that is unreadable asks by the
	// floor, as it does on the client's line.
	strict bool
}

// bodyDecision returns d, or, when the part is allowed by a default or
// the fallback and a body it runs certainly hits a default, the ask of
// that default.
func (e *evaluation) bodyDecision(i int, part *Part, d decision) decision {
	if d.outcome != Allow || d.rule >= 0 && !e.p.rules[d.rule].Default || part.Program == "" {
		return d
	}
	ctx := e.ctxOf(i)
	if b, ok := runnerDirUnread(part, ctx); ok {
		return e.bodyUnread(part, b) // a make or npm directory not known (body_rundir.go)
	}
	if ctx.ProjectFile == nil || !path.IsAbs(ctx.Cwd) && !fedFromHere(part, ctx) {
		return d
	}
	st := ctx.bodies
	if st == nil {
		if e.bodies == nil {
			e.bodies = &bodyState{budget: &bodyBudget{}}
		}
		st = e.bodies
	}
	switch {
	case mayRunBody(part):
		if st.budget.looks >= bodyLooksMax {
			return d
		}
		st.budget.looks++
	case binProgram(part, st):
		// a bare name in a package script: its own bound, so a script of
		// many such parts spends no look a runner after them needs.
		if st.budget.bins >= bodyLooksMax {
			return d
		}
		st.budget.bins++
	default:
		return d
	}
	q, idx := bodyPart(part, ctx)       // body_part.go
	q, _ = runnerDirsResolved(q, ctx)   // body_rundir.go
	q, unread := e.cPositional(q, part) // body_cpositional.go
	if unread != "" {
		return e.bodyUnread(part, runnerBody{word: cScriptWord(q), unread: unread})
	}
	bodies := runnerBodies
	if !path.IsAbs(ctx.Cwd) {
		bodies = fedBodies // sudo -i bash < F (body_stdinshell.go)
	}
	for _, b := range bodies(q, ctx) {
		if idx != nil && b.word >= 0 && b.word < len(idx) {
			b.word = idx[b.word]
		}
		if b.unread != "" {
			return e.bodyUnread(part, b)
		}
		if len(st.chain) >= bodyDepthMax && !slices.Contains(st.chain, b.key) {
			return e.bodyUnread(part, tooDeep(b)) // body_depth.go
		}
		if slices.Contains(st.chain, b.key) || len(b.text) > bodyTextMax {
			continue // a body calling itself; a body past the bound
		}
		if st.budget.judged >= bodiesJudgedMax || st.budget.bytes+len(b.text) > bodyBytesMax {
			return e.bodyUnread(part, pastBudget(b)) // body_budget.go
		}
		st.budget.judged++
		st.budget.bytes += len(b.text)
		sub := ctx.movedTo(b.dir)
		sub.memo, sub.cmd = nil, nil
		sub.bodies = &bodyState{budget: st.budget, chain: append(slices.Clip(st.chain), b.key), bin: cmp.Or(b.bin, st.bin)}
		v := e.evaluateNested(Read(b.text), sub)
		if nd, ok := e.bodyFinding(v, b, part, sub); ok {
			return nd
		}
	}
	return d
}

// bodyFinding is the decision a body's verdict v makes of the runner
// part: the first of its parts that a rule asks about (or refuses) on
// certain evidence, or that cmd.guard-tamper asks about on any
// (body_guard.go). sub is the context the body was judged in.
func (e *evaluation) bodyFinding(v *Verdict, b runnerBody, part *Part, sub *Context) (decision, bool) {
	for k, pv := range v.Parts {
		if pv.Outcome != Allow && pv.Rule == UnreadableRule && pv.Because != nil && pv.Because.Class == string(UnreadableBody) {
			// a body running a file past the bound (`npm run big` whose
			// script is `bash big.sh`) is as unread as the file itself
			return e.bodyUnread(part, runnerBody{word: b.word, unread: printable(b.from) + " runs: " +
				shownBody(cmp.Or(b.shown, b.text)) + "; " + strings.TrimSuffix(pv.Reason, floorTail)}), true
		}
		if pv.Outcome == Allow || pv.Because == nil || pv.Rule == "" {
			continue
		}
		if bodyRunsLater(v, k) && !b.guessed {
			// a hook written, as the line's (body_later.go)
			return e.bodyUnread(part, runnerBody{word: b.word, unreadClass: UnreadableRunsLater, unread: printable(b.from) + " runs: " +
				shownBody(cmp.Or(b.shown, b.text)) + "; " + strings.TrimSuffix(pv.Reason, floorTail)}), true
		}
		if b.strict && pv.Rule == UnreadableRule {
			return e.bodyUnread(part, runnerBody{word: b.word, unread: printable(b.from) + " makes " + part.Program + " run: " +
				shownBody(b.text) + "; " + strings.TrimSuffix(pv.Reason, floorTail)}), true
		}
		if b.guessed && (pv.Rule == UnreadableRule || !pv.Because.Certain) {
			continue // text cut from another language's file: only what is certain
		}
		envMight := pv.Rule != UnreadableRule && (pv.Rule != guardTamperRule || pv.Because.Effect == "deletes") &&
			!pv.Because.Certain && envMightSpan(b.text, pv.Because.Span) // body_envmight.go
		if !envMight && (pv.Rule == UnreadableRule || !pv.Because.Certain && (pv.Rule != guardTamperRule || !guardDoubtNamed(v, pv))) {
			gv, ok := e.bodyGuard(v, k, b, sub)
			if !ok {
				if nd, ok := e.bodyComputed(v, k, b, part, sub); ok {
					return nd, true // body_computed.go
				}
				if nd, ok := e.bodyReadAgain(v, k, b, part); ok {
					return nd, true // body_readagain.go
				}
				continue
			}
			pv = gv
		} else if !pv.Because.Certain && tmuxOwnSession(v, k) {
			continue // typed into a session the body made
		}
		ri := slices.IndexFunc(e.p.rules, func(r *Rule) bool { return r.ID == pv.Rule })
		if ri < 0 || e.p.rules[ri].Over == UnreadableRule {
			continue // a refuse over the floor: what cannot be read changes nothing
		}
		because := &Because{Class: pv.Because.Class, Certain: pv.Because.Certain, Known: true, Effect: pv.Because.Effect}
		words := []int(nil)
		if b.word >= 0 && b.word < len(part.Words) {
			because.Span, words = part.Words[b.word].Span, []int{b.word}
		} else {
			because.Span, because.Within = part.Span, true
		}
		strength, where := strengthCertain, ""
		if pv.Rule == guardTamperRule {
			where = bodyWhere(b, v, k)
		}
		if !pv.Because.Certain {
			strength = strengthMight
		}
		return decision{
			outcome: pv.Outcome, rule: ri, words: words, because: because, strength: strength,
			reason: printable(b.from) + " runs: " + shownBody(cmp.Or(b.shown, b.text)) + "; " + where + pv.Reason,
		}, true
	}
	return decision{}, false
}

// bodyUnread is the floor's decision of a runner part whose body b could
// not be read (runnerBody.unread): certain, pointing at the runner's
// word, the reason saying why; the runner's words are not all it runs,
// and what it runs is not known.
func (e *evaluation) bodyUnread(part *Part, b runnerBody) decision {
	out, ri := e.floor()
	because := &Because{Class: string(cmp.Or(b.unreadClass, UnreadableBody)), Certain: true}
	if b.unreadClass == UnreadableProgram {
		because.Known, because.Effect = true, "runs"
	}
	words := []int(nil)
	if b.word >= 0 && b.word < len(part.Words) {
		because.Span, words = part.Words[b.word].Span, []int{b.word}
	} else {
		because.Span, because.Within = part.Span, true
	}
	return decision{outcome: out, rule: ri, floor: true, words: words, because: because,
		strength: strengthCertain, reason: printable(b.unread)}
}

// shownBody is a body as the reason quotes it: on one line, clipped,
// printable.
func shownBody(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > bodyShown {
		s = s[:runeStartBefore(s, bodyShown)] + "…"
	}
	return printable(s)
}

// printable is s with each rune that does not print (a control
// character, an escape, a direction mark) as "?": a body and its file's
// name are the project's text, not the defaults'.
func printable(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || unicode.IsPrint(r) {
			return r
		}
		return '?'
	}, s)
}

// bodyDir is the absolute directory dir names from cwd: "" when it is
// not literal.
func bodyDir(cwd string, w Word) string {
	v, ok := w.Literal()
	if !ok || v == "" || strings.HasPrefix(v, "~") {
		return ""
	}
	if path.IsAbs(v) {
		return path.Clean(v)
	}
	return path.Join(cwd, v)
}

// appendArgs appends words to a body as they are written, as npm and git
// pass a script's extra arguments.
func appendArgs(body string, ws []Word) string {
	for _, w := range ws {
		body += " " + w.Raw
	}
	return body
}

// fromIn names file in dir as seen from cwd, for a reason: "package.json",
// "sub/package.json".
func fromIn(cwd, dir, file string) string {
	if dir == cwd {
		return file
	}
	if rel, ok := strings.CutPrefix(dir, strings.TrimSuffix(cwd, "/")+"/"); ok {
		return rel + "/" + file
	}
	return path.Join(dir, file)
}
