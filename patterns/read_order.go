package patterns

import (
	"cmp"
	"slices"
)

// finish puts the parts in source order (a part read from a nested string
// after the part that hands it over, which starts before it or, when the
// string cannot be mapped, at the same place and earlier in the reading)
// and renumbers every reference to them; the unreadables follow the
// source too.
func (r *reading) finish() {
	parts := r.cmd.Parts
	slices.SortStableFunc(parts, func(a, b *Part) int { return cmp.Compare(a.Span.Start, b.Span.Start) })
	renum := make([]int, len(parts))
	for i, p := range parts {
		renum[p.Index] = i
	}
	at := func(i int) int {
		if i < 0 {
			return i
		}
		return renum[i]
	}
	for i, p := range parts {
		p.Index = i
		p.Parent = at(p.Parent)
		if p.Unreadable != nil {
			p.Unreadable.Part = i
		}
	}
	for i := range r.cmd.Unreadable {
		r.cmd.Unreadable[i].Part = at(r.cmd.Unreadable[i].Part)
	}
	slices.SortStableFunc(r.cmd.Unreadable, func(a, b Unreadable) int { return cmp.Compare(a.Span.Start, b.Span.Start) })
	r.cmd.Tree.Walk(func(n *Node) bool {
		if n.Kind == NodePart {
			n.Part = at(n.Part)
		}
		return true
	})
	r.cmd.stages = make([][][]int, r.pipes)
	for i, p := range parts {
		if id := p.Pipe.ID; id >= 0 && id < r.pipes && p.Pipe.Stage >= 0 && p.Pipe.Stage < p.Pipe.Len {
			if r.cmd.stages[id] == nil {
				r.cmd.stages[id] = make([][]int, p.Pipe.Len)
			}
			r.cmd.stages[id][p.Pipe.Stage] = append(r.cmd.stages[id][p.Pipe.Stage], i)
		}
	}
}
