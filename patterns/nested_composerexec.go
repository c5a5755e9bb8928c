package patterns

import "strings"

// composer exec BINARY [ARGS] (and composer global exec) hands BINARY to
// composer's script runner as a script line, with ARGS escaped after it
// (composer's ExecCommand: the binary becomes the listener of a script
// event): a program on PATH, vendor/bin first, a shell command line, or
// @NAME, which runs the script NAME as `composer run-script NAME` does.
// The first lone "--" ends composer's options wherever it stands
// (`composer exec rm -- -rf ~` runs `rm -rf ~`). The line is read as a
// nested command, as npx's words are (rt56c F2).

// composerExecString reads what composer exec runs in words, or nil
// when they are no composer exec or it runs nothing (--list).
func (r *reading) composerExecString(p *Part, words []Word, sc scope) []*Node {
	bin, args, ok := composerExecCall(words)
	if !ok {
		return nil
	}
	v, lit := bin.Literal()
	if !lit {
		return r.nestedWords(p, "composer exec", []Word{bin}, p.Feed, sc)
	}
	line, runs := composerLine(v) // body_composer.go
	if !runs {
		return nil
	}
	var b strings.Builder
	b.WriteString(line)
	for _, a := range args {
		b.WriteString(" ")
		b.WriteString(a.Raw)
	}
	span := bin.Span
	if len(args) > 0 {
		span.End = args[len(args)-1].Span.End
	}
	return r.nestedText(p, "composer exec", b.String(), span, p.Feed, sc)
}

// composerExecCall finds composer exec's binary and its arguments in
// words: false when the words are no composer exec with a binary, or an
// option or a word that is not literal stands where the command is.
func composerExecCall(words []Word) (bin Word, args []Word, ok bool) {
	var subs []string
	dashed := false
	for i := 1; i < len(words); i++ {
		v, lit := words[i].Literal()
		switch {
		case !lit && len(subs) > 0 && subs[len(subs)-1] == "exec":
			return words[i], composerExecArgs(words[i+1:], dashed), true
		case !lit:
			return Word{}, nil, false
		case v == "--" && !dashed:
			dashed = true
		case strings.HasPrefix(v, "-") && !dashed:
			if len(subs) > 0 && subs[len(subs)-1] == "exec" && (v == "-l" || v == "--list") {
				return Word{}, nil, false
			}
			if v == "-d" || v == "--working-dir" {
				i++
			}
		case len(subs) > 0 && subs[len(subs)-1] == "exec":
			return words[i], composerExecArgs(words[i+1:], dashed), true
		default:
			subs = append(subs, v)
			if v != "global" && v != "exec" || len(subs) > 2 || v == "global" && len(subs) > 1 {
				return Word{}, nil, false
			}
		}
	}
	return Word{}, nil, false
}

// composerExecArgs are the words after composer exec's binary, without
// the lone "--" that ends composer's options, when none stood before.
func composerExecArgs(words []Word, dashed bool) []Word {
	if dashed {
		return words
	}
	for i, w := range words {
		if isLit(w, "--") {
			return append(append([]Word(nil), words[:i]...), words[i+1:]...)
		}
	}
	return words
}
