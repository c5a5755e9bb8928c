package patterns

import (
	"path"
	"regexp"
	"strings"
)

// guardName is the name ozdesk's executable, store and processes go by.
const guardName = "ozdesk"

// judgeOzdesk is [ozdesk]: a word that names ozdesk itself: its literal
// text holds "ozdesk" (certainly); it is a pattern (pkill's and pgrep's
// regular expressions, killall -r) that matches the name, or a command
// substitution whose text names it ($(pidof ozdesk), $(which ozdesk))
// (might). A parameter the line does not set is not taken to name it:
// `kill "$pid"` is everyday work; one the line sets from such a
// substitution names it as the substitution does (fx39a: `O=$(command -v
// ozdesk); cp /bin/true "$O"`).
func judgeOzdesk(_ string, w Word, ctx *Context) Judgement {
	if v, ok := w.Literal(); ok {
		if strings.Contains(v, guardName) || killallFoldsName(v, w, ctx) {
			return Judgement{Might: true, Certainly: true}
		}
		return Judgement{Might: regexNames(v)}
	}
	if segsNameOzdesk(w.Segs) {
		return Judgement{Might: true}
	}
	for _, f := range varForms(w, ctx) {
		if segsNameOzdesk(f.Segs) {
			return Judgement{Might: true}
		}
	}
	// killall's or pidof's name not known (fx49s, rt48 A1).
	return judgeUnknownSearch(w, ctx)
}

// segsNameOzdesk reports whether a word that is not literal names ozdesk
// in its known text or in a command substitution ($(which ozdesk),
// $(pgrep desk)).
func segsNameOzdesk(segs []Seg) bool {
	for _, s := range segs {
		if (s.Kind == SegLit || s.Kind == SegSubst) && strings.Contains(s.Text, guardName) {
			return true
		}
		if s.Kind == SegSubst && substFindsOzdesk(s.Text) {
			return true
		}
	}
	return false
}

// judgeOzdeskProcess is [ozdesk-process]: a word that, as pkill, pgrep or
// killall -r read it, picks ozdesk's processes: what [ozdesk] names, and
// any pattern matching part of ozdesk's name or command line, since these
// search the name anywhere (`pkill desk`, `pkill -f oz`).
func judgeOzdeskProcess(arg string, w Word, ctx *Context) Judgement {
	if j := judgeOzdesk(arg, w, ctx); j.Might {
		return j
	}
	if v, ok := w.Literal(); ok {
		if operandPatternNames(v) {
			return Judgement{Might: true}
		}
		return selectedPatternNames(v, w, ctx)
	}
	// An unquoted glob that matches no file reaches the program as it is
	// written (bash's default): pkill -f ozd[e]sk searches for ozd[e]sk.
	if v, ok := globText(w); ok {
		return Judgement{Might: operandPatternNames(v)}
	}
	return judgeUnknownSearch(w, ctx)
}

// operandPatternNames is processPatternNames for a word the reader took
// as an operand: one that starts with "-" stands after "--" (pkill -f --
// --wait searches for --wait).
func operandPatternNames(v string) bool {
	if strings.HasPrefix(v, "-") {
		return len(v) <= 256 && regexMatchesOzdesk(v)
	}
	return processPatternNames(v)
}

// globText returns the text of a word made of literal text and unquoted
// globs only, as written (the value it has when no file matches).
func globText(w Word) (string, bool) {
	var b strings.Builder
	glob := false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegLit:
			b.WriteString(s.Text)
		case SegGlob:
			glob = true
			b.WriteString(s.Text)
		default:
			return "", false
		}
	}
	return b.String(), glob
}

// processPatternNames reports whether v, read as pkill reads a pattern
// (an extended regular expression searched anywhere in the name, or with
// -f the command line), picks an ozdesk process. An option is none.
// An empty pattern matches every process (pkill -f with an empty pattern).
func processPatternNames(v string) bool {
	if v == "" {
		return true
	}
	if strings.HasPrefix(v, "-") || len(v) > 256 {
		return false
	}
	re, err := regexp.Compile(v)
	for _, line := range ozdeskCommandLines {
		if err == nil && (re.MatchString(guardName) || re.MatchString(line)) || err != nil && strings.Contains(line, v) {
			return true
		}
	}
	return false
}

