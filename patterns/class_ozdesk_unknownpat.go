package patterns

import "strings"

// A process search's pattern the reader cannot know (fx49s, rt48 A1):
// `pkill -f "$(echo b3pkZXNr | base64 -d)"`, `pkill "$(printf oz)desk"`,
// `pkill -f "$P"` with P of the environment, `kill $(pgrep -f "$(printf
// 'o%sdesk' z)")`. pkill, pgrep and killall pick processes by their
// operand, and pidof by its names: an operand whose value is not known
// might be ozdesk's name or a pattern matching one of its command lines,
// so a kill by it might stop the guard, as `killall "$(echo ozdesk)"`
// and `P=ozdesk; pkill -f "$P"` already ask. What is known still decides:
// a literal pattern (`pkill -f "node server.js"`), a variable the line
// sets to literal text (`P=vite; pkill -f "$P"`, judged by its value),
// an unquoted glob (reaching the program as written), and the values of
// options (`pkill -u "$USER" node`: -u's value is a user, not a pattern).
// A kill of a pid (`kill "$pid"`, `kill $!`, `kill %1`) picks no process
// by a name and is left alone.

// searchValued returns which options take a value for a program that
// picks processes by an operand, and false for any other program:
// pkill's and killall's are killUserSpecs'; pgrep's are pkill's; pidof's
// (sysvinit, procps-ng) are -o (pids to omit) and -S (a separator).
func searchValued(prog string) (func(string) bool, bool) {
	switch prog {
	case "pkill", "pgrep":
		valued := killUserSpecs.get()["pkill"].valued
		return func(o string) bool { return valued[o] }, true
	case "killall":
		valued := killUserSpecs.get()["killall"].valued
		return func(o string) bool { return valued[o] }, true
	case "pidof":
		return func(o string) bool { return o == "-o" || o == "--omit-pid" || o == "-S" || o == "--separator" }, true
	}
	return nil, false
}

// unknownSearchOperand reports whether w is an operand (a name or a
// pattern, not an option or an option's value) of p, a pkill, pgrep,
// killall or pidof part, whose value the reader cannot know.
func unknownSearchOperand(p *Part, w Word, ctx *Context) bool {
	if p == nil {
		return false
	}
	valued, ok := searchValued(p.Program)
	if !ok {
		return false
	}
	args := p.Args()
	operands := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		v, lit := a.Literal()
		isW := a.Span == w.Span && a.Raw == w.Raw
		switch {
		case operands:
		case lit && v == "--":
			operands = true
			continue
		case lit && strings.HasPrefix(v, "--"):
			name, _, eq := strings.Cut(v, "=")
			if valued(name) && !eq {
				i++
			}
			continue
		case lit && strings.HasPrefix(v, "-") && len(v) > 1:
			if isSignalWord(v[1:]) {
				continue
			}
			for k := 1; k < len(v); k++ {
				if valued("-" + v[k:k+1]) {
					if k == len(v)-1 {
						i++ // the value is the next word
					}
					break
				}
			}
			continue
		case !lit && len(a.Segs) > 0 && a.Segs[0].Kind == SegLit && strings.HasPrefix(a.Segs[0].Text, "-"):
			continue // an option with a value not known (-u"$U", --signal="$S")
		}
		if isW {
			return unknownPattern(a, ctx)
		}
	}
	return false
}

// unknownPattern reports whether a search's operand has a value the
// reader cannot know and that might pick ozdesk: not literal, not literal
// text and unquoted globs (what the program gets when no file matches),
// not a variable every value of which the line gives as literal text;
// and of the rest, a word that is nothing but unknown parts, that holds a
// substitution (whose output is the line's own choosing: `$(printf
// oz)desk`), or whose known text alone picks ozdesk (`"$X"desk`). A
// variable of the environment beside known text that picks no ozdesk
// process is judged by that text (`pkill -f "node.*$PORT"`).
func unknownPattern(w Word, ctx *Context) bool {
	if _, ok := w.Literal(); ok {
		return false
	}
	if _, ok := globText(w); ok {
		return false
	}
	forms := varForms(w, ctx)
	if len(forms) == 0 {
		return unknownMightPick(w)
	}
	for _, f := range forms {
		if _, ok := f.Literal(); !ok && unknownMightPick(f) {
			return true
		}
	}
	return false
}

// unknownMightPick reports, for a word that is not literal, whether it is
// nothing but unknown parts, holds a substitution, or has known text that
// alone picks an ozdesk process.
func unknownMightPick(w Word) bool {
	var known strings.Builder
	for _, s := range w.Segs {
		switch s.Kind {
		case SegSubst:
			return true
		case SegLit, SegGlob:
			known.WriteString(s.Text)
		}
	}
	return known.Len() == 0 || processPatternNames(known.String())
}

// judgeUnknownSearch is the might a word of a process search gets when it
// is an operand whose value is not known (above).
func judgeUnknownSearch(w Word, ctx *Context) Judgement {
	return Judgement{Might: unknownSearchOperand(ctx.wordPart(&w), w, ctx)}
}

// stagesSearchUnknown reports whether one of a kill's searches picks
// processes by an operand whose value is not known (`kill $(pgrep -f
// "$P")`, `pidof "$N" | xargs kill`).
func stagesSearchUnknown(stages []*Part, ctx *Context) bool {
	for _, p := range stages {
		if _, ok := searchValued(p.Program); !ok {
			continue
		}
		for _, a := range p.Args() {
			if unknownSearchOperand(p, a, ctx) {
				return true
			}
		}
	}
	return false
}
