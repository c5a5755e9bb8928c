package patterns

import (
	"regexp"
	"strings"
)

// ereToGo rewrites a POSIX extended regular expression as pkill, pgrep
// and killall -r read it (glibc's regcomp) into Go's syntax: a backslash
// before a letter Go does not know stands for the letter itself
// (`o\zdesk` is ozdesk to glibc, Go's `\z` is the end of the text),
// GNU's `\<` and `\>` are word boundaries, `\'` and “\`” the ends of the
// text, and inside a bracket expression a backslash is itself. ok is
// false for what Go cannot say (a back-reference `\1`) or a text over
// 256 bytes; the caller then reads the pattern as it did before.
func ereToGo(v string) (string, bool) {
	if len(v) > 256 {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '[':
			j := ereBracketEnd(v, i)
			if j < 0 {
				return "", false
			}
			b.WriteString(strings.ReplaceAll(v[i:j+1], `\`, `\\`))
			i = j
		case c == '\\' && i+1 < len(v):
			i++
			n := v[i]
			switch {
			case strings.IndexByte("bBwWsS", n) >= 0:
				b.WriteByte('\\')
				b.WriteByte(n)
			case n == '<' || n == '>':
				b.WriteString(`\b`)
			case n == '\'':
				b.WriteString(`\z`)
			case n == '`':
				b.WriteString(`\A`)
			case n >= '1' && n <= '9':
				return "", false // a back-reference
			case n >= 'a' && n <= 'z' || n >= 'A' && n <= 'Z' || n >= '0' && n <= '9':
				b.WriteByte(n)
			default:
				b.WriteString(regexp.QuoteMeta(string(n)))
			}
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), true
}

// ereBracketEnd returns the index of the ] closing the bracket expression
// that opens at v[i], or -1: a ] first (after an optional ^) is a member,
// and [:class:], [=x=], [.x.] hold their own.
func ereBracketEnd(v string, i int) int {
	j := i + 1
	if j < len(v) && v[j] == '^' {
		j++
	}
	if j < len(v) && v[j] == ']' {
		j++
	}
	for ; j < len(v); j++ {
		switch {
		case v[j] == '[' && j+1 < len(v) && strings.IndexByte(":=.", v[j+1]) >= 0:
			end := strings.Index(v[j+2:], string(v[j+1])+"]")
			if end < 0 {
				return -1
			}
			j += 2 + end + 1
		case v[j] == ']':
			return j
		}
	}
	return -1
}

// compileERE compiles a pkill pattern read as glibc reads it (ereToGo),
// in any case with fold, whole with exact; nil where it cannot.
func compileERE(v string, fold, exact bool) *regexp.Regexp {
	g, ok := ereToGo(v)
	if !ok {
		return nil
	}
	if exact {
		g = "^(?:" + g + ")$"
	}
	if fold {
		g = "(?i)" + g
	}
	re, err := regexp.Compile(g)
	if err != nil {
		return nil
	}
	return re
}

// matchesNameAt reports whether re matches text with a match that covers
// some of its first n bytes (the program's name in a command line: `tmux:
// server` is picked by `tmux: server`, not by `server`).
func matchesNameAt(re *regexp.Regexp, text string, n int) bool {
	for _, m := range re.FindAllStringIndex(text, 4) {
		if m[0] < n && m[1] > m[0] {
			return true
		}
	}
	return false
}

// selectedPatternNames is [ozdesk-process] for a literal pattern of a
// pkill or pgrep read with its options (fx53b, rt50 A4): in any case with
// -i/--ignore-case (`pkill -i OZDESK`, `pkill -f OzDesk --ignore-case`,
// certain where its text is ozdesk's name), as glibc reads an extended
// expression (`o\zdesk`), and with -f against the command lines of the
// ozdesk processes running now (`pkill -f 'store/desk.db'`, `\bdesk`,
// a path of the desk's: certain). A pattern its part does not take as
// one (an option's value) is none.
func selectedPatternNames(v string, w Word, ctx *Context) Judgement {
	return partPatternNames(ctx.wordPart(&w), v, w, ctx)
}

// partPatternNames is selectedPatternNames with w's part p known.
func partPatternNames(p *Part, v string, w Word, ctx *Context) Judgement {
	if p == nil || p.Program != "pkill" && p.Program != "pgrep" {
		return Judgement{}
	}
	s, _ := readProcSelect(p.Program, p.Args())
	if !holdsWord(s.patterns, w) || s.inverse {
		return Judgement{}
	}
	if s.ignoreCase && strings.Contains(strings.ToLower(v), guardName) {
		return Judgement{Might: true, Certainly: true}
	}
	re := compileERE(v, s.ignoreCase, false)
	if re == nil || contains(everyNameRegexps[:], v) {
		return Judgement{}
	}
	if re.MatchString(guardName) {
		return Judgement{Might: true}
	}
	for _, line := range ozdeskCommandLines {
		if re.MatchString(line) {
			return Judgement{Might: true}
		}
	}
	if s.full && ctx.OzdeskCmdlines != nil {
		for _, line := range ctx.OzdeskCmdlines() {
			if re.MatchString(line) {
				return Judgement{Might: true, Certainly: true}
			}
		}
	}
	return Judgement{}
}

// stagesSelectOzdesk reports whether a pgrep or pkill among a kill's
// search stages picks ozdesk by a literal pattern read with its options
// (partPatternNames: `kill $(pgrep -f 'store/desk.db')`).
func stagesSelectOzdesk(stages []*Part, ctx *Context) bool {
	for _, p := range stages {
		if p.Program != "pgrep" && p.Program != "pkill" {
			continue
		}
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && partPatternNames(p, v, a, ctx).Might {
				return true
			}
		}
	}
	return false
}

// holdsWord reports whether ws holds the word w (by its place).
func holdsWord(ws []Word, w Word) bool {
	for _, x := range ws {
		if x.Span == w.Span && x.Raw == w.Raw {
			return true
		}
	}
	return false
}
