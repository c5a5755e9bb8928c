package patterns

import "strings"

// A script's arguments are its positional parameters (rt50 A6): `bash
// scripts/arg.sh ~` whose body is `rm -rf "$1"` deletes the home, as the
// git alias `!f() { rm -rf "$1"; }; f` does given `git cl2 ~`. The body
// is judged with $1 … $9, ${1} … ${9}, $@ and $* (quoted or not) written
// as the values the runner's words have, where those words are known
// text (a literal, ~, $HOME, $PWD): a word whose value is not known
// leaves its position, and $@ and $*, unknown as before, and a position
// the runner gives no word stays unknown too (a script's `[ -z "$1" ] &&
// exit` guards what follows). A body that shifts or sets its positions
// (`shift`, `set --`) is judged as written: where each word stands then
// is not known.

// posArgs are a runner's words as a body's positional parameters: each
// word's value, and whether it is known.
type posArgs struct {
	vals  []string
	known []bool
}

// scriptArgs returns the words after the script word at of part p as its
// positional parameters; none for a shell's start-up file.
func scriptArgs(p *Part, ctx *Context, at int) posArgs {
	if at > 0 {
		if v, _ := p.Words[at-1].Literal(); v == "--rcfile" || v == "--init-file" {
			return posArgs{}
		}
	}
	return wordArgs(p.Words[at+1:], ctx)
}

// wordArgs returns words as positional parameters, bounded at
// positionalCap.
func wordArgs(ws []Word, ctx *Context) posArgs {
	var a posArgs
	for i := range ws {
		if i >= positionalCap {
			break
		}
		v, ok := knownValue(&ws[i], ctx)
		a.vals, a.known = append(a.vals, v), append(a.known, ok)
	}
	return a
}

// knownValue returns w's value where each of its segments is known
// (segValue: literal text, ~, $HOME, $PWD) and none is a glob.
func knownValue(w *Word, ctx *Context) (string, bool) {
	var b strings.Builder
	for _, s := range w.Segs {
		v, ok := segValue(s, ctx)
		if !ok {
			return "", false
		}
		b.WriteString(v)
	}
	return b.String(), len(w.Segs) > 0
}

// all returns every value, false when one is not known.
func (a posArgs) all() ([]string, bool) {
	for _, k := range a.known {
		if !k {
			return nil, false
		}
	}
	return a.vals, true
}

// bindPositional returns body with its positional parameters written as
// args' known values (above); body itself when there are no args or the
// body moves its positions.
func bindPositional(body string, args posArgs) string {
	if len(args.vals) == 0 || movesPositions(body) {
		return body
	}
	return rewriteExpansions(body, func(s string, double bool) (int, string, bool) {
		if s[0] != '$' {
			return 0, "", false
		}
		return positionalAt(s, args, double)
	})
}

// movesPositions reports whether a body may move its positional
// parameters: shift, or set given operands.
func movesPositions(body string) bool {
	if strings.Contains(body, "shift") {
		return true
	}
	for _, f := range []string{"set --", "set -", "set +"} {
		if strings.Contains(body, f) {
			return true
		}
	}
	return false
}

// positionalAt reads the positional parameter s starts with ($1, ${1},
// $@, $*, ${@}, ${*}): its length in s and its text written as args'
// values (inside double quotes when quoted); false when s starts with
// none or its value is not known.
func positionalAt(s string, args posArgs, quoted bool) (int, string, bool) {
	name, n := "", 0
	switch {
	case len(s) >= 2 && strings.IndexByte("123456789@*", s[1]) >= 0:
		name, n = s[1:2], 2
	case len(s) >= 4 && s[1] == '{' && s[3] == '}' && strings.IndexByte("123456789@*", s[2]) >= 0:
		name, n = s[2:3], 4
	default:
		return 0, "", false
	}
	if name == "@" || name == "*" {
		vals, ok := args.all()
		if !ok {
			return 0, "", false
		}
		return n, joinArgs(vals, quoted, name == "*"), true
	}
	k := int(name[0] - '1')
	if k >= len(args.vals) || !args.known[k] {
		return 0, "", false
	}
	return n, quoteFor(args.vals[k], quoted), true
}

// joinArgs writes vals as "$@" (each its own word) or "$*" (one word
// when quoted) writes them, inside double quotes when quoted.
func joinArgs(vals []string, quoted, star bool) string {
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = quoteFor(v, quoted)
	}
	switch {
	case quoted && star:
		return strings.Join(parts, " ")
	case quoted:
		return strings.Join(parts, `" "`)
	}
	return strings.Join(parts, " ")
}

// quoteFor writes v as literal text: escaped for double quotes when
// quoted, else single-quoted.
func quoteFor(v string, quoted bool) string {
	if quoted {
		r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, `$`, `\$`, "`", "\\`")
		return r.Replace(v)
	}
	return "'" + strings.ReplaceAll(v, "'", `'\''`) + "'"
}
