package patterns

// The reader may see an unreadable part's effect for certain where no
// pattern can: `uvx --from git+https://… tool` is peeled to `tool`, so
// cmd.download-run's `uvx --from=[remote-code]` never sees the option,
// yet the reader made the part unreadable because the runner fetches the
// package it runs from elsewhere (wrappers_runner.go). Such a part's
// Unreadable names the default whose effect it has, and the ask names
// that default on the reader's certain evidence, the option's word, as
// namedOverFloor names a default whose pattern certainly matches
// (fx21a2 item 2). The outcome stays the floor's ask (never a refuse's
// or an allow's: a refuse over cmd.unreadable still refuses), the part
// stays unreadable, and where an operator carved the default out (an
// allow over it that applies here) or set it to shadow, the floor is
// named: the operator allowed the default, not what nobody has read.

// namedByReader returns the decision naming the default the reader named
// for part's unreadable, when that default is an enforced ask that no
// allow over it carves out here.
func (e *evaluation) namedByReader(part *Part, withShadow bool) (decision, bool) {
	id := part.Unreadable.names
	for ri, r := range e.p.rules {
		if !r.Default && r.Over == id && r.Outcome == Allow && e.use(ri, withShadow) {
			return decision{}, false
		}
	}
	for ri, r := range e.p.rules {
		if !r.Default || r.ID != id || r.Outcome != Ask || !e.use(ri, withShadow) {
			continue
		}
		b, s := e.floorEvidence(part)
		b.Class = "remote-code"
		b.Effect = "runs"
		return decision{outcome: Ask, rule: ri, because: b, strength: s}, true
	}
	return decision{}, false
}
