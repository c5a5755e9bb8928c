package patterns

import "strings"

// A glob's star stands for names. In an allow rule (Certainly mode) it
// must not stand for "." or "..": `rm -r -f /srv/data/cache/*` would
// otherwise allow `rm -rf /srv/data/cache/..`, which deletes /srv/data.
// So a glob certainly matches a word only when the word's literal text
// holds no more "." and ".." path components than the glob's own text;
// in Might mode (ask, refuse) it matches as before.

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
