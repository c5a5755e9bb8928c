package patterns

import "strings"

// A variable the line sets to plain text before anything else runs is
// that text where the line's own shell reads it (eff7c). Only the
// assignments that open the line count: `U=https://x.io/r.git; git push
// "$U"`, `B=feature && git push origin "$B"`, `export D=build; rm -rf
// "$D/x"` (each a command of its own,
// followed by ;, && or a newline, so it runs, and runs first, in the
// line's shell). The value is plain: no blank, quote inside, expansion,
// glob, tilde or operator. And the line writes the name nowhere else
// outside $ and ${ (no second U=, read U, for U in), sources nothing,
// and the part reading it stands at the top (a nested bash -c has its
// own variables). Anything else about the variable stays unknown.

// leading returns the plain values of the assignments that open src.
func leadingAssigns(src string) map[string]string {
	out := map[string]string{}
	i := 0
	for n := 0; n < assignCap; n++ {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if strings.HasPrefix(src[i:], "export ") { // export NAME=VALUE sets it as NAME=VALUE does (fx43e2)
			i += len("export ")
			for i < len(src) && src[i] == ' ' {
				i++
			}
		}
		j := i
		for j < len(src) && isNameByte(src[j]) {
			j++
		}
		if j == i || j >= len(src) || src[j] != '=' || !isNameStart(src[i]) {
			return out
		}
		name := src[i:j]
		k := j + 1
		for k < len(src) && !strings.ContainsRune(" \t\n;&|<>()", rune(src[k])) {
			k++
		}
		v := src[j+1 : k]
		single := len(v) >= 2 && v[0] == '\''
		if len(v) >= 2 && (v[0] == '\'' || v[0] == '"') && v[len(v)-1] == v[0] {
			v = v[1 : len(v)-1]
		}
		if !single {
			v = pidAsDigits(v)
		}
		rest := strings.TrimLeft(src[k:], " \t")
		var next int
		switch {
		case strings.HasPrefix(rest, "&&"):
			next = 2
		case strings.HasPrefix(rest, ";") && !strings.HasPrefix(rest, ";;"), strings.HasPrefix(rest, "\n"):
			next = 1
		default:
			return out // a prefix of a command (U=x cmd), a pipe, the end: not the line's variable
		}
		_, twice := out[name]
		switch {
		case twice || v == "":
			out[name] = "" // set twice: not known
		case !single && homeValue(src[j+1:k]) != "":
			out[name] = homeValue(src[j+1 : k]) // D=~, D=~/sub, D=$HOME/sub (issue 7)
		case strings.ContainsAny(v, "$`\\'\"*?[]{}~ \t\n;&|<>()!#"):
			out[name] = "" // not plain: not known
		default:
			out[name] = v
		}
		i = len(src) - len(rest) + next
	}
	return out
}

// literal returns the plain text the line sets variable name to (above).
func (l *lineFacts) literal(name string) (string, bool) {
	if l == nil || l.sources {
		return "", false
	}
	l.once.Do(l.scan)
	v := l.leading[name]
	return v, v != "" && l.bare[name]-nameCount(v, name) == 1
}

// lineValue returns the text of a word that is one variable the line sets
// to plain text (above), then plain text, read by a part at the top of
// the line: "$U", "$U/x", or $U unquoted when the line may not set IFS (the text has no blank or
// glob to split or expand).
func lineValue(p *Part, w Word) (string, bool) {
	if p == nil || p.line == nil || p.Depth != 0 || len(w.Segs) == 0 || w.Segs[0].Kind != SegParam {
		return "", false
	}
	if !w.Segs[0].Quoted && p.line.maySet("IFS") {
		return "", false
	}
	// Plain text after the variable is read with it: "$D/x" is build/x
	// where D=build (fx43e2).
	var rest strings.Builder
	for _, sg := range w.Segs[1:] {
		if sg.Kind != SegLit {
			return "", false
		}
		rest.WriteString(sg.Text)
	}
	if rest.Len() > 0 && (!strings.HasPrefix(rest.String(), "/") || bashSets(w.Segs[0].Text)) {
		// ${d}ot joins names: only a path below the value is read, and
		// not below one bash itself may change ($PWD at a cd).
		return "", false
	}
	v, ok := p.line.literal(w.Segs[0].Text)
	if !ok || strings.HasPrefix(v, "~") {
		return "", false // a home value is read by lineResolved only
	}
	return v + rest.String(), true
}

