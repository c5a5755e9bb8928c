package patterns

import "strings"

// What `find` prints, given to rm on a line (rt45 everyday: the commonest
// cleanup idioms asked as deleting the home, "might").
//
// `find . -name "*.log" | xargs rm -f` and `rm -rf $(find . -name
// "*.pyc")` split find's output at blanks, where `find … -print0 | xargs
// -0 rm` (xargs_listed.go) keeps each name whole. Every name find prints
// for a relative starting point without ".." begins with that point
// (./…), so the items are read as the NUL-separated ones are: ROOT/** or
// ROOT/**/PAT. A name holding a blank splits in two, and its second half
// is a word of the workdir's own naming (a file the line did not make);
// the reader accepts that as it does for `ls … | xargs rm` (match_files_items.go).
// An absolute or home starting point (`find ~ …`, `find / …`) is not
// bounded so: a split name there may be anything, and such a delete asks.

// findPrinted returns the words standing for what `find ROOT… [tests]
// [-print]` prints, when its starting points are literal, relative and
// climb no "..", it follows no links and prints nothing but the names
// it finds; nil otherwise.
func findPrinted(p *Part) []Word {
	if p == nil || p.Program != "find" || len(p.Words) < 2 {
		return nil
	}
	n := len(p.Words)
	last := n
	if isLit(p.Words[n-1], "-print") {
		last = n - 1
	}
	var roots []Word
	inRoots := true
	for _, w := range p.Words[1:last] {
		v, ok := w.Literal()
		if !ok {
			return nil
		}
		if strings.HasPrefix(v, "-") || findExprs.get()[v] {
			inRoots = false
		}
		if inRoots {
			if !relInside(v) {
				return nil
			}
			roots = append(roots, w)
			continue
		}
		if findActions.get()[v] || findOutputs.get()[v] || v == "-print0" {
			return nil
		}
	}
	return foundBelow(roots, p.Words, last)
}

// foundBelow is what find prints from its starting points roots (. when
// none), its words read up to last: every path deep below each root, or
// below it with the one -name its words give (findOneName).
func foundBelow(roots, words []Word, last int) []Word {
	if len(roots) == 0 {
		roots = []Word{LitWord(".")}
	}
	pat, ok := findOneName(words, last)
	out := make([]Word, 0, len(roots))
	for _, r := range roots {
		if ok {
			out = append(out, globJoin(deepBelow(r), pat))
		} else {
			out = append(out, deepBelow(r))
		}
	}
	return out
}

// xargsBlank reports whether every xargs wrapper of p splits its input
// at blanks and reads it from standard input: no -0, -a, -d or -E.
func xargsBlank(p *Part) bool {
	return everyXargs(p, func(scan optScan) bool {
		_, other := scan.find("-0", "--null", "-a", "--arg-file", "-d", "--delimiter", "-E", "-e", "--eof")
		return !other
	})
}

// foundWords returns rm part p with each of its words that is only an
// unquoted `$(find …)` read as what that find prints ([findPrinted]),
// one word for one starting point; p itself when there is none.
func foundWords(p *Part, ctx *Context) *Part {
	if ctx == nil || ctx.cmd == nil || p.Program != "rm" && p.Program != "unlink" {
		return p
	}
	var words []Word
	for i := 1; i < len(p.Words); i++ {
		w := p.Words[i]
		if len(w.Segs) != 1 || w.Segs[0].Kind != SegSubst || w.Segs[0].Quoted || !strings.HasPrefix(w.Raw, "$(") {
			continue
		}
		q := substFeeder(w.Span, p, ctx)
		if q == nil || len(q.Wrappers) > 0 || len(q.Assigns) > 0 || q.Unreadable != nil || len(q.Redirs) > 0 {
			continue
		}
		items := findPrinted(q)
		if len(items) != 1 {
			continue
		}
		if words == nil {
			words = append([]Word{}, p.Words...)
		}
		items[0].Span = w.Span
		words[i] = items[0]
	}
	if words == nil {
		return p
	}
	c := *p
	c.Words = words
	return &c
}

// substFeeder returns the one part run within span, a word of part p,
// or nil when there is none or more than one.
func substFeeder(span Span, p *Part, ctx *Context) *Part {
	var feeder *Part
	for _, q := range ctx.cmd.Parts {
		if q == nil || q == p || !within2(q.Span, span) {
			continue
		}
		if feeder != nil {
			return nil
		}
		feeder = q
	}
	return feeder
}
