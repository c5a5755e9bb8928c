package patterns

// A tightening rule whose pattern's program is rm judges deleting, not
// the spelling rm: it also matches a part that deletes paths another way
// (unlink, shred, find -delete, rsync --delete, tar --remove-files, git
// clean …), read as `rm -- PATHS` with the paths the effects table says
// the part deletes (does.go); find's as `rm -r -f -- PATHS`, since find
// deletes depth first without asking. The words it matched are the
// program word and those of the part's own words the paths came from.

// deleter is the program a pattern names to judge deleting.
const deleter = "rm"

// deletesAs returns part i read as `rm -- PATHS`, as a command of its
// own, and, per word of it, the index of the part's word it stands for;
// nil when the part deletes nothing another way.
func (e *evaluation) deletesAs(i int) (*Command, []int) {
	part := e.cmd.Parts[i]
	if part.does == nil || len(part.does.deletes) == 0 || part.Program == deleter {
		return nil, nil
	}
	if e.asRm == nil {
		e.asRm = map[int]*Command{}
		e.asRmWords = map[int][]int{}
	}
	if c, ok := e.asRm[i]; ok {
		return c, e.asRmWords[i]
	}
	words := make([]Word, 0, len(part.does.deletes)+4)
	words = append(words, part.Words[0])
	idx := []int{0}
	if part.Program == "find" {
		// find deletes depth first, with no question: rm -r -f (rt35v
		// F9: refuse 'rm -r /w/p/important' is also find . -name
		// important -delete).
		words, idx = append(words, LitWord("-r"), LitWord("-f")), append(idx, 0, 0)
	}
	words, idx = append(words, LitWord("--")), append(idx, 0)
	for _, w := range part.does.deletes {
		words = append(words, w)
		idx = append(idx, wordIndex(part, w))
	}
	v := &Part{Words: words, Program: deleter, Pipe: PipeRef{ID: -1}, Parent: -1,
		Span: part.Span, text: part.text, Depth: part.Depth, deletesOf: part}
	c := &Command{Source: e.cmd.Source, Parts: []*Part{v}}
	e.asRm[i], e.asRmWords[i] = c, idx
	return c, idx
}

// wordIndex finds the part's word a path came from, by its span; 0 (the
// program word) when it was made from none.
func wordIndex(p *Part, w Word) int {
	for k := 1; k < len(p.Words); k++ {
		s := p.Words[k].Span
		if s.Len() > 0 && w.Span.Start >= s.Start && w.Span.Start < s.End {
			return k
		}
	}
	return 0
}

// matchDeletes tries a tightening pattern on part i read as rm.
func (e *evaluation) matchDeletes(pat *Pattern, i int, ctx *Context, mode MatchMode) ([]int, bool) {
	if len(pat.stages()) != 1 || pat.stages()[0].Program.Kind != ElemLiteral || pat.stages()[0].Program.Text != deleter {
		return nil, false
	}
	c, idx := e.deletesAs(i)
	if c == nil {
		return nil, false
	}
	m, ok := pat.MatchAt(c, 0, ctx, mode)
	if !ok {
		return nil, false
	}
	var out []int
	if len(m.Words) > 0 {
		for _, k := range m.Words[0] {
			if k < len(idx) {
				out = append(out, idx[k])
			}
		}
	}
	return sortedUnique(out), true
}

// destroysAs returns part i, which applies a plan saved with -destroy,
// read as `apply -destroy …`, and the part's word each word stands for.
func (e *evaluation) destroysAs(i int) (*Command, []int) {
	part := e.cmd.Parts[i]
	words := make([]Word, 0, len(part.Words)+1)
	idx := make([]int, 0, len(part.Words)+1)
	added := false
	for k, w := range part.Words {
		words, idx = append(words, w), append(idx, k)
		if !added && k > 0 && isLit(w, "apply") {
			words, idx = append(words, LitWord("-destroy")), append(idx, k)
			added = true
		}
	}
	v := *part
	v.Words, v.Index, v.Pipe, v.Parent, v.does = words, 0, PipeRef{ID: -1}, -1, nil
	return &Command{Source: e.cmd.Source, Parts: []*Part{&v}}, idx
}

// matchAs tries a tightening pattern on part i read as what it does: rm
// for a part that deletes, apply -destroy for the apply of a destroy
// plan.
func (e *evaluation) matchAs(pat *Pattern, i int, ctx *Context, mode MatchMode) ([]int, bool) {
	part := e.cmd.Parts[i]
	if part.does == nil {
		return nil, false
	}
	if words, ok := e.matchDeletes(pat, i, ctx, mode); ok {
		return words, true
	}
	if !part.does.destroyPlan {
		return nil, false
	}
	c, idx := e.destroysAs(i)
	m, ok := pat.MatchAt(c, 0, ctx, mode)
	if !ok {
		return nil, false
	}
	var out []int
	if len(m.Words) > 0 {
		for _, k := range m.Words[0] {
			out = append(out, idx[k])
		}
	}
	return sortedUnique(out), true
}
