package patterns

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A file the line writes from literal text and then runs (fx40d, rt39
// E349/E350: `cat > /tmp/t.py <<'EOF' … EOF` then `python3 /tmp/t.py`,
// `echo 'console.log(1)' > t.js && node t.js`) holds text the line shows
// whole, as a -c string does. Such a file is read as that text when a
// later part runs it: a shell's script as nested shell code, an
// interpreter's as its -c/-e code is judged (read_madetext_run.go). The
// writer must be a simple statement of its own, in the line's top-level
// sequence (`;`, newlines, `&&`), so it has ended before what follows
// starts; the effects pass then makes sure no other part of the line
// makes the file (effects_madetext.go), or the run stays made-then-run.

// seqUnit is a statement of the line's top-level sequence: a statement
// of the line, or an operand of a top-level && list. simple: the
// statement is one command, not in the background or negated.
type seqUnit struct {
	start, end int
	simple     bool
}

// madeText is a file a part writes from literal text.
type madeText struct {
	maker *Part
	// path is the file as written, cleaned.
	path string
	text string
	// unitEnd is where the writer's statement ends in the source.
	unitEnd int
}

// madeRun is, for a part that runs a file the line wrote from literal
// text, the writer and the word naming the file.
type madeRun struct {
	maker *Part
	word  Word
}

// seqUnits returns the line's top-level sequence of statements.
func seqUnits(stmts []*syntax.Stmt) []seqUnit {
	var out []seqUnit
	var add func(st *syntax.Stmt)
	add = func(st *syntax.Stmt) {
		if b, ok := st.Cmd.(*syntax.BinaryCmd); ok && b.Op == syntax.AndStmt && plainStmt(st) {
			add(b.X)
			add(b.Y)
			return
		}
		_, call := st.Cmd.(*syntax.CallExpr)
		out = append(out, seqUnit{start: int(st.Pos().Offset()), end: int(st.End().Offset()),
			simple: call && !st.Background && !st.Negated && !st.Coprocess})
	}
	for _, st := range stmts {
		if st.Background {
			continue // what follows may run while it does
		}
		add(st)
	}
	return out
}

// noteMadeText records part p when it writes a file from literal text
// as a simple statement of the line's top-level sequence.
func (r *reading) noteMadeText(p *Part) {
	if p.Depth != 0 || p.Parent >= 0 || p.Pipe.ID >= 0 || len(p.Wrappers) > 0 || len(p.Assigns) > 0 {
		return
	}
	target, text, ok := literalWrite(p)
	if !ok {
		return
	}
	for _, u := range r.units {
		if u.simple && u.start <= p.Span.Start && p.Span.End <= u.end {
			r.madeTexts = append(r.madeTexts, madeText{maker: p, path: path.Clean(target), text: text, unitEnd: u.end})
			return
		}
	}
}

// madeTextOf returns the literal text the line wrote, earlier in its
// sequence than w, to the file w names, which part p, of the line's
// own, runs.
func (r *reading) madeTextOf(p *Part, w Word) (madeText, bool) {
	v, ok := w.Literal()
	if !ok || v == "" || p.Depth != 0 || p.Parent >= 0 {
		return madeText{}, false
	}
	v = path.Clean(v)
	for i := len(r.madeTexts) - 1; i >= 0; i-- {
		if m := r.madeTexts[i]; m.path == v && m.unitEnd <= w.Span.Start {
			return m, true
		}
	}
	return madeText{}, false
}

// literalWrite returns the file part p writes and the text it writes
// there, when the text is literal in the line: `echo WORDS > f` (with
// -n, and no backslash, which -e or xpg_echo would read), `printf FMT >
// f` (escapes \n, \t, \\, \", \' and %% only), `cat > f` and `tee f`
// fed a here-document or here-string with no expansion.
func literalWrite(p *Part) (string, string, bool) {
	if len(p.Words) == 0 || p.Words[0].Raw != p.Program {
		return "", "", false // /bin/echo --help, "ec"ho: not the builtin as plainly written
	}
	args := p.Args()
	switch p.Program {
	case "echo", "printf", "cat":
		target, ok := soleStdoutFile(p)
		if !ok {
			return "", "", false
		}
		var text string
		switch p.Program {
		case "echo":
			text, ok = echoText(args)
		case "printf":
			text, ok = printfText(args)
		default:
			if len(args) > 1 || len(args) == 1 && !isLit(args[0], "-") {
				return "", "", false
			}
			text, ok = fedLiteralText(p)
		}
		return target, text, ok
	case "tee":
		if len(args) != 1 {
			return "", "", false
		}
		target, ok := args[0].Literal()
		if !ok || target == "" || strings.HasPrefix(target, "-") {
			return "", "", false
		}
		text, ok := fedLiteralText(p)
		return target, text, ok
	}
	return "", "", false
}

// soleStdoutFile returns the file p's only writing redirection names,
// when that is standard output truncated (> or >|) to a literal path.
func soleStdoutFile(p *Part) (string, bool) {
	target, n := "", 0
	for _, rd := range p.Redirs {
		if !rd.Writes {
			continue
		}
		n++
		if rd.Op != ">" && rd.Op != ">|" || rd.Fd != "" && rd.Fd != "1" {
			return "", false
		}
		v, ok := rd.Target.Literal()
		if !ok || v == "" {
			return "", false
		}
		target = v
	}
	return target, n == 1
}

// fedLiteralText returns the text p's standard input is fed, when that
// is a literal here-document (tabs stripped for <<-) or here-string
// (with the newline bash adds).
func fedLiteralText(p *Part) (string, bool) {
	_, text, ok := literalFedText(p) // read_interp_fed.go
	if !ok {
		return "", false
	}
	for _, rd := range p.Redirs {
		if rd.Op == "<<-" {
			lines := strings.Split(text, "\n")
			for i, l := range lines {
				lines[i] = strings.TrimLeft(l, "\t")
			}
			text = strings.Join(lines, "\n")
		}
	}
	if p.Feed == FeedHereString {
		text += "\n"
	}
	return text, !strings.Contains(text, "\r")
}

// echoText returns what bash's echo writes for args: its -n, -e and -E
// options, then the words joined by spaces. A backslash anywhere is not
// read (-e and xpg_echo turn escapes into other bytes).
func echoText(args []Word) (string, bool) {
	newline := true
	var words []string
	for _, w := range args {
		v, ok := w.Literal()
		if !ok || strings.ContainsAny(v, "\\\r") {
			return "", false
		}
		if len(words) == 0 && len(v) > 1 && v[0] == '-' && strings.Trim(v[1:], "neE") == "" {
			newline = newline && !strings.Contains(v, "n")
			continue
		}
		words = append(words, v)
	}
	text := strings.Join(words, " ")
	if newline {
		text += "\n"
	}
	return text, true
}

// printfText returns what printf writes for args: one literal format
// with no directive but %%, and no escape but \n, \t, \\, \" and \'.
func printfText(args []Word) (string, bool) {
	if len(args) > 0 && isLit(args[0], "--") {
		args = args[1:]
	}
	if len(args) != 1 {
		return "", false
	}
	f, ok := args[0].Literal()
	if !ok || strings.HasPrefix(f, "-") {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '\r':
			return "", false
		case c == '%':
			if i+1 >= len(f) || f[i+1] != '%' {
				return "", false
			}
			i++
		case c == '\\':
			if i+1 >= len(f) {
				return "", false
			}
			i++
			switch f[i] {
			case 'n':
				c = '\n'
			case 't':
				c = '\t'
			case '\\', '"', '\'':
				c = f[i]
			default:
				return "", false
			}
		}
		b.WriteByte(c)
	}
	return b.String(), true
}