// substFindsOzdesk reports whether a command substitution's text looks
// ozdesk's processes up: `$(pgrep desk)`, `$(pidof ozdesk)`, whose pids a
// kill around it would then signal.
func substFindsOzdesk(text string) bool {
	switch {
	case strings.HasPrefix(text, "$(") && strings.HasSuffix(text, ")"):
		text = text[2 : len(text)-1]
	case strings.HasPrefix(text, "`") && strings.HasSuffix(text, "`") && len(text) > 1:
		text = text[1 : len(text)-1]
	}
	f := strings.Fields(text)
	if len(f) < 2 {
		return false
	}
	switch f[0] {
	case "pgrep", "pkill":
		dashes := false
		valued, _ := searchValued(f[0])
		for i := 1; i < len(f); i++ {
			w := strings.Trim(f[i], `'"`)
			if w == "--" && !dashes {
				dashes = true
				continue
			}
			if !dashes && valued(w) {
				i++ // an option's value (pgrep -P $$, -u USER) is no pattern
				continue
			}
			if onlyExpansion(w) {
				continue // $$, $!, $P: no text of the line's (issue 7: `$$` read as a pattern matched every line)
			}
			if dashes && operandPatternNames(w) || processPatternNames(w) {
				return true
			}
		}
	}
	return false
}

// onlyExpansion reports whether a word's text is one parameter
// expansion and nothing else ($$, $!, $1, $P, ${P}).
func onlyExpansion(w string) bool {
	if !strings.HasPrefix(w, "$") || len(w) < 2 {
		return false
	}
	r := w[1:]
	if strings.HasPrefix(r, "{") && strings.HasSuffix(r, "}") {
		r = r[1 : len(r)-1]
	}
	if len(r) == 1 && strings.ContainsAny(r, "$!#?-*@0123456789") {
		return true
	}
	return r != "" && validName(r)
}

// regexNames reports whether v, read as a regular expression, matches
// ozdesk's name or a command line that runs it. Go's regexp runs in
// linear time; a text that is no expression matches nothing.
func regexNames(v string) bool {
	if !strings.ContainsAny(v, ".[]*+?()|\\^$") || len(v) > 256 {
		return false
	}
	re, err := regexp.Compile(v)
	if err != nil {
		return false
	}
	for _, line := range ozdeskCommandLines {
		if re.MatchString(line) {
			return true
		}
	}
	return re.MatchString(guardName)
}

// judgeEveryProcess is [every-process]: kill's pid -1, every process the
// user may signal, the desk and the broker among them. Only the literal
// counts: a pid the line does not name (`kill -9 "$pid"`) is left alone.
func judgeEveryProcess(_ string, w Word, _ *Context) Judgement {
	if v, ok := w.Literal(); ok && v == "-1" {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// judgeOzdeskUnit is [ozdesk-unit]: a unit or service name that picks
// ozdesk's: its text holds ozdesk in any case (certainly), or it is a
// glob, quoted (systemctl matches it against the units' names) or not
// (matching no file, it reaches systemctl as written), that matches
// ozdesk.service (might). A name the line does not set is not taken to
// be it.
func judgeOzdeskUnit(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		if v, ok = globText(w); !ok {
			return Judgement{}
		}
	}
	if strings.Contains(strings.ToLower(v), guardName) {
		return Judgement{Might: true, Certainly: ok && !strings.ContainsAny(v, "*?[")}
	}
	if !strings.ContainsAny(v, "*?[") {
		return Judgement{}
	}
	for _, unit := range []string{guardName, guardName + ".service", guardName + "-broker.service"} {
		if m, err := path.Match(v, unit); err == nil && m {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// killallFoldsName reports whether v is a name killall matches in any
// case (-I, --ignore-case) that is ozdesk's (fx54e, rt53 N7: `killall
// -I OZDESK` killed the desk while `pkill -i OZDESK` asked).
func killallFoldsName(v string, w Word, ctx *Context) bool {
	if !strings.Contains(strings.ToLower(v), guardName) || ctx == nil {
		return false
	}
	p := ctx.wordPart(&w)
	if p == nil || p.Program != "killall" {
		return false
	}
	s, _ := readProcSelect("killall", p.Args())
	return s.ignoreCase && holdsWord(s.patterns, w)
}
