package patterns

import "strings"

// A default's except patterns (which loosen it) read their globs widely,
// as the defaults' tables are written (match_glob.go), but a star there
// must not stand for "." or "..": a glob certainly matches a word only
// when the word's literal text holds no more "." and ".." path
// components than the glob's own text. (An operator's allow reads its
// globs as pathname globs, which never take a dot component:
// glob_word.go.)

// dotComponents counts the "." and ".." components of a slash-separated
// text (a word's literal segments, a glob's text).
func dotComponents(s string) int {
	n := 0
	for c := range strings.SplitSeq(s, "/") {
		if c == "." || c == ".." {
			n++
		}
	}
	return n
}

// wordDotComponents counts them in a word's literal segments, read in
// order (an expansion between them ends a component).
func wordDotComponents(w *Word) int {
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind == SegLit {
			b.WriteString(s.Text)
		} else {
			b.WriteString("/\x00/")
		}
	}
	return dotComponents(b.String())
}

// globSteps reports whether a glob element e would let a star stand for
// a "." or ".." the word w holds, which an allow may not.
func globSteps(e *Elem, w *Word) bool {
	return e.Kind == ElemGlob && wordDotComponents(w) > dotComponents(e.Text)
}
