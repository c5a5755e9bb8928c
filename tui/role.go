package tui

import "fmt"

// Role is what the operator at the desk may do, as the queue service
// holds them to it (in protected mode, the broker's roles). The desk
// hides what the role cannot do; the service refuses it anyway.
type Role int

// The roles, from the most the desk allows. The zero Role is an admin:
// in direct mode, everyone is.
const (
	// RoleAdmin decides asks, writes rules and approves proposals.
	RoleAdmin Role = iota
	// RoleApprover decides asks.
	RoleApprover
	// RoleViewer sees the queue, the cards, the rules and the audit
	// trail, and decides nothing.
	RoleViewer
)

// ParseRole reads a role as the operators file names it: viewer,
// approver or admin.
func ParseRole(s string) (Role, error) {
	switch s {
	case "admin":
		return RoleAdmin, nil
	case "approver":
		return RoleApprover, nil
	case "viewer":
		return RoleViewer, nil
	}
	return RoleViewer, fmt.Errorf("role %q: the desk's roles are viewer, approver and admin", s)
}

// String names the role.
func (r Role) String() string {
	switch r {
	case RoleApprover:
		return "approver"
	case RoleViewer:
		return "viewer"
	}
	return "admin"
}

// canDecide and canWrite say what the role may do.
func (r Role) canDecide() bool { return r <= RoleApprover }
func (r Role) canWrite() bool  { return r == RoleAdmin }

// note says, when the desk opens, what the role leaves out ("": all).
func (r Role) note() string {
	switch r {
	case RoleViewer:
		return "you are a viewer here: you see the queue, the rules and the audit trail, and decide nothing"
	case RoleApprover:
		return "you are an approver here: you decide asks; an admin writes rules"
	}
	return ""
}
