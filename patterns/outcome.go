package patterns

import "ozdesk.dev/ozdesk/internal/askwire"

// Outcome is what a rule or a policy answers for a command. Outcomes are
// ordered by strictness: [Allow] < [Ask] < [Refuse]. It is
// [askwire.Outcome], defined there so that a client which only talks to
// a broker reads an answer's outcome without linking the policy.
type Outcome = askwire.Outcome

// The outcomes, least strict first.
const (
	Allow  = askwire.Allow
	Ask    = askwire.Ask
	Refuse = askwire.Refuse
)

// ParseOutcome reads "allow", "ask" or "refuse".
func ParseOutcome(s string) (Outcome, error) { return askwire.ParseOutcome(s) }

// Stricter returns the stricter of a and b.
func Stricter(a, b Outcome) Outcome {
	if b > a {
		return b
	}
	return a
}
