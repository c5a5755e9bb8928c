package patterns

import (
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// wordConv turns syntax words into [Word]s. src is the text the words were
// parsed from and m maps its offsets into Command.Source.
type wordConv struct {
	src string
	m   spanMap
}

// word converts w: its raw text, its span and its segments.
func (c wordConv) word(w *syntax.Word) Word {
	start, end := int(w.Pos().Offset()), int(w.End().Offset())
	out := Word{Raw: c.src[start:end], Span: c.m.span(start, end), textAt: start + 1}
	parts := w.Parts
	if hasBraceLit(parts) {
		split := &syntax.Word{Parts: slices.Clone(parts)}
		if syntax.SplitBraces(split) {
			parts = split.Parts
		}
	}
	var b segBuilder
	if len(parts) > 1 {
		// A segment or more for each part, most often: room for them at
		// once (64 KiB of $a grew its 32,000 by doubling; fx41p).
		b.segs = make([]Seg, 0, len(parts))
	}
	for i, p := range parts {
		c.part(&b, p, false, i == 0, i+1 < len(parts))
	}
	out.Segs = b.done()
	return out
}

// hasBraceLit reports whether an unquoted literal part holds a '{', the
// only case in which brace expansion can apply.
func hasBraceLit(parts []syntax.WordPart) bool {
	for _, p := range parts {
		if l, ok := p.(*syntax.Lit); ok && strings.Contains(l.Value, "{") {
			return true
		}
	}
	return false
}

// part adds the segments of one word part. first says the part begins the
// word (where a tilde expands); more says other parts follow it.
func (c wordConv) part(b *segBuilder, p syntax.WordPart, quoted, first, more bool) {
	switch p := p.(type) {
	case *syntax.Lit:
		if quoted {
			b.lit(unescapeDouble(p.Value), true)
			return
		}
		s := p.Value
		if first && strings.HasPrefix(s, "~") {
			if user, rest, ok := tildePrefix(s, more); ok {
				b.add(tildeSeg(user))
				s = rest
			}
		} else if first {
			s = assignTildes(b, s, more)
		}
		unquotedLit(b, s, more)
	case *syntax.SglQuoted:
		if p.Dollar {
			b.lit(ansiC(p.Value), true)
		} else {
			b.lit(p.Value, true)
		}
	case *syntax.DblQuoted:
		if len(p.Parts) == 0 {
			b.lit("", true)
		}
		for _, q := range p.Parts {
			c.part(b, q, true, false, false)
		}
	case *syntax.ParamExp:
		s := Seg{Kind: SegParam, Text: paramName(p), Quoted: quoted, Digits: digitParam(p)}
		if s.Text == "" {
			s.Reads = strings.Join(valueReads(p, nil), " ")
		}
		b.add(s)
	case *syntax.CmdSubst, *syntax.ArithmExp, *syntax.ProcSubst:
		b.add(Seg{Kind: SegSubst, Text: c.text(p), Quoted: quoted})
	case *syntax.ExtGlob:
		b.add(Seg{Kind: SegGlob, Text: c.text(p)})
	case *syntax.BraceExp:
		b.add(Seg{Kind: SegBrace, Text: c.braceText(p)})
	}
}

// text returns the source text of a node parsed from c.src.
func (c wordConv) text(n syntax.Node) string {
	return c.src[n.Pos().Offset():n.End().Offset()]
}

// braceText writes a brace expansion back as source. The parts that
// syntax.SplitBraces cut from literals keep their values; the others are
// taken from the source.
func (c wordConv) braceText(be *syntax.BraceExp) string {
	sep := ","
	if be.Sequence {
		sep = ".."
	}
	var sb strings.Builder
	sb.WriteByte('{')
	for i, e := range be.Elems {
		if i > 0 {
			sb.WriteString(sep)
		}
		for _, p := range e.Parts {
			switch p := p.(type) {
			case *syntax.Lit:
				sb.WriteString(p.Value)
			case *syntax.BraceExp:
				sb.WriteString(c.braceText(p))
			default:
				sb.WriteString(c.text(p))
			}
		}
	}
	sb.WriteByte('}')
	return sb.String()
}

// paramName returns the variable's name for $NAME and ${NAME}, and "" for
// any other expansion (special and positional parameters included).
func paramName(p *syntax.ParamExp) string {
	if tmpdirOrTmp(p) {
		return "TMPDIR" // ${TMPDIR:-/tmp}: the harness's TMPDIR, or /tmp
	}
	if p.Param == nil || p.Excl || p.Length || p.Width || p.IsSet || p.Index != nil ||
		p.Slice != nil || p.Repl != nil || p.Names != 0 || p.Exp != nil && !errorIfUnset(p.Exp) ||
		p.Flags != nil || p.NestedParam != nil || len(p.Modifiers) > 0 {
		return ""
	}
	name := p.Param.Value
	if !validName(name) {
		return ""
	}
	return name
}

// errorIfUnset reports whether an expansion's operator is ${X:?} or
// ${X?} with no message or a literal one: where it expands at all, its
// value is X's (bash ends the command otherwise), and the message runs
// nothing.
func errorIfUnset(e *syntax.Expansion) bool {
	if e.Op != syntax.ErrorUnsetOrNull && e.Op != syntax.ErrorUnset {
		return false
	}
	if e.Word == nil {
		return true
	}
	for _, wp := range e.Word.Parts {
		if _, ok := wp.(*syntax.Lit); !ok {
			return false
		}
	}
	return true
}

// validName reports whether s is a shell variable name.
func validName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_', 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z':
		case '0' <= c && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// tildePrefix splits a leading "~user" off an unquoted literal. The prefix
// runs to the first '/' or ':' (bash ends it at either); when the literal has none and more parts follow,
// the prefix would hold quoted or expanded text and bash leaves it alone,
// as it does when the prefix holds a backslash.
func tildePrefix(s string, more bool) (user, rest string, ok bool) {
	end := strings.IndexAny(s, "/:")
	if end < 0 {
		if more {
			return "", "", false
		}
		end = len(s)
	}
	user = s[1:end]
	if strings.ContainsAny(user, `\*?[`) {
		return "", "", false
	}
	return user, s[end:], true
}

// assignTildes adds the start of an unquoted literal that begins like an
// assignment (NAME=…): bash, outside POSIX mode, expands a tilde right
// after its first = and after each : that follows, in a command's
// arguments too (dd of=~/x, PATH=a:~/bin). It adds the text up to the
// last such tilde and the tildes, and returns the rest.
func assignTildes(b *segBuilder, s string, more bool) string {
	eq := strings.IndexByte(s, '=')
	if eq <= 0 || !validName(s[:eq]) {
		return s
	}
	at := eq + 1
	for {
		if at < len(s) && s[at] == '~' {
			end := strings.IndexAny(s[at:], "/:")
			if end < 0 {
				if more {
					return s // the prefix runs into quoted or expanded text
				}
				end = len(s) - at
			}
			user := s[at+1 : at+end]
			if strings.ContainsAny(user, `\*?[`) {
				return s
			}
			unquotedLit(b, s[:at], true)
			b.add(tildeSeg(user))
			s, at = s[at+end:], 0
		}
		next := strings.IndexByte(s[at:], ':')
		if next < 0 {
			return s
		}
		at += next + 1
	}
}

// unquotedLit adds an unquoted literal: escapes resolved, '*', '?' and
// bracket expressions as globs. more says other parts of the word follow,
// in which a bracket expression left open here might close.
func unquotedLit(b *segBuilder, s string, more bool) {
	if !strings.ContainsAny(s, `\*?[`) {
		if s != "" {
			b.lit(s, false)
		}
		return
	}
	if n := strings.Count(s, "*") + strings.Count(s, "?"); n > 1 {
		// A glob and the literal after it each make a segment: room for
		// them at once, not grown by doubling (64 KiB of *a was a third
		// of its 21 MB growing the segments; fx41p).
		b.segs = slices.Grow(b.segs, 2*n+1)
	}
	// The literal text between globs is s[from:i], a piece of s; buf
	// holds it only once an escape has been resolved in it.
	var buf strings.Builder
	from, inBuf := 0, false
	flush := func(to int) {
		switch {
		case inBuf:
			buf.WriteString(s[from:to])
			if buf.Len() > 0 {
				b.lit(buf.String(), false)
			}
			buf, inBuf = strings.Builder{}, false
		case to > from:
			b.lit(s[from:to], false)
		}
	}
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			buf.WriteString(s[from:i])
			inBuf = true
			if i+1 < len(s) {
				i++
				buf.WriteByte(s[i])
			}
			from = i + 1
		case '*', '?':
			flush(i)
			b.add(Seg{Kind: SegGlob, Text: s[i : i+1]})
			from = i + 1
		case '[':
			end := bracketEnd(s, i)
			if end < 0 && !more {
				continue // a literal '[', kept in the run
			}
			flush(i)
			if end < 0 {
				// It may close in a later part ("[a"b]): a glob
				// either way, and never certainly a literal.
				b.add(Seg{Kind: SegGlob, Text: "["})
				from = i + 1
				continue
			}
			b.add(Seg{Kind: SegGlob, Text: s[i : end+1]})
			i = end
			from = end + 1
		}
	}
	flush(len(s))
}

