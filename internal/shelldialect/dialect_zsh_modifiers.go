package shelldialect

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// zsh applies csh's history modifiers to an unbraced parameter, quoted
// or not: `$HOME:h` is the directory that holds the home and
// `$HOME:h:h` its parent, where bash reads the text `/home/alice:h`
// (rt20i #3: `rm -rf $HOME:h:h` is `rm -rf /` under zsh). A subscript
// may come between (`$a[1]:h`).

// zshModifiers are the letters zsh reads as a modifier after a colon
// (zshexpn(1), "Modifiers"), and & (repeat the last substitution).
const zshModifiers = "aAcefFghlpPqQrsStuwWxX&"

// zshModified reports whether parts, a word's or a quoted string's parts
// in bash's reading, hold an unbraced parameter that zsh modifies: a
// short $NAME followed by literal text that starts, after any
// subscripts, with a colon and a modifier letter.
func zshModified(parts []syntax.WordPart) bool {
	for i := 0; i+1 < len(parts); i++ {
		pe, ok := parts[i].(*syntax.ParamExp)
		if !ok || !pe.Short {
			continue
		}
		lit, ok := parts[i+1].(*syntax.Lit)
		if ok && modifierAfter(lit.Value) {
			return true
		}
	}
	return false
}

// modifierAfter reports whether text starts, after any [subscripts], with
// a colon and one of [zshModifiers].
func modifierAfter(text string) bool {
	for strings.HasPrefix(text, "[") {
		end := strings.IndexByte(text, ']')
		if end < 0 {
			return false
		}
		text = text[end+1:]
	}
	return len(text) > 1 && text[0] == ':' && strings.IndexByte(zshModifiers, text[1]) >= 0
}
