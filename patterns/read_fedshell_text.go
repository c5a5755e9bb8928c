package patterns

// A shell given no command runs the script its standard input brings.
// When the line itself holds that script whole, as a literal here-string
// or here-document (`bash <<'EOF' … EOF`, `bash -s <<< "go test ./..."`),
// it runs exactly that text, as `sh -c TEXT` does: the text is read as a
// nested command, not marked unreadable (rt65 §B). A here-document whose
// body expands a parameter or a substitution is not literal and stays
// unreadable, and so does a pipe (`curl … | sh`), a file (`sh < f`, read
// by body_script.go) and a shell whose language is not sh's (csh, tcsh,
// fish).

// fedScriptText reads the literal here-string or here-document fed to a
// shell part p that is given no command and no script. ok is false when
// p is fed otherwise (the last redirection of its standard input is what
// it reads), or its text is not literal.
func (r *reading) fedScriptText(p *Part, who string, sc scope) (nodes []*Node, ok bool) {
	if p.Feed != FeedHereString && p.Feed != FeedHeredoc {
		return nil, false
	}
	switch p.Program {
	case "csh", "tcsh", "fish":
		return nil, false
	}
	for i := len(p.Redirs) - 1; i >= 0; i-- {
		rd := &p.Redirs[i]
		if rd.Fd != "" && rd.Fd != "0" || !rd.Reads && rd.Op != "<<<" && rd.Body == nil {
			continue
		}
		switch {
		case rd.Op == "<<<":
			text, lit := rd.Target.Literal()
			if !lit {
				return nil, false
			}
			return r.nestedText(p, who+" <<<", text+"\n", rd.Target.Span, FeedNone, sc), true
		case rd.Body != nil:
			text, lit := heredocText(*rd)
			if !lit {
				return nil, false
			}
			return r.nestedText(p, who+" "+rd.Op+rd.Target.Raw, text, rd.Body.Span, FeedNone, sc), true
		}
		return nil, false
	}
	return nil, false
}
