package patterns

// What a stage match needs besides the part and the pattern is made once
// per evaluation where it can be: a match is tried hundreds of times per
// command, and what it allocates is paid for again by the collector.

// unknownWord returns a word of unknown value, the evaluation's own when
// there is one (no class changes the words it judges), else a new one.
func (c *Context) unknownWord() *Word {
	if c == nil || c.memo == nil {
		w := anyWord()
		return &w
	}
	if c.memo.any == nil {
		w := anyWord()
		c.memo.any = &w
	}
	return c.memo.any
}

// shapeKeyPart is a part's words' shapes in a context.
type shapeKeyPart struct {
	p   *Part
	ctx *Context
}

// partShapes are the shapes of a part's words and how many words each
// may become, filled as the matchers need them.
type partShapes struct {
	sh []shape
	fl []fields
}

// partShapes returns the slices a matcher of part p keeps its words'
// shapes in: the evaluation's for the part, shared by every matcher of
// it, else new ones.
func (c *Context) partShapes(p *Part) ([]shape, []fields) {
	if c == nil || c.memo == nil {
		return make([]shape, len(p.Words)), make([]fields, len(p.Words))
	}
	k := shapeKeyPart{p, c}
	if ps, ok := c.memo.parts[k]; ok {
		return ps.sh, ps.fl
	}
	ps := partShapes{make([]shape, len(p.Words)), make([]fields, len(p.Words))}
	if c.memo.parts == nil {
		c.memo.parts = map[shapeKeyPart]partShapes{}
	}
	c.memo.parts[k] = ps
	return ps.sh, ps.fl
}

// pathOf returns read(w, c), w read as a path, once per evaluation for a
// word the evaluation judges (and with its segments, not a word made
// from them): each class that reads paths reads the same word the same
// way. The path is shared, and not to be changed.
func (c *Context) pathOf(w *Word, read func(*Word, *Context) pathOf) pathOf {
	if c == nil || c.memo == nil || c.memo.judging == nil || !sameSegments(w, c.memo.judging) {
		return read(w, c)
	}
	k := shapeKey{c.memo.judging, c}
	if p, ok := c.memo.paths[k]; ok {
		return p
	}
	p := read(w, c)
	if c.memo.paths == nil {
		c.memo.paths = map[shapeKey]pathOf{}
	}
	c.memo.paths[k] = p
	return p
}

// sameSegments reports whether two words hold the very same segments (not
// equal ones: the same, so that one cannot have changed apart from the
// other).
func sameSegments(a, b *Word) bool {
	return len(a.Segs) == len(b.Segs) && (len(a.Segs) == 0 || &a.Segs[0] == &b.Segs[0])
}
