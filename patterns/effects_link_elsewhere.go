package patterns

import (
	"path"
	"strings"
)

// A link read from another directory than the one it was made in
// (fx47c, issue 7): `ln -s ~/.ssh/id_rsa k && cd sub && cat ../k` reads
// the key as `cat k` beside the link would. When both directories are
// known from the same start (the line's cwd, the home or the root: `cd
// sub`, `cd ..` from where the link was made) and the word is literal,
// the word and the link's name are read from that start, and the word
// is followed through the link as readThrough does in the link's own
// directory. A relative target is read from the link's directory, which
// the rewritten word would not keep: such a link is left to the marking
// (an operator's rule that names a literal matches it, an allow never
// does).

// readThroughElsewhere is readThrough for a part that runs in directory
// here, another than the one link l was made in (above).
func readThroughElsewhere(w Word, l linkAt, here string) (Word, bool) {
	lit, ok := w.Literal()
	if !ok || path.IsAbs(lit) || strings.HasPrefix(lit, "~") {
		return Word{}, false
	}
	if tv, ok := l.target.Literal(); ok && !path.IsAbs(tv) && !strings.HasPrefix(tv, "~") {
		return Word{}, false
	}
	hHead, hRel, ok := dirFromStart(here)
	lHead, lRel, ok2 := dirFromStart(l.dir)
	if !ok || !ok2 || hHead != lHead {
		return Word{}, false
	}
	rel := path.Join(hRel, lit)
	name := path.Join(lRel, l.name)
	if rel == ".." || strings.HasPrefix(rel, "../") || name == ".." || strings.HasPrefix(name, "../") {
		return Word{}, false // above the start: not known
	}
	moved := l.linkMade
	moved.name = name
	out, hit, sure := throughLink(LitWord(rel), moved, true)
	if !hit || !sure {
		return Word{}, false
	}
	out.Raw, out.Span = w.Raw, w.Span
	return out, true
}

// dirFromStart reads a directory written as a place (place.String: "./",
// "./sub", "~/x", "/abs") as its start and its path below it, without a
// leading slash; false when it holds a star or an unknown start.
func dirFromStart(d string) (head, rel string, ok bool) {
	if d == "" || strings.ContainsAny(d, "*\x00") || strings.HasPrefix(d, "…") {
		return "", "", false
	}
	switch {
	case strings.HasPrefix(d, "."):
		head, rel = ".", d[1:]
	case strings.HasPrefix(d, "~"):
		head, rel = "~", d[1:]
	case strings.HasPrefix(d, "/"):
		head, rel = "/", d
	default:
		return "", "", false
	}
	rel = strings.TrimPrefix(path.Clean("/"+rel), "/")
	if strings.Contains(rel, "..") {
		return "", "", false
	}
	return head, rel, true
}
