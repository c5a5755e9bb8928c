package patterns

// An unreadable part asks (the floor), and nothing can allow it. When a
// default that asks certainly matches the same part, its effect is the
// truer reason: `GOINSECURE=* go get x` and `uvx --from git+https://… tool`
// are unreadable because they fetch code from elsewhere, which is what
// cmd.download-run's [source-redirect] and [remote-code] name (fx21a,
// rt20d #14). Only a part unreadable as foreign code is named so (a
// shell fed from a pipe stays the floor's, even where an operator carved
// cmd.download-run out, unless the reader saw its text come from the
// network: read_fetchrun.go). The outcome stays the floor's ask and the part stays
// unreadable (the verdict lists it); only the rule named changes, only
// to the supply-chain default (floorNamer), and only on certain
// evidence. Other defaults' certain matches on unreadable parts (a unit
// written into /etc/systemd, which runs later) stay named by the floor,
// as decided before.

// floorNamer is the default that may name an unreadable part.
const floorNamer = "cmd.download-run"

// namedOverFloor returns the decision of the first default ask rule that
// certainly matches part i, for an unreadable part the floor asks about.
func (e *evaluation) namedOverFloor(i int, cands []int, withShadow bool) (decision, bool) {
	for _, ri := range cands {
		r := e.p.rules[ri]
		if r.Outcome != Ask || !r.Default || r.ID != floorNamer || !e.use(ri, withShadow) {
			continue
		}
		if h, ok := e.match(r, i, Might); ok {
			if d := e.decided(Ask, ri, i, h); d.strength >= strengthCertain {
				return d, true
			}
		}
	}
	return decision{}, false
}
