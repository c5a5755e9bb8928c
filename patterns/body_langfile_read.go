package patterns

import (
	"path"
	"strings"
)

// The readers of program files in their languages (body_langfile.go):
// each returns the command strings a file's text runs, the files it
// sources, and, when not "", what in it the reader cannot follow.

// awkFileCommands reads an awk program file: awkCommands' commands
// (a print piped to a shell or another interpreter, whose commands are
// what awk prints, is not followed), gawk's @include files, and @load
// (native code) not followed.
func awkFileCommands(text string) (cmds, sources []string, unknown string) {
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "@load") {
			return nil, nil, "loads native code (" + shownBody(t) + ")"
		}
	}
	sources = awkIncludes(text)
	found, known := awkCommands(text)
	if !known {
		return nil, sources, "runs a command made at run time, or holds code the reader cannot follow"
	}
	for _, c := range found {
		if c.fed && fedInterpreter(c.text) {
			return nil, sources, "pipes what it prints to " + shownBody(c.text) + ", which runs it"
		}
		cmds = append(cmds, c.text)
	}
	return cmds, sources, ""
}

// awkIncludes returns the files gawk's @include lines of prog name.
func awkIncludes(prog string) []string {
	var out []string
	for _, line := range strings.Split(prog, "\n") {
		t := strings.TrimSpace(line)
		for t != "" {
			rest, ok := strings.CutPrefix(t, "@include")
			if !ok {
				break
			}
			rest = strings.TrimSpace(rest)
			if !strings.HasPrefix(rest, "\"") {
				break
			}
			s, end := awkString(rest, 0)
			if end < 0 {
				break
			}
			if path.Ext(s) == "" {
				s += ".awk" // gawk tries NAME, then NAME.awk: the reader reads the latter only when the former is absent
			}
			out = append(out, s)
			t = strings.TrimLeft(rest[end+1:], " \t;")
		}
	}
	return out
}

// fedInterpreter reports whether cmd is a shell or an interpreter that
// runs what it is fed: its first word one, with no command string.
func fedInterpreter(cmd string) bool {
	f := strings.Fields(cmd)
	if len(f) == 0 {
		return false
	}
	if !isInterpreter(path.Base(f[0])) {
		return false
	}
	for _, a := range f[1:] {
		if a == "-c" || a == "-e" || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.HasSuffix(a, "c") {
			return false
		}
	}
	return true
}

// sedFileCommands reads a sed script file: its e commands, and each file
// its w commands write (truncated as the script starts, as `: > F` does).
func sedFileCommands(text string) (cmds []string, unknown string) {
	found, writes, ok := sedScan(text)
	if !ok {
		return nil, "runs a command the reader does not know (e alone, s///e), or cannot be followed"
	}
	cmds = append(cmds, found...)
	for _, w := range writes {
		if w != "/dev/stdout" && w != "/dev/stderr" {
			cmds = append(cmds, ": > "+shellQuote1(w))
		}
	}
	return cmds, ""
}

// gdbFileCommands reads a gdb script: gdbLine for each line, Python's and
// Guile's blocks and a document's text skipped; run and set args with
// arguments, which gdb hands to a shell, are those arguments as a shell
// expands them (`: ARGS`).
func gdbFileCommands(text string) (cmds, sources []string, unknown string) {
	skipTo := ""
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if skipTo != "" {
			if t == skipTo {
				skipTo = ""
			}
			continue
		}
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		head, rest, _ := strings.Cut(t, " ")
		rest = strings.TrimSpace(rest)
		switch head {
		case "python", "py", "python-interactive", "pi", "guile", "gu":
			if rest == "" {
				skipTo = "end"
			}
			continue // left to the lines naming ozdesk
		case "document":
			skipTo = "end"
			continue
		case "run", "r", "start", "starti":
			if rest != "" {
				cmds = append(cmds, ": "+rest)
			}
			continue
		case "set":
			if a, ok := strings.CutPrefix(rest, "args"); ok && strings.TrimSpace(a) != "" && (a[0] == ' ' || a[0] == '\t') {
				cmds = append(cmds, ": "+strings.TrimSpace(a))
				continue
			}
		}
		g := gdbLine(t)
		switch {
		case g.shell != "":
			cmds = append(cmds, g.shell)
		case g.source != "":
			sources = append(sources, g.source)
		case g.foreign != "":
			return nil, nil, "runs " + shownBody(t) + ", code the reader does not read"
		}
	}
	return cmds, sources, ""
}

// vimShellCalls are vim's functions that run a command string.
var vimShellCalls = []string{"systemlist(", "system(", "jobstart(", "termopen("}

// vimFileCommands reads a vim script (-S, -u, :source): vimExLine for
// each line (continuation lines joined, comments skipped), system() and
// its kin called with a literal string, :terminal's command, :make,
// :autocmd's command, :execute of literal strings; :shell, libcall(), a
// command called with a string not literal, :execute of a string holding
// "!" and :normal keys running one are not followed.
func vimFileCommands(text string) (cmds, sources []string, unknown string) {
	for _, line := range vimJoinLines(text) {
		t := strings.TrimLeft(line, " \t:")
		if t == "" || strings.HasPrefix(t, "\"") {
			continue
		}
		c, s, u := vimFileLine(t, 0)
		if u != "" {
			return nil, nil, u
		}
		cmds, sources = append(cmds, c...), append(sources, s...)
	}
	return cmds, sources, ""
}

