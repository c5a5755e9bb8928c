package patterns

import (
	"path"
	"strings"
	"time"
)

// Mode says whether a rule decides or is only recorded.
type Mode int

// The modes of a rule.
const (
	// Enforce rules decide.
	Enforce Mode = iota
	// Shadow rules are evaluated as if enforced and recorded in the
	// verdict, but never decide.
	Shadow
)

// String returns "enforce" or "shadow".
func (m Mode) String() string {
	if m == Shadow {
		return "shadow"
	}
	return "enforce"
}

// Status is where a rule stands in its life.
type Status int

// The statuses of a rule. Only active rules decide.
const (
	Active   Status = iota // decides (or, in shadow mode, is recorded)
	Proposed               // written under four eyes, waiting for a second operator
	Expired                // past its end
	Retired                // taken out by an operator
)

// String returns the status's name.
func (s Status) String() string {
	switch s {
	case Proposed:
		return "proposed"
	case Expired:
		return "expired"
	case Retired:
		return "retired"
	}
	return "active"
}

// Scope limits which asks a rule applies to. Empty fields match everything.
type Scope struct {
	// Agent is a glob over agent names ("installer", "ci-*").
	Agent string
	// Node is a glob over node names.
	Node string
	// Workdir is a directory prefix: the rule applies to commands whose
	// working directory is it or below it.
	Workdir string
}

// Applies reports whether the scope covers an ask from agent on node in
// directory cwd.
func (s Scope) Applies(agent, node, cwd string) bool {
	if s.Agent != "" && !globMatch(s.Agent, agent) {
		return false
	}
	if s.Node != "" && !globMatch(s.Node, node) {
		return false
	}
	if s.Workdir != "" {
		w := path.Clean(s.Workdir)
		c := path.Clean(cwd)
		if c != w && !strings.HasPrefix(c, strings.TrimSuffix(w, "/")+"/") {
			return false
		}
	}
	return true
}

// Rule is one command rule: an outcome for the commands its pattern matches.
type Rule struct {
	// ID names the rule: "cmd.delete-home" for a default, an operator's
	// rule gets one when it is written.
	ID      string
	Outcome Outcome
	// Pattern is the rule's pattern.
	Pattern *Pattern
	// Also are further patterns of a default rule; any of them matching is
	// the rule matching. Operators' rules have none.
	Also []*Pattern
	// Reason says why, for the person who reads the verdict.
	Reason string
	Scope  Scope
	// End is when the rule stops deciding; zero for never (tightening
	// rules only).
	End    time.Time
	Mode   Mode
	Status Status
	// Author wrote the rule; Approver approved it under four eyes.
	Author, Approver string
	// Default marks one of the platform's built-in rules.
	Default bool
	// Over names the default rule an operator's rule is written over,
	// or "". An allow over a default is a carve-out: it takes the default's
	// carve-out patterns and decides those commands for its scope, above
	// the default. A refuse over "cmd.unreadable" turns the floor's ask
	// into a refusal for its scope.
	Over string
	// Confirms names the shielded defaults (see shield.go) the operator
	// confirmed this rule overrides; it counts only for a rule whose
	// pattern is literal ([Rule.Literal]).
	Confirms []string
	// except are a default's patterns of everyday commands it leaves
	// alone: a part one of them certainly matches is not matched.
	except []*Pattern
	// builtin marks a rule Defaults built: its patterns are the default
	// table's, held to every check by the package's tests
	// (TestBuiltinPatternsCheck), so a policy does not check them again.
	builtin bool
	// compiledAt is one past the position in compiledTable of the
	// rule's first pattern when Defaults took its patterns from there
	// (0: not so): the policy then reads the programs they name from
	// compiledPrograms (defaults_programs.go).
	compiledAt int
}

// Patterns returns the rule's pattern followed by its further patterns.
func (r *Rule) Patterns() []*Pattern {
	if r.Pattern == nil {
		return r.Also
	}
	return append([]*Pattern{r.Pattern}, r.Also...)
}

// Live reports whether the rule takes part in evaluation at time now:
// active and not past its end. Shadow rules are live too; they are recorded
// but never decide.
func (r *Rule) Live(now time.Time) bool {
	return r.Status == Active && (r.End.IsZero() || now.Before(r.End))
}
