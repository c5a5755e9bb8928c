package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Which mktemp invocations print nothing but a fresh path in a temporary
// directory (see effects_temp.go).

// mktempValue reports whether a word is $(mktemp …) alone (or in double
// quotes) with words that keep it in a temporary directory.
func mktempValue(w *syntax.Word) bool {
	if w == nil || len(w.Parts) != 1 {
		return false
	}
	part := w.Parts[0]
	if dq, ok := part.(*syntax.DblQuoted); ok && len(dq.Parts) == 1 {
		part = dq.Parts[0]
	}
	cs, ok := part.(*syntax.CmdSubst)
	if !ok || len(cs.Stmts) != 1 {
		return false
	}
	st := cs.Stmts[0]
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 || len(call.Assigns) > 0 || len(call.Args) == 0 {
		return false
	}
	args := make([]string, len(call.Args))
	for i, a := range call.Args {
		v, ok := tmpdirWord(a)
		if !ok {
			return false
		}
		args[i] = v
	}
	return args[0] == "mktemp" && mktempArgs(args[1:])
}

// tmpdirWord returns a word's text when it is literal (quoted or not),
// and "$TMPDIR" for $TMPDIR alone (quoted or not).
func tmpdirWord(w *syntax.Word) (string, bool) {
	var b strings.Builder
	var add func(parts []syntax.WordPart) bool
	add = func(parts []syntax.WordPart) bool {
		for _, part := range parts {
			switch p := part.(type) {
			case *syntax.Lit:
				if strings.ContainsAny(p.Value, "\\*?[{~") {
					return false
				}
				b.WriteString(p.Value)
			case *syntax.SglQuoted:
				if p.Dollar {
					return false
				}
				b.WriteString(p.Value)
			case *syntax.DblQuoted:
				if !add(p.Parts) {
					return false
				}
			case *syntax.ParamExp:
				if len(w.Parts) > 1 && len(parts) > 1 || !plainParam(p, "TMPDIR") {
					return false
				}
				b.WriteString("$TMPDIR")
			default:
				return false
			}
		}
		return true
	}
	if !add(w.Parts) {
		return "", false
	}
	return b.String(), true
}

// plainParam reports whether p is $name or ${name}, nothing more.
func plainParam(p *syntax.ParamExp, name string) bool {
	return p.Param != nil && p.Param.Value == name && p.Exp == nil && p.Index == nil && p.Slice == nil &&
		p.Repl == nil && !p.Excl && !p.Length && !p.Width && p.Names == 0
}

// tempDirArgs are the directories mktemp -p may be given.
var tempDirArgs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"/tmp": true, "/tmp/": true, "/var/tmp": true, "/var/tmp/": true,
		"/dev/shm": true, "/dev/shm/": true, "$TMPDIR": true}
}}

// mktempArgs reports whether mktemp's arguments keep what it makes in a
// temporary directory and make it print nothing but the path.
func mktempArgs(args []string) bool {
	inTemp, templates := false, 0
	template := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--directory" || a == "--quiet" || a == "--dry-run":
		case a == "--tmpdir":
			inTemp = true // $TMPDIR, else /tmp
		case strings.HasPrefix(a, "--tmpdir="):
			if !tempDirArgs.get()[strings.TrimPrefix(a, "--tmpdir=")] {
				return false
			}
			inTemp = true
		case strings.HasPrefix(a, "--suffix="):
			if strings.Contains(a, "/") {
				return false
			}
		case strings.HasPrefix(a, "--"):
			return false // --help, --version, what mktemp may add
		case strings.HasPrefix(a, "-") && len(a) > 1:
			for k := 1; k < len(a); k++ {
				switch a[k] {
				case 'd', 'q', 'u':
				case 't':
					inTemp = true
				case 'p':
					dir := a[k+1:]
					if dir == "" {
						if i+1 == len(args) {
							return false
						}
						i++
						dir = args[i]
					}
					if !tempDirArgs.get()[dir] {
						return false
					}
					inTemp = true
					k = len(a)
				default:
					return false
				}
			}
		default:
			templates++
			template = a
		}
	}
	switch {
	case templates == 0:
		return true // tmp.XXXXXXXXXX in $TMPDIR or /tmp
	case templates > 1 || !inTemp || strings.Contains(template, "/"):
		return false
	}
	return strings.Contains(template, "XXX")
}