// bracketEnd returns the index of the ']' that closes the bracket
// expression opening at s[open], or -1.
func bracketEnd(s string, open int) int {
	i := open + 1
	if i < len(s) && (s[i] == '!' || s[i] == '^') {
		i++
	}
	if i < len(s) && s[i] == ']' {
		i++
	}
	for ; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '[':
			if i+1 < len(s) && strings.IndexByte(":.=", s[i+1]) >= 0 {
				if j := strings.Index(s[i+2:], string(s[i+1])+"]"); j >= 0 {
					i += 2 + j + 1
				}
			}
		case ']':
			return i
		}
	}
	return -1
}

// unescapeDouble resolves the escapes that stand inside double quotes:
// a backslash before $, `, ", \ or a newline.
func unescapeDouble(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			switch s[i+1] {
			case '$', '`', '"', '\\':
				i++
			case '\n':
				i++
				continue
			}
		}
		sb.WriteByte(s[i])
	}
	return sb.String()
}

// segBuilder collects a word's segments, merging adjacent literal text.
// The text of a run of literal pieces is joined once, when the run ends,
// so a word of many pieces ('a'"b"'c'…) costs its length, not its
// square.
type segBuilder struct {
	segs []Seg
	// run is the literal text not yet added: its first piece as it came
	// (most runs have one), and joined holds them all once there are more.
	run            string
	joined         *strings.Builder
	inRun, runQuot bool
}