// vimJoinLines returns text's lines, a line starting (blanks aside) with
// a backslash continuing the one before.
func vimJoinLines(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		if rest, ok := strings.CutPrefix(strings.TrimLeft(line, " \t"), "\\"); ok && len(out) > 0 {
			out[len(out)-1] += rest
			continue
		}
		out = append(out, line)
	}
	return out
}

// vimFileLine reads one line of a vim script, depth :execute's deep.
func vimFileLine(t string, depth int) (cmds, sources []string, unknown string) {
	if strings.Contains(t, "libcall") {
		return nil, nil, "calls native code (" + shownBody(t) + ")"
	}
	for _, fn := range vimShellCalls {
		for rest := t; ; {
			i := strings.Index(rest, fn)
			if i < 0 {
				break
			}
			rest = rest[i+len(fn):]
			s, n, ok := vimStringLit(strings.TrimLeft(rest, " "))
			if !ok || !strings.HasPrefix(strings.TrimLeft(strings.TrimLeft(rest, " ")[n:], " "), ")") {
				return nil, nil, "runs a command not literal (" + shownBody(t) + ")"
			}
			cmds = append(cmds, s)
		}
		t = strings.ReplaceAll(t, fn, "vimcall_(")
	}
	name, rest := vimCommandName(t)
	switch name {
	case "au", "aut", "auto", "autoc", "autocmd":
		f := strings.Fields(rest)
		for k := 1; k < len(f) && k < 4; k++ {
			if strings.HasPrefix(f[k], "++") {
				continue
			}
			c, s, u := vimFileLine(strings.Join(f[k:], " "), depth)
			if u != "" {
				return nil, nil, u
			}
			cmds, sources = append(cmds, c...), append(sources, s...)
		}
		return cmds, sources, ""
	case "ter", "term", "termi", "termin", "termina", "terminal":
		for strings.HasPrefix(rest, "++") {
			_, rest, _ = strings.Cut(rest, " ")
			rest = strings.TrimSpace(rest)
		}
		if rest != "" {
			return append(cmds, rest), sources, ""
		}
		return cmds, sources, ""
	case "sh", "she", "shel", "shell":
		return nil, nil, "starts a shell (" + shownBody(t) + ")"
	case "mak", "make":
		return append(cmds, strings.TrimSpace("make "+rest)), sources, ""
	case "exe", "exec", "execu", "execut", "execute":
		lits, whole := vimStringsOf(rest)
		if whole && depth < langDepthMax {
			c, s, u := vimFileLine(strings.TrimLeft(strings.Join(lits, ""), " \t:"), depth+1)
			return append(cmds, c...), append(sources, s...), u
		}
		for _, l := range lits {
			if strings.Contains(l, "!") {
				return nil, nil, "runs a command made at run time (" + shownBody(t) + ")"
			}
		}
		return cmds, sources, ""
	case "norm", "norma", "normal":
		if strings.Contains(rest, ":") && strings.Contains(rest, "!") {
			return nil, nil, "types keys that run a command (" + shownBody(t) + ")"
		}
		return cmds, sources, ""
	}
	x := vimExLine(t)
	switch {
	case x.shell != "":
		cmds = append(cmds, x.shell)
	case x.source != "":
		sources = append(sources, x.source)
	}
	return cmds, sources, ""
}

// vimCommandName returns the name of the ex command t (a range and
// "silent" before it skipped) and the rest of t after it.
func vimCommandName(t string) (string, string) {
	t = strings.TrimLeft(t, "%.,$0123456789'<> \t:")
	for _, pre := range []string{"silent!", "silent", "sil!", "sil"} {
		if rest, ok := strings.CutPrefix(t, pre); ok {
			t = strings.TrimLeft(rest, " \t")
			break
		}
	}
	i := strings.IndexFunc(t, func(c rune) bool { return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') })
	if i < 0 {
		return t, ""
	}
	return t[:i], strings.TrimSpace(strings.TrimPrefix(t[i:], "!"))
}

// vimStringLit returns the value of the vim string literal s starts with
// ('…' with ” for a quote, "…" with backslash escapes) and its length.
func vimStringLit(s string) (string, int, bool) {
	if s == "" || s[0] != '\'' && s[0] != '"' {
		return "", 0, false
	}
	q := s[0]
	var b strings.Builder
	for j := 1; j < len(s); j++ {
		switch {
		case q == '\'' && s[j] == '\'' && j+1 < len(s) && s[j+1] == '\'':
			b.WriteByte('\'')
			j++
		case s[j] == q:
			return b.String(), j + 1, true
		case q == '"' && s[j] == '\\' && j+1 < len(s):
			j++
			b.WriteByte(s[j])
		default:
			b.WriteByte(s[j])
		}
	}
	return "", 0, false
}

// vimStringsOf returns the string literals of an expression, and whether
// it is only those joined by "." or "..".
func vimStringsOf(expr string) ([]string, bool) {
	var lits []string
	whole := true
	for i := 0; i < len(expr); i++ {
		switch c := expr[i]; {
		case c == '\'' || c == '"':
			s, n, ok := vimStringLit(expr[i:])
			if !ok {
				return lits, false
			}
			lits = append(lits, s)
			i += n - 1
		case c == ' ' || c == '\t' || c == '.':
		default:
			whole = false
		}
	}
	return lits, whole
}
