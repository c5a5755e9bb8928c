package patterns

import "strings"

// A -c string's positional parameters (rt54 M27): `bash -c 'source "$1"'
// _ F`, `sh -c '. "$0"' F` and `bash -c 'bash "$0"' F` run F, and the
// words after the string are $0, $1 … of the shell that runs it; the
// script word was left unknown, and an unknown script word there asked
// nothing, so a literal `ozdesk queue approve 1` in F passed while
// `source F` asked. A part of a -c string whose words are written as a
// positional parameter alone ($N, ${N}, quoted or not, N 0 to 9, and
// "$@" or $@ where one word follows $0) has them read as the shell's
// words give them, where those are literal; where a script word so
// written has no such value (no word there, one not literal, find's {},
// or a string that shifts or sets its positions), what it runs is not
// known and the runner asks as unreadable, as `source ~-/x` does.

// cPositional returns part q (part of e's command, as the bodies are
// read from it) with its words that are a positional parameter of the
// -c string holding it written as their values; and why its script word
// cannot be known, where it is such a word with no known value.
func (e *evaluation) cPositional(q, part *Part) (*Part, string) {
	args, ok := e.cArgs(part)
	if !ok {
		return q, ""
	}
	at := cScriptWord(q)
	var words []Word
	for i := 1; i < len(q.Words) && i < len(args.raw)+64; i++ {
		n, isPos := positionalWord(q.Words[i].Raw)
		if !isPos {
			continue
		}
		v, known := args.value(n)
		if !known {
			if i == at {
				return q, "the script word " + q.Words[i].Raw + " is a positional parameter of the command string run by " +
					e.cmd.Parts[part.Parent].Program + " -c, whose value is not known (no literal word gives it, or the string moves its positions)"
			}
			continue
		}
		if words == nil {
			words = append([]Word(nil), q.Words...)
		}
		words[i] = Word{Raw: shellQuote1(v), Span: q.Words[i].Span, Segs: []Seg{{Kind: SegLit, Text: v, Quoted: true}}}
	}
	if words == nil {
		return q, ""
	}
	r := *q
	r.Words = words
	return &r, ""
}

// cArgs are the words after a -c string, $0 first: their values, known
// or not.
type cArgs struct {
	raw   []string
	known []bool
	moves bool
}

// value returns positional parameter n's value ("@" for "$@": one word
// only).
func (a cArgs) value(n string) (string, bool) {
	k := 0
	switch {
	case a.moves:
		return "", false
	case n == "@":
		k = 1
		if len(a.raw) != 2 {
			return "", false
		}
	default:
		k = int(n[0] - '0')
	}
	if k >= len(a.raw) || !a.known[k] {
		return "", false
	}
	return a.raw[k], true
}

// cArgs returns the words the shell whose -c string holds part gives its
// positional parameters; false where part stands in no shell's -c string.
func (e *evaluation) cArgs(part *Part) (cArgs, bool) {
	if part.Parent < 0 || e.cmd == nil || part.Parent >= len(e.cmd.Parts) {
		return cArgs{}, false
	}
	sh := e.cmd.Parts[part.Parent]
	if !contains(shellRunners, sh.Program) || sh.Program == "fish" {
		return cArgs{}, false
	}
	call := readShellCall(sh.Words, 1, false)
	if call.command < 0 {
		return cArgs{}, false
	}
	var a cArgs
	if s, ok := sh.Words[call.command].Literal(); !ok || movesPositions(s) {
		a.moves = true
	}
	for _, w := range sh.Words[call.command+1:] {
		v, ok := w.Literal()
		a.raw, a.known = append(a.raw, v), append(a.known, ok && v != "{}")
	}
	return a, true
}

// positionalWord reports whether raw is a positional parameter alone:
// $N, ${N}, "$N", "${N}" (N a digit), "$@" or $@; its name.
func positionalWord(raw string) (string, bool) {
	s := raw
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		s = s[1 : len(s)-1]
	}
	s = strings.TrimPrefix(s, "$")
	if len(s) == len(raw) {
		return "", false
	}
	if len(s) >= 3 && s[0] == '{' && s[len(s)-1] == '}' {
		s = s[1 : len(s)-1]
	}
	if len(s) == 1 && (s[0] >= '0' && s[0] <= '9' || s[0] == '@') {
		return s, true
	}
	return "", false
}

// cScriptWord returns the index of the word naming the script part q
// runs (source F, . F, bash F), or -1.
func cScriptWord(q *Part) int {
	if contains(shellRunners, q.Program) {
		call := readShellCall(q.Words, 1, q.Program == "fish")
		if call.command >= 0 || call.wantC || call.dynamic >= 0 {
			return -1
		}
		return call.script
	}
	at, direct := scriptWord(q)
	if direct {
		return -1
	}
	return at
}
