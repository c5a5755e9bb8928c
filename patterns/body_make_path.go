package patterns

import "strings"

// A makefile's PATH reaches its recipes (fx56b, rt54 M22): make exports
// the variables it took from the environment, PATH among them, with the
// value the makefile gives them, exported or not, so `export PATH :=
// $(CURDIR)/bin:$(PATH)` with a recipe `go test ./...` runs the
// project's bin/go, as `PATH=./bin:$PATH go test` does on the line, where
// it asks. The recipes' text is read after `export PATH="VALUE"; `, its
// make references written as the shell's (makePathValue), so the body
// reader judges the PATH as the line's: a project's or the current
// directory, a temporary one, a value not known ahead of the inherited
// PATH makes the recipe's parts run by a bare name unreadable (rebound),
// which makes make ask (body_computed.go); `export PATH :=
// $(HOME)/.local/bin:$(PATH)`, `/usr/local/go/bin`, `$(PATH):./bin`
// (after the inherited) are left alone. An assignment that appends (`+=`)
// or only sets an unset one (`?=`: PATH is set) changes nothing ahead.

// makePathPrefix returns the shell text that gives a recipe the PATH
// the makefile text sets (its last plain assignment, at the top, under
// a conditional or for a target alike), or "".
func makePathPrefix(text string) string {
	val, set := "", false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "\t") {
			continue
		}
		trimmed := strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		if colon := strings.IndexByte(trimmed, ':'); colon > 0 && !strings.HasPrefix(trimmed[colon:], ":=") &&
			!strings.HasPrefix(trimmed[colon:], "::=") && !strings.Contains(trimmed[:colon], "=") {
			trimmed = strings.TrimSpace(trimmed[colon+1:]) // a target's own variable
		}
		for {
			f := strings.Fields(trimmed)
			if len(f) < 2 || f[0] != "export" && f[0] != "override" && f[0] != "private" {
				break
			}
			trimmed = strings.TrimSpace(strings.TrimPrefix(trimmed, f[0]))
		}
		rest, ok := strings.CutPrefix(trimmed, "PATH")
		if !ok {
			continue
		}
		rest = strings.TrimLeft(rest, " \t")
		for _, op := range []string{"::=", ":::=", ":=", "!=", "="} {
			if v, ok := strings.CutPrefix(rest, op); ok {
				val, set = strings.TrimSpace(v), true
				if op == "!=" {
					val = "$(shell)" // a shell's output: not known here
				}
				break
			}
		}
	}
	if !set {
		return ""
	}
	return `export PATH="` + makePathValue(val) + `"; `
}

// makePathValue writes a makefile's PATH value as the shell's text:
// $(CURDIR) and the like (the directory make runs in, where the recipe
// runs) as $PWD, $(PATH) as $PATH, `$$` as the shell's `$`, any other
// reference as a variable not known ($M); quotes and backslashes are
// dropped, so the value stays one double-quoted word.
func makePathValue(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c == '"' || c == '`' || c == '\\':
			continue
		case c != '$' || i+1 >= len(v):
			b.WriteByte(c)
		case v[i+1] == '$':
			b.WriteByte('$') // the shell's own: $$PWD, $$(pwd), $$PATH
			i++
		case v[i+1] == '(' || v[i+1] == '{':
			end := makeRefEnd(v, i+1)
			if end < 0 {
				b.WriteString("$M")
				return b.String()
			}
			b.WriteString(makeRefShell(strings.TrimSpace(v[i+2 : end])))
			i = end
		default:
			b.WriteString("$M") // $X: a one-letter make variable
			i++
		}
	}
	return b.String()
}

// makeRefEnd returns the index of the bracket closing the one at open in
// v, or -1.
func makeRefEnd(v string, open int) int {
	depth := 0
	for j := open; j < len(v); j++ {
		switch v[j] {
		case '(', '{':
			depth++
		case ')', '}':
			depth--
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// makeRefShell is the shell's text for a make reference's inside.
func makeRefShell(ref string) string {
	switch strings.Join(strings.Fields(ref), " ") {
	case "CURDIR", "shell pwd", "abspath .", "realpath .", "shell git rev-parse --show-toplevel":
		return cwdSpelling
	case "PATH":
		return "$PATH"
	}
	return "$M"
}
