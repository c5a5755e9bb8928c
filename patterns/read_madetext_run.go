package patterns

import (
	"path"
	"strings"
)

// A part that runs a file the line wrote from literal text
// (read_madetext.go) is read as that text: a shell's script (`bash f`,
// `sh f`, `./f` with no #! line or a shell's) as nested shell code, an
// interpreter's (`python3 f`, `node f`, `./f` whose #! line names one)
// as its -c/-e code is judged. Only a part of the line's own is read so
// (not one a tool's option or variable names, which may read the file
// as something else: a makefile, a toolchain file). The part is marked (Part.madeRun) so the
// effects pass can make sure the file is that text when it runs.

// madeShellScript reads script word w of shell part p (who names it)
// as the literal text the line wrote there, if it did.
func (r *reading) madeShellScript(p *Part, w Word, who string, sc scope) ([]*Node, bool) {
	m, ok := r.madeTextOf(p, w)
	if !ok {
		return nil, false
	}
	p.madeRun = &madeRun{maker: m.maker, word: w}
	return r.nestedText(p, who+" "+w.Raw, m.text, w.Span, p.Feed, sc), true
}

// madeInterpScript judges script word w of interpreter part p (who
// names it) as the literal text the line wrote there, if it did: as the
// same text given to -c/-e is.
func (r *reading) madeInterpScript(p *Part, w Word, who string) ([]*Node, bool) {
	m, ok := r.madeTextOf(p, w)
	if !ok {
		return nil, false
	}
	p.madeRun = &madeRun{maker: m.maker, word: w}
	return r.madeCode(p, w, who, m.text), true
}

// madeCode judges text, the program of interpreter part p (who names
// it) in the file w names: a #! line python and node skip is dropped.
func (r *reading) madeCode(p *Part, w Word, who, text string) []*Node {
	if lang := codeLanguage(who); (lang == "python" || lang == "node") && strings.HasPrefix(text, "#!") {
		_, text, _ = strings.Cut(text, "\n")
	}
	if plainCode(who, text) {
		return nil
	}
	return []*Node{r.foreign(p, w, who+" "+w.Raw+" (written earlier in the line)")}
}

// madeProgram reads the program word of part p, a path (./f), as the
// literal text the line wrote there, if it did: by its #! line's shell
// or interpreter (`#!/bin/sh`, `#!/usr/bin/env python3`, nothing more on
// the line), or, with no #! line, as the calling shell runs it.
func (r *reading) madeProgram(p *Part, sc scope) []*Node {
	w := p.Words[0]
	if v, ok := w.Literal(); !ok || !strings.Contains(v, "/") {
		return nil
	}
	m, ok := r.madeTextOf(p, w)
	if !ok {
		return nil
	}
	who, ok := shebangProgram(m.text)
	switch {
	case !ok:
		return nil
	case isShell(who) && who != "busybox":
		p.madeRun = &madeRun{maker: m.maker, word: w}
		return r.nestedText(p, who+" "+w.Raw, m.text, w.Span, p.Feed, sc)
	case interpreterSpecs.get()[who] != nil:
		p.madeRun = &madeRun{maker: m.maker, word: w}
		return r.madeCode(p, w, who, m.text)
	}
	return nil
}

// shebangProgram returns the program text's #! line runs it with (bash
// for none, as the calling shell does): a path, or env and a name, with
// no option.
func shebangProgram(text string) (string, bool) {
	if !strings.HasPrefix(text, "#!") {
		return "bash", true
	}
	line, _, _ := strings.Cut(text[2:], "\n")
	f := strings.Fields(line)
	switch {
	case len(f) == 1 && strings.HasPrefix(f[0], "/"):
		return path.Base(f[0]), true
	case len(f) == 2 && (f[0] == "/usr/bin/env" || f[0] == "/bin/env") && !strings.ContainsAny(f[1], "-=/"):
		return f[1], true
	}
	return "", false
}
