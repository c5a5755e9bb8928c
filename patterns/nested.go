package patterns

import (
	"fmt"
	"strings"
)

// A part can hand a command on: as a string for a shell to parse (bash -c
// STRING, ssh host STRING, trap STRING …) or as words to run (find -exec
// … ;, docker exec CONTAINER …). What it hands on is read as nested parts,
// one level deeper, under a node naming who runs it.

// nestedWord reads the command string in word w of part p, run by label.
func (r *reading) nestedWord(p *Part, label string, w Word, feed Feed, sc scope) []*Node {
	return r.nestedWords(p, label, []Word{w}, feed, sc)
}

// nestedWords reads the command string made of words joined by spaces (as
// ssh and watch join their operands), run by label. The words must be
// literal; the nested parts' spans map into the source when the string is
// one word whose text stands there as such, and cover the words otherwise.
func (r *reading) nestedWords(p *Part, label string, words []Word, feed Feed, sc scope) []*Node {
	span := Span{words[0].Span.Start, words[len(words)-1].Span.End}
	n := &Node{Kind: NodeNested, Label: label, Span: span, Part: -1}
	vals := make([]string, len(words))
	for i, w := range words {
		v, ok := w.Literal()
		if !ok && !sc.handsAway {
			v, ok = tildeJoined(w)
		}
		if !ok && !sc.handsAway {
			v, ok = homeJoined(w, r.cmd.Source) // nested_home.go
		}
		if !ok {
			n.add(r.unreadable(p, UnreadableNestedDynamic, span, fmt.Sprintf(
				"%s runs the command string %s, which is not literal, so what it runs is not known until it runs.",
				label, quoteRaw(rawJoined(words)))))
			return []*Node{n}
		}
		vals[i] = v
	}
	str := strings.Join(vals, " ")
	m := spanMap{whole: &span}
	if len(words) == 1 && sc.m.whole == nil {
		if off, ok := stringOffset(words[0].Raw, str); ok {
			m = spanMap{base: words[0].Span.Start + off}
		} else if at := quotedOffsets(words[0].Raw, str, words[0].Span.Start); at != nil {
			m.at = at
		}
	} else if len(words) == 1 {
		m.at = nestedOffsets(words[0], str, sc)
	}
	return r.nestedParse(p, n, str, m, feed, sc)
}

// nestedOffsets maps the bytes of str, the command string in word w of a
// nested string whose bytes map through sc.m.at, to the source, so that
// a string nested twice keeps its words' spans apart too. It is nil when
// w's place in sc's text is not known.
func nestedOffsets(w Word, str string, sc scope) []int {
	o := w.textAt - 1
	if sc.m.at == nil || o < 0 || o+len(w.Raw) > len(sc.src) || sc.src[o:o+len(w.Raw)] != w.Raw {
		return nil
	}
	q := quotedOffsets(w.Raw, str, o)
	if off, ok := stringOffset(w.Raw, str); ok {
		q = make([]int, len(str)+1)
		for i := range q {
			q[i] = o + off + i
		}
	}
	if q == nil {
		return nil
	}
	at := make([]int, len(q))
	for i, x := range q {
		at[i] = sc.m.at[x]
	}
	return at
}

// nestedText reads text, a command string that part p makes up from its
// words (git's alias.x=ARGS runs `git ARGS`), covering span.
func (r *reading) nestedText(p *Part, label, text string, span Span, feed Feed, sc scope) []*Node {
	n := &Node{Kind: NodeNested, Label: label, Span: span, Part: -1}
	return r.nestedParse(p, n, text, spanMap{whole: &span}, feed, sc)
}

// nestedParse parses str, the command string under node n, and reads it
// one level deeper than sc, fed by feed.
func (r *reading) nestedParse(p *Part, n *Node, str string, m spanMap, feed Feed, sc scope) []*Node {
	if sc.depth >= r.cfg.maxDepth {
		n.add(r.unreadable(p, UnreadableDepth, n.Span, fmt.Sprintf(
			"%s runs a command string nested %d deep, past the limit of %d, so it is not read.",
			n.Label, sc.depth+1, r.cfg.maxDepth)))
		return []*Node{n}
	}
	if u, bad := r.cfg.bracketDepth(str, n.Span); bad {
		panic(capped{u})
	}
	if u, bad := r.cfg.stagesOver(str, n.Span); bad {
		panic(capped{u})
	}
	f, err := r.parser.Parse(strings.NewReader(str), "")
	if err != nil {
		base := -1
		if m.whole == nil {
			base = m.base
		}
		u := parseUnreadable(err, "The command string "+n.Label+" runs", n.Span, base, p.Index)
		n.add(r.unreadable(p, u.Code, u.Span, u.Detail))
		return []*Node{n}
	}
	u, braces, bad := r.cfg.shape(f, n.Span)
	if bad {
		panic(capped{u})
	}
	r.admitBraces(braces)
	in := scope{src: str, m: m, depth: sc.depth + 1, parent: p.Index, pipe: noPipe(), feed: feed, away: sc.handsAway, own: sc.handsOwn}
	in.redirs = stdinRedirs(p, sc)   // read_stdinredir.go
	in.pipe = stdinPipe(p, feed, sc) // read_stdinpipe.go
	n.Children = r.stmtList(f.Stmts, in)
	return []*Node{n}
}

// stringOffset returns where value starts in raw when raw is value as such,
// or value in plain single or double quotes, or in $'…'.
func stringOffset(raw, value string) (int, bool) {
	switch raw {
	case value:
		return 0, true
	case "'" + value + "'", `"` + value + `"`:
		return 1, true
	case "$'" + value + "'":
		return 2, true
	}
	return 0, false
}

// nestedArgv reads words that part p runs as a command of their own (find
// -exec …, docker exec CONTAINER …), one level deeper, under label.
func (r *reading) nestedArgv(p *Part, label string, words []Word, sc scope) []*Node {
	span := Span{words[0].Span.Start, words[len(words)-1].Span.End}
	n := &Node{Kind: NodeNested, Label: label, Span: span, Part: -1}
	if sc.depth >= r.cfg.maxDepth {
		n.add(r.unreadable(p, UnreadableDepth, span, fmt.Sprintf(
			"%s runs a command nested %d deep, past the limit of %d, so it is not read.",
			label, sc.depth+1, r.cfg.maxDepth)))
		return []*Node{n}
	}
	in := sc
	in.depth, in.parent, in.pipe, in.redirs, in.feed = sc.depth+1, p.Index, noPipe(), nil, p.Feed
	in.away, in.handsAway = sc.handsAway, false
	in.own, in.handsOwn = sc.handsOwn, false
	seed := partSeed{words: words, span: span, text: argvText(words, span, sc), sc: in}
	_, n.Children = r.part(seed)
	return []*Node{n}
}

// argvText returns the source text of words spanning span: from the scope's
// text when it maps exactly, else the words' own texts joined by spaces.
func argvText(words []Word, span Span, sc scope) string {
	// Words put together from elsewhere (parallel's argument in place of
	// its {} program) may not stand in order in the source.
	if lo, hi := span.Start-sc.m.base, span.End-sc.m.base; sc.m.whole == nil && lo >= 0 && lo <= hi && hi <= len(sc.src) {
		return sc.src[lo:hi]
	}
	raws := make([]string, len(words))
	for i, w := range words {
		raws[i] = w.Raw
	}
	return strings.Join(raws, " ")
}
