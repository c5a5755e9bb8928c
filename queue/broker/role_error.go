package broker

import (
	"fmt"
)

// article names a role with its article: "an agent", "a viewer".
func article(r Role) string {
	if r == RoleAgent || r == RoleAdmin || r == RoleApprover {
		return "an " + r.String()
	}
	return "a " + r.String()
}

// RoleError is a call the caller's role is too weak for. It matches
// [ErrDenied], and keeps its kind across the socket, so that the command
// line can name the command (and the role it needs in all) rather than
// the call.
type RoleError struct {
	// Name is the caller's operator name (an agent's account name).
	Name string `json:"name"`
	// Has is the caller's role, Needs the role the call needs (as the
	// operators file writes them, or "agent").
	Has   string `json:"has"`
	Needs string `json:"needs"`
	// Call is the broker's call ("set_settings").
	Call string `json:"call"`
}

func (e *RoleError) Error() string { return e.For(e.Call, e.Needs) }

// Is reports whether target is [ErrDenied].
func (e *RoleError) Is(target error) bool { return target == ErrDenied }

// For says the refusal of what, which needs the role needs (the
// weakest role named when needs is weaker than e.Needs).
func (e *RoleError) For(what, needs string) string {
	need, err := ParseRole(needs)
	if have, herr := ParseRole(e.Needs); err != nil || herr == nil && have > need {
		need, _ = ParseRole(e.Needs)
	}
	has, _ := ParseRole(e.Has)
	return fmt.Sprintf("%v: %s is %s here, and %s needs %s: an operator with that role (in the operators file) does it",
		ErrDenied, e.Name, article(has), what, article(need))
}
