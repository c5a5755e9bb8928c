package patterns

import "strings"

// What make runs while it reads a makefile, before any recipe and with no
// target named (rt50k NEW-7): each `$(shell CMD)` or `${shell CMD}`
// anywhere in the file (an assignment's, a conditional's, a recipe's,
// which runs as make expands the line) and each `VAR != CMD`
// assignment. Each CMD is read as a recipe line is (makeShellText: a
// make variable within stands as an unknown shell variable), in a
// subshell of its own, whether or not the rest of the file is one the
// recipe reader follows (a conditional does not hide them: a command
// under a false one is judged too, as the reader cannot tell which holds).

// makeParseTime returns the shell text of the commands make runs while it
// reads text, and the commands joined by "; " for the reason; "" for none.
func makeParseTime(text string) (body, shown string) {
	var cmds []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		if !strings.HasPrefix(line, "\t") {
			if _, rhs, ok := strings.Cut(line, "!="); ok && !strings.ContainsAny(line[:strings.Index(line, "!=")], ":$(){}") {
				cmds = append(cmds, strings.TrimSpace(rhs))
			}
		}
		cmds = append(cmds, makeShellCalls(line)...)
	}
	var b strings.Builder
	for _, c := range cmds {
		if strings.TrimSpace(c) == "" {
			continue
		}
		b.WriteString("( ")
		b.WriteString(makeShellText(c, nil))
		b.WriteString("\n)\n")
	}
	return b.String(), strings.Join(cmds, "; ")
}

// makeShellCalls returns the commands of line's $(shell …) calls, nested
// ones included.
func makeShellCalls(line string) []string {
	var out []string
	for i := 0; i+1 < len(line); i++ {
		if line[i] != '$' || line[i+1] != '(' && line[i+1] != '{' {
			continue
		}
		open, closer := line[i+1], byte(')')
		if open == '{' {
			closer = '}'
		}
		rest, ok := strings.CutPrefix(line[i+2:], "shell")
		if !ok || rest == "" || rest[0] != ' ' && rest[0] != '\t' {
			continue
		}
		depth, j := 1, 0
		for ; j < len(rest); j++ {
			if rest[j] == open {
				depth++
			} else if rest[j] == closer {
				if depth--; depth == 0 {
					break
				}
			}
		}
		inner := strings.TrimSpace(rest[:j])
		out = append(out, inner) // a nested call is found as the scan goes on
	}
	return out
}
