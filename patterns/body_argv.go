package patterns

import "strings"

// A runner that runs a command with no shell (pdm's and rye's `cmd`,
// tox's commands, go generate's directives) hands the program its words
// as they are split. Such a command is judged as the shell line whose
// words are those words (argvLine): a plain word as it is, any other
// quoted, so text the shell would read as an operator (`;`, `#`, a
// newline) stays inside its word. A leading `~` and a `$NAME` are kept
// for the shell to expand: pdm and go generate expand variables, and
// reading `~` as the home can only ask more.

// argvLine is words as one shell line (above).
func argvLine(words []string) string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = argvWord(w)
	}
	return strings.Join(out, " ")
}

// argvWord is w as one shell word (above).
func argvWord(w string) string {
	if w == "" {
		return "''"
	}
	if argvPlain(w) {
		return w
	}
	tilde := ""
	if strings.HasPrefix(w, "~/") {
		tilde, w = "~/", w[2:]
	}
	if !strings.Contains(w, "$") {
		return tilde + shellQuote1(w)
	}
	var b strings.Builder
	b.WriteString(tilde + `"`)
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c == '"' || c == '\\' || c == '`':
			b.WriteByte('\\')
		case c == '$' && !(i+1 < len(w) && (w[i+1] == '{' || w[i+1] == '_' || isASCIILetter(w[i+1]))):
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	b.WriteByte('"')
	return b.String()
}

// argvPlain reports whether the shell reads w as the word itself, or as
// the home where it starts with `~`.
func argvPlain(w string) bool {
	for i := 0; i < len(w); i++ {
		c := w[i]
		if isASCIILetter(c) || c >= '0' && c <= '9' || strings.IndexByte("_./:=@%+,-", c) >= 0 || c == '~' && i == 0 {
			continue
		}
		return false
	}
	return true
}
