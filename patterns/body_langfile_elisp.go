package patterns

import "strings"

// Emacs Lisp files given to emacs to load (-l, --load, --script, -x's
// file): elisp is code the reader does not read, so such a file leaves
// what runs not known, unless it is empty (blanks, comments, a #! line)
// or each of its forms only prints or sets with literals: (message
// "…" …), (princ …), (setq NAME LITERAL …), (setq-default …), (provide
// 'NAME), each argument a string, a number, t or nil (provide's a quoted
// name). A variable set there is one emacs reads later (a hook, a
// program's name) only when its value names a function or a program,
// which a literal string can: setq's strings are allowed only for
// variables whose name ends in none of -hook, -function, -program,
// -command, -functions, -hooks.

// elispFileCommands reads an elisp file: no commands, and unknown unless
// every form is one elispPlainForm allows.
func elispFileCommands(text string) (cmds, sources []string, unknown string) {
	if strings.HasPrefix(text, "#!") {
		_, text, _ = strings.Cut(text, "\n")
	}
	forms, ok := elispForms(text)
	if !ok {
		return nil, nil, "is Emacs Lisp the reader does not read"
	}
	for _, f := range forms {
		if !elispPlainForm(f) {
			return nil, nil, "runs Emacs Lisp (" + shownBody("("+strings.Join(f, " ")+")") + "), code the reader does not read"
		}
	}
	return nil, nil, ""
}

// elispForms splits text into its top-level forms, each a list of atoms;
// false when a form holds a list, a quoted list, a vector, a character, a
// backquote, or text outside forms.
func elispForms(text string) ([][]string, bool) {
	var forms [][]string
	var cur []string
	in := false
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == ';':
			for i < len(text) && text[i] != '\n' {
				i++
			}
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f':
		case c == '(':
			if in {
				return nil, false
			}
			in, cur = true, nil
		case c == ')':
			if !in {
				return nil, false
			}
			forms, in = append(forms, cur), false
		case !in:
			return nil, false
		case c == '"':
			j := i + 1
			for j < len(text) && text[j] != '"' {
				if text[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(text) {
				return nil, false
			}
			cur = append(cur, text[i:j+1])
			i = j
		default:
			j := i
			for j < len(text) && !strings.ContainsRune(" \t\n\r\f();\"", rune(text[j])) {
				j++
			}
			atom := text[i:j]
			if strings.ContainsAny(atom, "`,[]?#\\") || strings.HasPrefix(atom, "'") && len(cur) != 1 {
				return nil, false
			}
			cur = append(cur, atom)
			i = j - 1
		}
	}
	return forms, !in
}

// elispPlainForm reports whether a form only prints or sets literals.
func elispPlainForm(f []string) bool {
	if len(f) == 0 {
		return true
	}
	lit := func(a string) bool {
		if strings.HasPrefix(a, "\"") || a == "t" || a == "nil" {
			return true
		}
		return strings.Trim(a, "0123456789.-+e") == ""
	}
	switch f[0] {
	case "message", "princ", "print", "prin1", "terpri":
		for _, a := range f[1:] {
			if !lit(a) {
				return false
			}
		}
		return true
	case "setq", "setq-default":
		if len(f)%2 != 1 {
			return false
		}
		for k := 1; k < len(f); k += 2 {
			name, val := f[k], f[k+1]
			if !lit(val) || strings.HasPrefix(name, "'") {
				return false
			}
			for _, s := range []string{"-hook", "-hooks", "-function", "-functions", "-program", "-command", "-commands", "shell"} {
				if strings.Contains(name, s) && val != "nil" {
					return false
				}
			}
		}
		return true
	case "provide":
		return len(f) == 2 && strings.HasPrefix(f[1], "'")
	}
	return false
}