// lit adds literal text. Merged text counts as quoted when any piece of it
// stood inside quotes.
func (b *segBuilder) lit(s string, quoted bool) {
	switch {
	case !b.inRun:
		b.run, b.inRun, b.runQuot = s, true, quoted
		return
	case b.joined == nil:
		b.joined = &strings.Builder{}
		b.joined.WriteString(b.run)
	}
	b.joined.WriteString(s)
	b.runQuot = b.runQuot || quoted
}

// add adds a segment after the literal text before it (merged into it
// when the segment is literal text too).
func (b *segBuilder) add(s Seg) {
	if s.Kind == SegLit {
		b.lit(s.Text, s.Quoted)
		return
	}
	b.flush()
	b.segs = append(b.segs, s)
}

// addAll adds segments as they are, after the literal text before them,
// without merging the first of them into it.
func (b *segBuilder) addAll(segs []Seg) {
	b.flush()
	b.segs = append(b.segs, segs...)
}

// flush ends the run of literal text, adding it as one segment.
func (b *segBuilder) flush() {
	if !b.inRun {
		return
	}
	text := b.run
	if b.joined != nil {
		text = b.joined.String()
	}
	b.segs = append(b.segs, Seg{Kind: SegLit, Text: text, Quoted: b.runQuot})
	b.run, b.joined, b.inRun, b.runQuot = "", nil, false, false
}

// done returns the segments without empty literals (” next to $x), unless
// the word is nothing but an empty literal.
func (b *segBuilder) done() []Seg {
	b.flush()
	if len(b.segs) < 2 {
		return b.segs
	}
	return slices.DeleteFunc(b.segs, func(s Seg) bool { return s.Kind == SegLit && s.Text == "" })
}

// trimWordPrefix returns w without the literal text prefix at its start
// (the "name=" of "name=value"). Its Raw and Span shrink too when the
// prefix stands as such at the start of Raw and exact says the span maps
// byte for byte; otherwise they stay the whole word's.
func trimWordPrefix(w Word, prefix string, exact bool) Word {
	out := Word{Raw: w.Raw, Span: w.Span}
	rest := prefix
	for i, s := range w.Segs {
		if rest == "" {
			out.Segs = append(out.Segs, w.Segs[i:]...)
			break
		}
		if s.Kind != SegLit {
			return w // the prefix is not literal text: keep the word whole
		}
		n := min(len(rest), len(s.Text))
		if s.Text[:n] != rest[:n] {
			return w
		}
		rest = rest[n:]
		if n < len(s.Text) {
			s.Text = s.Text[n:]
			out.Segs = append(out.Segs, s)
		}
	}
	if rest != "" {
		return w
	}
	if exact && strings.HasPrefix(w.Raw, prefix) {
		out.Raw = w.Raw[len(prefix):]
		out.Span.Start += len(prefix)
	}
	return out
}

// tmpdirOrTmp reports whether p is ${TMPDIR:-/tmp} (or ${TMPDIR-/tmp},
// or /var/tmp): a temporary directory whichever way it expands.
func tmpdirOrTmp(p *syntax.ParamExp) bool {
	if p.Param == nil || p.Param.Value != "TMPDIR" || p.Exp == nil || p.Excl || p.Length || p.Index != nil ||
		p.Slice != nil || p.Repl != nil || p.Names != 0 || p.NestedParam != nil || len(p.Modifiers) > 0 ||
		(p.Exp.Op != syntax.DefaultUnsetOrNull && p.Exp.Op != syntax.DefaultUnset) || p.Exp.Word == nil {
		return false
	}
	v := p.Exp.Word.Lit()
	return v == "/tmp" || v == "/var/tmp"
}

// tildeSeg is the segment of a tilde prefix naming user. `~+` is bash's
// $PWD and `~-` its $OLDPWD, so they are read as those variables, in one
// field as a quoted one is: `rm -rf ~+/..` deletes the workdir's parent
// for certain, as `rm -rf "$PWD"/..` does (rt42 R).
func tildeSeg(user string) Seg {
	switch user {
	case "+":
		return Seg{Kind: SegParam, Text: "PWD", Quoted: true}
	case "-":
		return Seg{Kind: SegParam, Text: "OLDPWD", Quoted: true}
	}
	return Seg{Kind: SegTilde, Text: user}
}
