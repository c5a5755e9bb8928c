package cards

// LineIndex lets a pager show any window of the wrapped lines of a long
// untrusted text, drawn as [SafeBlock] draws them, without sanitizing or
// wrapping all of it: it remembers where each line it has passed begins, so
// scrolling back is free and scrolling forward costs only the lines passed.
// Only [LineIndex.Count] with all set, or a window near the end, reads the
// whole text.
//
// A LineIndex is for one text at one width with one set of glyphs; make a
// new one when the width changes. It is not safe for concurrent use.
type LineIndex struct {
	s      string
	layout *blockLayout
	starts []int // starts[n] is the offset where line n begins
	done   bool  // starts holds every line
}

// NewLineIndex returns an index of the lines of s wrapped at width cells
// with the glyphs and styles of st. Nothing of s is read yet.
func NewLineIndex(s string, width int, st Styles) *LineIndex {
	x := &LineIndex{s: s, layout: newBlockLayout(s, max(width, 1), st)}
	if s == "" {
		x.done = true
	} else {
		x.starts = []int{0}
	}
	return x
}

// Lines returns lines first to first+n-1 (fewer at the end of the text,
// none past it), drawn as [SafeBlock] draws them.
func (x *LineIndex) Lines(first, n int) []string {
	if first < 0 || n < 1 || !x.reach(first) {
		return nil
	}
	lines := make([]string, 0, min(n, 256))
	at := x.starts[first]
	for line := first; len(lines) < n && at < len(x.s); line++ {
		var ln string
		ln, at = x.layout.line(at, true)
		lines = append(lines, ln)
		x.record(line+1, at)
	}
	return lines
}

// Offset returns the byte offset in the text where line begins, and false
// when the text has fewer lines.
func (x *LineIndex) Offset(line int) (int, bool) {
	if line < 0 || !x.reach(line) {
		return 0, false
	}
	return x.starts[line], true
}

// Count returns the number of lines known so far, and whether that is all
// of them. With all set it first reads the text to its end, which costs
// time in proportion to its length (a few milliseconds for a megabyte).
func (x *LineIndex) Count(all bool) (n int, exact bool) {
	if all {
		for !x.done {
			x.extend()
		}
	}
	return len(x.starts), x.done
}

// reach extends the index until line is known or the text ends, and
// reports whether line exists.
func (x *LineIndex) reach(line int) bool {
	for line >= len(x.starts) && !x.done {
		x.extend()
	}
	return line < len(x.starts)
}

// extend lays out the last known line, without drawing it, to learn where
// the line after it begins.
func (x *LineIndex) extend() {
	n := len(x.starts) - 1
	_, next := x.layout.line(x.starts[n], false)
	x.record(n+1, next)
}

// record notes that line begins at offset at, if line is the next unknown
// line; at the end of the text it marks the index complete instead.
func (x *LineIndex) record(line, at int) {
	if line != len(x.starts) || x.done {
		return
	}
	if at >= len(x.s) {
		x.done = true
		return
	}
	x.starts = append(x.starts, at)
}
