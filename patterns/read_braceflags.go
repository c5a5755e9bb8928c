package patterns

import "strings"

// braceFlags returns words with each option word that holds a plain brace
// list expanded in its place, as bash expands it before the program
// starts: `docker run --{privileged,rm}` runs `docker run --privileged
// --rm`, and `-v{/:/host,/tmp:/t}` is `-v/:/host -v/tmp:/t` (rt35v F12:
// the option scanners read a word with a brace as no option at all, so
// the container escapes they name were allowed). Only words after the
// program that begin with an unquoted dash are expanded, and those that
// begin with a brace list one of whose words is a flag (`{-A,--all}`
// runs `-A --all`: fx50n, F-ns-override); operands keep
// their braces, which the classes judge word by word (class_brace.go).
// The expansions are counted against the reader's caps before the part
// is made (read_braces.go), and a list that is not plain, or makes more
// than [maxBraceWords], is left as written.
func braceFlags(words []Word) []Word {
	var out []Word
	for i, w := range words {
		var exp []Word
		if i > 0 && braceOption(w) {
			exp, _ = braceWords(w)
		} else if i > 0 && braceLeads(w) {
			if exp, _ = braceWords(w); !someFlagWord(exp) {
				exp = nil
			}
		}
		if len(exp) == 0 {
			if out != nil {
				out = append(out, w)
			}
			continue
		}
		if out == nil {
			out = append(make([]Word, 0, len(words)+len(exp)), words[:i]...)
		}
		out = append(out, exp...)
	}
	if out == nil {
		return words
	}
	return out
}

// braceOption reports whether w is an option word (an unquoted leading
// dash) that holds a brace expansion.
func braceOption(w Word) bool {
	if len(w.Segs) < 2 {
		return false
	}
	first := w.Segs[0]
	if first.Kind != SegLit || first.Quoted || !strings.HasPrefix(first.Text, "-") {
		return false
	}
	for _, s := range w.Segs[1:] {
		if s.Kind == SegBrace {
			return true
		}
	}
	return false
}

// braceLeads reports whether w begins with an unquoted brace expansion.
func braceLeads(w Word) bool {
	return len(w.Segs) > 0 && w.Segs[0].Kind == SegBrace && !w.Segs[0].Quoted
}

// someFlagWord reports whether one of words begins with a literal dash.
func someFlagWord(words []Word) bool {
	for _, w := range words {
		if len(w.Segs) > 0 && w.Segs[0].Kind == SegLit && strings.HasPrefix(w.Segs[0].Text, "-") {
			return true
		}
	}
	return false
}
