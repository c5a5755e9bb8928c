package askwire

import "fmt"

// Outcome is what a rule or a policy answers for a command (it is
// patterns.Outcome, which is this type: an answer on the wire carries one,
// and a client that only talks to a broker reads it without the policy).
// Outcomes are ordered by strictness: [Allow] < [Ask] < [Refuse].
type Outcome int

// The outcomes, least strict first.
const (
	Allow Outcome = iota
	Ask
	Refuse
)

// String returns "allow", "ask" or "refuse".
func (o Outcome) String() string {
	switch o {
	case Allow:
		return "allow"
	case Ask:
		return "ask"
	case Refuse:
		return "refuse"
	}
	return fmt.Sprintf("outcome(%d)", int(o))
}

// ParseOutcome reads "allow", "ask" or "refuse".
func ParseOutcome(s string) (Outcome, error) {
	switch s {
	case "allow":
		return Allow, nil
	case "ask":
		return Ask, nil
	case "refuse":
		return Refuse, nil
	}
	return 0, fmt.Errorf("unknown outcome %q: write allow, ask or refuse", s)
}

// MarshalText encodes the outcome as its name.
func (o Outcome) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText decodes an outcome from its name.
func (o *Outcome) UnmarshalText(b []byte) error {
	v, err := ParseOutcome(string(b))
	if err != nil {
		return err
	}
	*o = v
	return nil
}

// Tightening reports whether the outcome is ask or refuse: a rule with such
// an outcome matches what might match.
func (o Outcome) Tightening() bool { return o != Allow }
