package patterns

import "strings"

// A command string handed to a shell in double quotes often names the
// home through $HOME (`sh -c "rm -rf $HOME"`, a go:generate directive's
// usual shape, rt67 #1). The outer shell expands it before the inner one
// parses the string, so the string is not literal; but its value is
// known: the home, as the inner shell's own $HOME is. homeJoined writes
// such a word's value with the expansion left to the inner reading, as
// `${HOME}`, when that reading cannot differ from the outer expansion:
// the word's other segments are literal text holding no quote or
// backslash (inside which the inner shell would take the expanded path
// as text), the expansion is plain $HOME or ${HOME} (no operator), and
// the line never names HOME otherwise (an assignment, export, read or
// unset could change it).

// homeJoined returns w's value with its $HOME expansions written as
// ${HOME}, and true, under the conditions above; src is the line the
// word stands in.
func homeJoined(w Word, src string) (string, bool) {
	if !homeOnlyExpanded(src) {
		return "", false
	}
	var b strings.Builder
	home := false
	for _, s := range w.Segs {
		switch {
		case s.Kind == SegLit && !strings.ContainsAny(s.Text, "'\"\\"):
			b.WriteString(s.Text)
		case s.Kind == SegParam && s.Text == "HOME" && s.Reads == "":
			b.WriteString("${HOME}")
			home = true
		default:
			return "", false
		}
	}
	return b.String(), home
}

// homeOnlyExpanded reports whether every HOME in src is read as $HOME
// or ${HOME}, never written or named another way.
func homeOnlyExpanded(src string) bool {
	for i := 0; ; {
		k := strings.Index(src[i:], "HOME")
		if k < 0 {
			return true
		}
		at := i + k
		end := at + len("HOME")
		plain := at >= 1 && src[at-1] == '$' && (end == len(src) || !isNameByte(src[end]))
		braced := at >= 2 && src[at-2:at] == "${" && end < len(src) && src[end] == '}'
		if !plain && !braced {
			return false
		}
		i = end
	}
}
