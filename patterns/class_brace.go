package patterns

import "strings"

// A word with a brace expansion ({build,../other}) stands for several
// words, and a class judges each: the word might belong to the class when
// one of them might, and certainly does only when all of them do (so an
// allow is never loosened). Only plain lists are expanded: a brace whose
// words hold quotes, expansions, a tilde, a bracket glob or another brace
// is judged as written.

// maxBraceWords caps the words a brace expansion is judged as.
const maxBraceWords = 16

// judgeBraces judges each word w's brace lists stand for, and reports
// false when w has none that can be expanded.
func judgeBraces(judge func(Word) Judgement, w Word) (Judgement, bool) {
	words, ok := braceWords(w)
	if !ok {
		return Judgement{}, false
	}
	j := Judgement{Certainly: true}
	for _, x := range words {
		k := judge(x)
		j.Might = j.Might || k.Might || k.Certainly
		j.Certainly = j.Certainly && k.Certainly
	}
	return j, true
}

// braceWords returns the words of w's brace lists, or false when w has
// no brace list, or one that is not plain, or too many words. How many
// words the plain lists make is counted before any is made, so a word of
// forty lists costs no more than one of five.
func braceWords(w Word) ([]Word, bool) {
	if plainBraceProduct(w) > maxBraceWords {
		return nil, false
	}
	at := -1
	for i, s := range w.Segs {
		if s.Kind == SegBrace && !braceSequence(s.Text) {
			at = i
			break
		}
	}
	if at < 0 {
		return nil, false
	}
	// Bash expands braces before tildes: ~{op,} is ~op and ~, which the
	// words made here would not say. A brace after the tilde-prefix's
	// slash leaves the prefix as it is: ~/{*,.*} is ~/* and ~/.* (rt16d:
	// named cmd.delete-outside, not the home it empties).
	if first := w.Segs[0]; (first.Kind == SegTilde || first.Kind == SegLit && !first.Quoted && strings.HasPrefix(first.Text, "~")) && !slashBefore(w.Segs, at) {
		return nil, false
	}
	alts, ok := braceList(w.Segs[at].Text)
	if !ok {
		return nil, false
	}
	var out []Word
	for _, a := range alts {
		segs := append(append(append([]Seg{}, w.Segs[:at]...), globSegs(a)...), w.Segs[at+1:]...)
		x := Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(segs)}
		if more, ok := braceWords(x); ok {
			out = append(out, more...)
		} else {
			out = append(out, x)
		}
		if len(out) > maxBraceWords {
			return nil, false
		}
	}
	return out, true
}

// plainBraceProduct returns how many words w's plain brace lists make
// (sequences stand as written), counting no higher than maxBraceWords+1.
func plainBraceProduct(w Word) int {
	n := 1
	for _, s := range w.Segs {
		if s.Kind != SegBrace || braceSequence(s.Text) {
			continue
		}
		if alts, ok := braceList(s.Text); ok {
			n = min(n*len(alts), maxBraceWords+1)
		}
	}
	return n
}

// braceList splits a plain brace list {a,b,c} into its words.
func braceList(text string) ([]string, bool) {
	inner, open := strings.CutPrefix(text, "{")
	inner, closed := strings.CutSuffix(inner, "}")
	if !open || !closed || strings.ContainsAny(inner, "{}'\"$`\\~[") {
		return nil, false
	}
	alts := strings.Split(inner, ",")
	return alts, len(alts) > 1
}

// globSegs makes segments of a brace word's text: * and ? are globs.
func globSegs(s string) []Seg {
	var out []Seg
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '*' || s[i] == '?' {
			if i > start {
				out = append(out, Seg{Kind: SegLit, Text: s[start:i]})
			}
			out = append(out, Seg{Kind: SegGlob, Text: s[i : i+1]})
			start = i + 1
		}
	}
	if start < len(s) {
		out = append(out, Seg{Kind: SegLit, Text: s[start:]})
	}
	return out
}

// slashBefore reports whether a literal slash stands among segs before
// index at, after a leading tilde: the tilde-prefix ends before the
// brace there.
func slashBefore(segs []Seg, at int) bool {
	for i := 0; i < at; i++ {
		s := segs[i]
		if s.Kind != SegLit {
			continue
		}
		t := s.Text
		if i == 0 {
			t = strings.TrimPrefix(t, "~")
		}
		if strings.Contains(t, "/") {
			return true
		}
	}
	return false
}

// someBraceWord reports whether one of the words a brace list stands for
// is certainly of the class (~/{*,.*}: ~/* is the home's entries), which
// makes the class likely: the line certainly names such a word, only not
// every word it names is one.
func someBraceWord(c clue, ctx *Context) bool {
	words, ok := braceWords(*c.w)
	if !ok {
		return false
	}
	for _, x := range words {
		if JudgeClass(c.class, "", x, ctx).Certainly {
			return true
		}
	}
	return false
}
