package patterns

import "math"

// Among the parts that give a command its outcome (the strictest), one
// names it: its rule is the verdict's, the headline of an ask, the
// asker's message and what `policy explain` leads with. The command is
// named by evidence first (certain over might: [outweighs]), then by the
// gravest kind of reason: the defaults (each names what the command
// does), then what cannot be read (the floor, which no rule can allow),
// then the operators' rules, the fallback last (rt28k #4: `curl … | sh; make x` was named by an operator's
// `ask make **`, which invited widening it into an allow that could
// never allow the pipe). Within a kind, the rule earliest in the
// policy's order names it (the defaults keep their table order, the
// narrowest and gravest first: cmd.delete-home before
// cmd.delete-outside), then position. So
// `rm -rf /srv/a/objects; rm -rf ~/; rm -rf /srv/b/objects` is named by
// cmd.delete-home, as its rows and the "by rule" grouping list it first
// (rt18k #6).

// namesOver reports whether a later part's decision c names the command
// over d, an earlier one of the same outcome. An allowed command keeps
// its first part's name: the order is the asking and refusing rules'.
func (e *evaluation) namesOver(c, d decision) bool {
	if !c.outcome.Tightening() {
		return false
	}
	if outweighs(c, d) {
		return true
	}
	if outweighs(d, c) {
		return false
	}
	if kc, kd := e.kind(c), e.kind(d); kc != kd {
		return kc < kd
	}
	return c.rank() < d.rank()
}

// The kinds of reason a decision names, gravest first.
const (
	kindDefault = iota
	kindFloor
	kindOperator
	kindFallback
)

// kind is the kind of reason decision d names: the floor (what cannot
// be read, or a refuse written over it), a default, an operator's rule,
// or the fallback.
func (e *evaluation) kind(d decision) int {
	switch {
	case d.floor:
		return kindFloor
	case d.rule < 0:
		return kindFallback
	case e.p.rules[d.rule].Default:
		return kindDefault
	}
	return kindOperator
}

// rank is the decision's rule's place in the policy's order: its
// position, or after every rule for the floor and the fallback.
func (d decision) rank() int {
	if d.rule < 0 {
		return math.MaxInt
	}
	return d.rule
}