// homeValue returns, for an assignment's value as written that is the
// home or a plain path below it (~, ~/sub, $HOME/sub, "$HOME/sub",
// ${HOME}), the value with the home spelled ~; else "". A tilde is
// expanded only unquoted and at the value's start; $HOME only where the
// line does not set HOME (lineResolved checks).
func homeValue(raw string) string {
	rest, ok := "", false
	switch {
	case raw == "~" || strings.HasPrefix(raw, "~/"):
		rest, ok = raw[1:], true
	default:
		r := strings.TrimSuffix(strings.TrimPrefix(raw, `"`), `"`)
		if len(r) != len(raw)-2 && r != raw {
			return "" // a quote at one end only
		}
		for _, h := range []string{"${HOME}", "$HOME"} {
			if t, cut := strings.CutPrefix(r, h); cut && (t == "" || strings.HasPrefix(t, "/")) {
				rest, ok = t, true
				break
			}
		}
	}
	if !ok || strings.ContainsAny(rest, "$`\\'\"*?[]{}~ \t\n;&|<>()!#") {
		return ""
	}
	return "~" + rest
}

// lineResolved returns w as the literal text it holds where lineValue
// knows it (keeping its raw text and span), else w.
func lineResolved(p *Part, w *Word) (*Word, bool) {
	if h, ok := lineHome(p, w); ok {
		return h, true
	}
	v, ok := lineValue(p, *w)
	if !ok {
		return w, false
	}
	lit := LitWord(v)
	lit.Raw, lit.Span = w.Raw, w.Span
	return &lit, true
}

// nameCount counts the words of plain text v that read as name to
// lineFacts.scan: the text of an assigned value is no write of them
// (x=/tmp/x.1 writes x once, though its value holds an x).
func nameCount(v, name string) int {
	n := 0
	for i := 0; i < len(v); {
		if !isNameStart(v[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(v) && isNameByte(v[j]) {
			j++
		}
		if v[i:j] == name {
			n++
		}
		i = j
	}
	return n
}

// pidAsDigits writes each $$ of an assigned value (the shell's pid,
// digits only: word_digits.go) as 0, where no name, $ or { follows it
// (x=/tmp/x.$$ is /tmp/x.0); any other $ stays, so the value is not plain.
func pidAsDigits(v string) string {
	var b strings.Builder
	for i := 0; i < len(v); i++ {
		if v[i] == '$' && i+1 < len(v) && v[i+1] == '$' && (i+2 == len(v) || !isNameByte(v[i+2]) && v[i+2] != '$' && v[i+2] != '{') {
			b.WriteByte('0')
			i++
			continue
		}
		b.WriteByte(v[i])
	}
	return b.String()
}

// lineHome returns w as a path through the home where it is one variable
// the line sets to the home or a plain path below it (homeValue), then
// plain text below that: `D=~; rm -rf "$D/x"` deletes ~/x (issue 7: it
// was named a delete outside the workdir). The line must not set HOME
// (the value was expanded when it was assigned, but a later HOME= would
// make the reading below differ from ~ as Context.Home knows it).
func lineHome(p *Part, w *Word) (*Word, bool) {
	if p == nil || p.line == nil || p.Depth != 0 || len(w.Segs) == 0 || w.Segs[0].Kind != SegParam {
		return w, false
	}
	if !w.Segs[0].Quoted && p.line.maySet("IFS") || p.line.maySet("HOME") {
		return w, false
	}
	var rest strings.Builder
	for _, sg := range w.Segs[1:] {
		if sg.Kind != SegLit {
			return w, false
		}
		rest.WriteString(sg.Text)
	}
	if rest.Len() > 0 && !strings.HasPrefix(rest.String(), "/") {
		return w, false
	}
	v, ok := p.line.literal(w.Segs[0].Text)
	if !ok || !strings.HasPrefix(v, "~") {
		return w, false
	}
	segs := []Seg{{Kind: SegTilde}}
	if t := v[1:] + rest.String(); t != "" {
		segs = append(segs, Seg{Kind: SegLit, Text: t, Quoted: true})
	}
	return &Word{Raw: w.Raw, Span: w.Span, Segs: segs}, true
}
