package patterns

import (
	"cmp"
	"slices"
)

// Parts run in order, and what an earlier part does can change what a
// later one runs. Once the parts are read and in order, the effects pass
// marks unreadable the later parts that depend on such a change:
//
//   - a part that runs a file an earlier part wrote, fetched, unpacked,
//     copied, moved or linked (effects_made.go, effects_runs.go);
//   - a part whose program word an earlier part rebound: an alias, a
//     function named like a program, hash -p, git config alias.* …
//     (effects_rebind.go);
//   - a value bash reads as code a second time (effects_second.go);
//   - a shell that reads its script from standard input inside a function
//     whose caller feeds it (effects_fed.go);
//   - a part that writes a file that runs later, where no ask sees it
//     (effects_later.go).
//
// It also reads further what an earlier part makes known: a path mktemp
// made (effects_temp.go), a link deleted through (effects_link.go).

// effects runs the effects pass over the command just read and ordered.
func (r *reading) effects() {
	before := len(r.cmd.Unreadable)
	r.wordEffects()
	for _, p := range r.cmd.Parts {
		if p.Program != "" {
			p.does = partDoes(p)
		}
	}
	r.edFedWrites() // effects_ed_writes.go
	r.admitWrites() // read_writes.go
	r.emptyPipes()
	if len(r.cmd.Parts) == 0 {
		r.sortUnreadable(before)
		return
	}
	ord := lineOrder(r.cmd)
	r.installBins(ord) // effects_installbins.go
	r.rebound(ord)
	r.codeEnv(ord)
	r.configEnv(ord)
	r.runsLater()
	r.destroyPlans(ord)
	if len(r.cmd.Parts) > 1 {
		r.throughLinks(ord)
		r.xargsReads() // effects_xargs_reads.go
		r.rescope(ord) // effects_rescope.go
	}
	if len(r.cmd.Parts) > 1 {
		r.madeThenRun(ord)
		r.helmRepoThenInstall(ord)
		r.fedFunctions()
	}
	r.sortUnreadable(before)
}

// wordEffects is the start of the effects pass: the steps that may
// change the parts' words (a temporary directory's path for "$tmp" and
// "$(mktemp …)") or mark parts unreadable before what each part does is
// worked out. After them only throughLinks changes a part's words (those
// a part writes or deletes through a link an earlier part made), and
// nothing changes a part's program, wrappers, feed or redirections, or
// adds a part: StdinParts relies on it (read_stdin.go).
func (r *reading) wordEffects() {
	r.secondEvaluation()
	r.tmpdirRebound()
	r.tempPaths()
	r.inlineTemps() // effects_temp_inline.go
}

// sortUnreadable puts the unreadables in source order again when the
// pass added any past the first before.
func (r *reading) sortUnreadable(before int) {
	if len(r.cmd.Unreadable) > before {
		slices.SortStableFunc(r.cmd.Unreadable, func(a, b Unreadable) int { return cmp.Compare(a.Span.Start, b.Span.Start) })
	}
}

// effectUnreadable marks part i (or the command, when i < 0) unreadable
// for an effect of an earlier part, once per part, and hangs the marker
// in the tree after the part's node.
func (r *reading) effectUnreadable(i int, code UnreadableCode, span Span, detail string) {
	var p *Part
	if i >= 0 {
		p = r.cmd.Parts[i]
		if p.Unreadable != nil && p.Unreadable.Code == code {
			return
		}
	}
	node := r.unreadable(p, code, span, detail)
	if i < 0 || !insertAfterPart(r.cmd.Tree, i, node) {
		r.cmd.Tree.add(node)
	}
}

// insertAfterPart puts node right after the tree's node of part i.
func insertAfterPart(n *Node, i int, node *Node) bool {
	for k, c := range n.Children {
		if c.Kind == NodePart && c.Part == i {
			n.Children = slices.Insert(n.Children, k+1, node)
			return true
		}
		if insertAfterPart(c, i, node) {
			return true
		}
	}
	return false
}
