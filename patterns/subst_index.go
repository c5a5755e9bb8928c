package patterns

import "sort"

// Several classes ask which parts of the line stand in a command or
// process substitution ([secret-passed] for every part it judges,
// [secret-print], [kill-all]). Walking the command's tree for it on each
// judgement made a line of 999 parts cost a million steps (fx42p:
// pipe-under-cap spent a fifth of its instructions there), so an
// evaluation walks it once and keeps the answer.

// substIndex is which parts of one command stand in a substitution.
type substIndex struct {
	cmd *Command
	// in holds the index of each such part.
	in map[int]bool
	// bySpan lists those parts by where their span starts.
	bySpan []*Part
}

// newSubstIndex walks cmd's tree for the parts in its substitutions.
func newSubstIndex(cmd *Command) *substIndex {
	ix := &substIndex{cmd: cmd, in: substParts(cmd)}
	for i := range ix.in {
		if i < len(cmd.Parts) && cmd.Parts[i] != nil {
			ix.bySpan = append(ix.bySpan, cmd.Parts[i])
		}
	}
	sort.Slice(ix.bySpan, func(a, b int) bool {
		pa, pb := ix.bySpan[a], ix.bySpan[b]
		if pa.Span.Start != pb.Span.Start {
			return pa.Span.Start < pb.Span.Start
		}
		return pa.Index < pb.Index
	})
	return ix
}

// substsOf returns the substIndex of cmd: once per evaluation when ctx
// is evaluating cmd, else built anew.
func substsOf(ctx *Context, cmd *Command) *substIndex {
	if ctx == nil || ctx.memo == nil || cmd != ctx.cmd {
		return newSubstIndex(cmd)
	}
	if ix := ctx.memo.substs; ix != nil && ix.cmd == cmd {
		return ix
	}
	ix := newSubstIndex(cmd)
	ctx.memo.substs = ix
	return ix
}

// within calls yield with each part in a substitution whose span lies
// within span and is not empty (within2), until yield returns false.
func (ix *substIndex) within(span Span, yield func(*Part) bool) {
	k := sort.Search(len(ix.bySpan), func(k int) bool { return ix.bySpan[k].Span.Start >= span.Start })
	for _, q := range ix.bySpan[k:] {
		if q.Span.Start >= span.End {
			return
		}
		if within2(q.Span, span) && !yield(q) {
			return
		}
	}
}
