package patterns

// A default holds dozens of patterns over many programs, and a part
// matches only those that name its program (or any program): matching a
// part tries just those, in their order. The policy files a rule's
// patterns by program once, when it is built.

// indexedPatterns is how many patterns a rule holds before its patterns
// are filed by program: an operator's rule holds one.
const indexedPatterns = 4

// patternIndex files one rule's patterns by the programs they name.
type patternIndex struct {
	// pats are the rule's patterns, as [Rule.Patterns] lists them.
	pats []*Pattern
	// byProgram lists, for each program name, the positions in pats of
	// the patterns that name it, ascending.
	byProgram map[string][]int
	// any lists the positions of the patterns a stage of which names its
	// program by a glob or a class: they may match any part.
	any []int
	// refs gathers what add is given, until done files it.
	refs []programRef
}

// programRef is a program that pattern k names.
type programRef struct {
	name string
	k    int
}

// newPatternIndex returns the index of a rule's patterns (as
// [Rule.Patterns] lists them), to be filled by add and then done, or nil
// for a rule of few patterns (they are all tried).
func newPatternIndex(r *Rule) *patternIndex {
	n := len(r.Also)
	if r.Pattern != nil {
		n++
	}
	if n <= indexedPatterns {
		return nil
	}
	return &patternIndex{pats: r.Patterns(), refs: make([]programRef, 0, n)}
}

// add files pattern k under the programs it names (names and any as
// [Pattern.Programs] returns them).
func (ix *patternIndex) add(k int, names []string, any bool) {
	if ix == nil {
		return
	}
	if any {
		ix.any = append(ix.any, k)
		return
	}
	for _, n := range names {
		ix.refs = append(ix.refs, programRef{n, k})
	}
}

// done builds byProgram from what add was given.
func (ix *patternIndex) done() {
	if ix == nil {
		return
	}
	ix.byProgram = fileByName(ix.refs)
	ix.refs = nil
}

// fileByName gathers the positions refs give by name: each name's in the
// order refs give them, a position given again right after itself kept
// once. One list is cut into each name's, so that a policy's start costs
// few allocations, and each ref costs one map lookup: the lists are
// gathered in two passes over refs (a count, then a fill), not sorted:
// sorting hundreds of names cost most of a policy's start, and so did
// two map operations per ref.
func fileByName(refs []programRef) map[string][]int {
	group := make(map[string]int, len(refs)/2)
	ids := make([]int, len(refs))
	var counts []int
	for j, r := range refs {
		g, ok := group[r.name]
		if !ok {
			g = len(counts)
			group[r.name] = g
			counts = append(counts, 0)
		}
		ids[j] = g
		counts[g]++
	}
	ks := make([]int, len(refs))
	lists := make([][]int, len(counts))
	start := 0
	for g, n := range counts {
		lists[g] = ks[start : start : start+n]
		start += n
	}
	for j, r := range refs {
		if l := lists[ids[j]]; len(l) == 0 || l[len(l)-1] != r.k {
			lists[ids[j]] = append(l, r.k)
		}
	}
	out := make(map[string][]int, len(group))
	for name, g := range group {
		out[name] = lists[g][:len(lists[g]):len(lists[g])] // an append copies
	}
	return out
}

// patternCursor walks, in the rule's order, the patterns of a rule that
// may match a part: all of them for a rule not filed (or a part whose
// program is not known), else those naming the part's program or any
// program, and, for a part that deletes another way (read as rm when
// what might match matches), those naming rm.
type patternCursor struct {
	r *Rule
	// k is the next of the rule's patterns to try when they are all
	// tried: -1 for Pattern, then Also's.
	k int
	// ix and lists walk a filed rule: the next position is the least at
	// the head of the lists.
	ix    *patternIndex
	lists [3][]int
}

// patternsFor returns the cursor over rule r's patterns that may match
// part in mode.
func (e *evaluation) patternsFor(r *Rule, part *Part, mode MatchMode) patternCursor {
	c := patternCursor{r: r, k: -1}
	if c.ix = e.p.patterns[r]; c.ix == nil || part.Program == "" {
		c.ix = nil
		return c
	}
	c.lists[0], c.lists[1] = c.ix.byProgram[part.Program], c.ix.any
	if mode == Might && part.does != nil && len(part.does.deletes) > 0 && part.Program != deleter {
		c.lists[2] = c.ix.byProgram[deleter]
	}
	return c
}

// next returns the next pattern, or nil when there is none.
func (c *patternCursor) next() *Pattern {
	if c.ix == nil {
		for ; c.k < len(c.r.Also); c.k++ {
			pat := c.r.Pattern
			if c.k >= 0 {
				pat = c.r.Also[c.k]
			}
			if pat != nil {
				c.k++
				return pat
			}
		}
		return nil
	}
	least := -1
	for _, l := range c.lists {
		if len(l) > 0 && (least < 0 || l[0] < least) {
			least = l[0]
		}
	}
	if least < 0 {
		return nil
	}
	for k, l := range c.lists {
		if len(l) > 0 && l[0] == least {
			c.lists[k] = l[1:]
		}
	}
	return c.ix.pats[least]
}
