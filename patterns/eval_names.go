package patterns

import "math"

// Among the parts that give a command its outcome (the strictest), one
// names it: its rule is the verdict's, the headline of an ask, the
// asker's message and what `policy explain` leads with. The command is
// named by evidence first (certain over might: [outweighs]), then by the
// rule earliest in the policy's order (the operators' rules stand above
// the defaults, and the defaults keep their table order, the narrowest and
// gravest first: cmd.delete-home before cmd.delete-outside; the floor and
// the fallback, which are no rule, last), then by position. So
// `rm -rf /srv/a/objects; rm -rf ~/; rm -rf /srv/b/objects` is named by
// cmd.delete-home, as its rows and the "by rule" grouping list it first
// (rt18k #6).

// namesOver reports whether a later part's decision c names the command
// over d, an earlier one of the same outcome. An allowed command keeps
// its first part's name: the order is the asking and refusing rules'.
func namesOver(c, d decision) bool {
	if !c.outcome.Tightening() {
		return false
	}
	if outweighs(c, d) {
		return true
	}
	if outweighs(d, c) {
		return false
	}
	return c.rank() < d.rank()
}

// rank is the decision's rule's place in the policy's order: its
// position, or after every rule for the floor and the fallback.
func (d decision) rank() int {
	if d.rule < 0 {
		return math.MaxInt
	}
	return d.rule
}
