package patterns

// The parts that feed a kill its pids: the pipelines and substitutions
// of the line around it.

// pipelineParts returns the parts of pipeline id standing before stage
// end, in stage order.
func pipelineParts(cmd *Command, id, end int) []*Part {
	var out []*Part
	for _, p := range cmd.Parts {
		if p != nil && p.Pipe.ID == id && p.Pipe.Stage < end {
			out = append(out, p)
		}
	}
	// Parts are in source order, which is stage order within a pipeline,
	// but a stage's nested parts follow it: order by stage, stably.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Pipe.Stage < out[j-1].Pipe.Stage; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// partsWithin returns, as pipelines, the parts other than k whose span
// lies within span (the parts of a substitution in one of k's words).
func partsWithin(cmd *Command, k *Part, span Span) [][]*Part {
	return asPipelines(cmd, k, map[int]bool{}, func(p *Part) bool {
		return p.Span.Start >= span.Start && p.Span.End <= span.End
	})
}

// asPipelines returns the parts of cmd other than k that keep accepts,
// grouped as they run: a part outside any pipeline alone, and each
// pipeline whole, once (seen holds the pipelines already taken).
func asPipelines(cmd *Command, k *Part, seen map[int]bool, keep func(*Part) bool) [][]*Part {
	var out [][]*Part
	for _, p := range cmd.Parts {
		if p == nil || p == k || !keep(p) {
			continue
		}
		if p.Pipe.ID < 0 {
			out = append(out, []*Part{p})
			continue
		}
		if !seen[p.Pipe.ID] {
			seen[p.Pipe.ID] = true
			out = append(out, pipelineParts(cmd, p.Pipe.ID, p.Pipe.Len))
		}
	}
	return out
}

// substParts returns the indexes of the parts that stand in a command or
// process substitution of the line.
func substParts(cmd *Command) map[int]bool {
	out := map[int]bool{}
	if cmd.Tree == nil {
		return out
	}
	cmd.Tree.Walk(func(n *Node) bool {
		if n.Kind == NodeSubst || n.Kind == NodeProcSubst {
			n.Walk(func(c *Node) bool {
				if c.Kind == NodePart && c.Part >= 0 {
					out[c.Part] = true
				}
				return true
			})
			return false
		}
		return true
	})
	return out
}
