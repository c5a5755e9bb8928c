package patterns

import "strings"

// m4's input files (its operands, and the files they include), read for
// the builtins that run a shell command: syscmd(CMD) and esyscmd(CMD)
// (m4_syscmd, m4_esyscmd under -P). A builtin called with an argument
// that is one quoted string, or plain text naming no macro, runs that
// text; the builtins' names anywhere else (indir, builtin, defn, a name
// built from pieces in quotes), changequote and changeword (after which
// quotes are not read) leave what runs not known. Names built across
// macros' expansions (define(`a', `sys') … a`'cmd) are not followed, nor
// what esyscmd's output, read again as m4 input, calls.

// m4FileCommands reads an m4 input file: the commands its syscmd and
// esyscmd run, and the files include and sinclude name.
func m4FileCommands(text string) (cmds, sources []string, unknown string) {
	bare := strings.NewReplacer("`", "", "'", "").Replace(text)
	for _, n := range []string{"changequote", "changeword", "indir", "builtin"} {
		if strings.Contains(bare, n) && strings.Contains(bare, "syscmd") {
			return nil, nil, "calls a builtin by a name the reader does not follow (" + n + ")"
		}
	}
	calls := 0
	for i := 0; i < len(text); i++ {
		if !m4NameStart(text, i) {
			continue
		}
		name := m4NameAt(text, i)
		i += len(name) - 1
		switch name {
		case "syscmd", "esyscmd", "m4_syscmd", "m4_esyscmd":
			arg, ok := m4Arg(text, i+1)
			if !ok {
				return nil, nil, "runs a command that is not literal (" + shownBody(m4Around(text, i)) + ")"
			}
			cmds = append(cmds, arg)
			calls++
		case "include", "sinclude", "m4_include", "m4_sinclude":
			if arg, ok := m4Arg(text, i+1); ok && arg != "" {
				sources = append(sources, arg)
			}
		}
	}
	if strings.Count(bare, "syscmd") != calls {
		return nil, nil, "names syscmd where the reader does not see its call"
	}
	return cmds, sources, ""
}

// m4NameStart reports whether an m4 name starts at text[i].
func m4NameStart(text string, i int) bool {
	c := text[i]
	if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return false
	}
	if i == 0 {
		return true
	}
	p := text[i-1]
	return !(p == '_' || p >= 'a' && p <= 'z' || p >= 'A' && p <= 'Z' || p >= '0' && p <= '9')
}

// m4NameAt is the m4 name at text[i:].
func m4NameAt(text string, i int) string {
	j := i
	for j < len(text) && (text[j] == '_' || text[j] >= 'a' && text[j] <= 'z' || text[j] >= 'A' && text[j] <= 'Z' ||
		text[j] >= '0' && text[j] <= '9') {
		j++
	}
	return text[i:j]
}

// m4Arg returns the first argument of the call whose "(" is text[i]: one
// quoted string (`…', nested quotes kept), or plain text holding no name,
// quote, parenthesis or comma (any name may be a macro, defined by the
// file, a file it includes or -D); false for another.
func m4Arg(text string, i int) (string, bool) {
	if i >= len(text) || text[i] != '(' {
		return "", false
	}
	rest := strings.TrimLeft(text[i+1:], " \t\n")
	if strings.HasPrefix(rest, "`") {
		depth := 0
		for j := 0; j < len(rest); j++ {
			switch rest[j] {
			case '`':
				depth++
			case '\'':
				depth--
				if depth == 0 {
					after := strings.TrimLeft(rest[j+1:], " \t\n")
					if strings.HasPrefix(after, ")") || strings.HasPrefix(after, ",") {
						return rest[1:j], true
					}
					return "", false
				}
			}
		}
		return "", false
	}
	end := strings.IndexAny(rest, "(),`'")
	if end < 0 || rest[end] != ')' {
		return "", false
	}
	arg := rest[:end]
	for k := 0; k < len(arg); k++ {
		if m4NameStart(arg, k) {
			return "", false // a name: a macro the file, an include or -D may define
		}
	}
	return strings.TrimSpace(arg), true
}

// m4Around is text near i, for a reason.
func m4Around(text string, i int) string {
	s := text[max(0, i-16):]
	if len(s) > 64 {
		s = s[:64]
	}
	return s
}

// m4Files returns m4's input files: its literal operands, after the
// options that take a value (-D, -U, -I, -t, -o, -F, -R, -l, -L, -H and
// their long names); - is its standard input, read elsewhere.
func m4Files(p *Part) []programFile {
	var out []programFile
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			continue
		}
		switch {
		case v == "--":
			for k++; k < len(ws); k++ {
				if f, ok := ws[k].Literal(); ok {
					out = append(out, programFile{f, k})
				}
			}
			return out
		case len(v) == 2 && strings.Contains("DUItoFRlLH", v[1:]) && v[0] == '-',
			v == "--define" || v == "--undefine" || v == "--include" || v == "--trace" || v == "--error-output" ||
				v == "--freeze-state" || v == "--reload-state" || v == "--debugfile" || v == "--nesting-limit" ||
				v == "--arglength" || v == "--hashsize":
			k++
		case strings.HasPrefix(v, "-") && v != "-":
		default:
			out = append(out, programFile{v, k})
		}
	}
	return out
}
