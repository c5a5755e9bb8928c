package broker

import (
	"fmt"
	"strings"
)

// Role is what an account may do through the broker. Each role may do
// everything the roles below it may.
type Role int

// The roles, weakest first.
const (
	// RoleAgent may evaluate commands and wait on, read and withdraw its
	// own asks. Every account the operators file does not name is an agent.
	RoleAgent Role = iota
	// RoleViewer also sees the whole queue, the policy and the audit trail.
	RoleViewer
	// RoleApprover also decides asks.
	RoleApprover
	// RoleAdmin also writes policy (rules, settings, the egress list) and
	// approves and withdraws proposals.
	RoleAdmin
)

// String names the role as the operators file writes it.
func (r Role) String() string {
	switch r {
	case RoleViewer:
		return "viewer"
	case RoleApprover:
		return "approver"
	case RoleAdmin:
		return "admin"
	}
	return "agent"
}

// ParseRole reads an operator's role: viewer, approver or admin.
func ParseRole(s string) (Role, error) {
	switch strings.TrimSpace(s) {
	case "viewer":
		return RoleViewer, nil
	case "approver":
		return RoleApprover, nil
	case "admin":
		return RoleAdmin, nil
	}
	return RoleAgent, fmt.Errorf("role %q: an operator's role is viewer, approver or admin", s)
}

// Identity is who a connection is: the peer's account, and what the
// operators file makes of it.
type Identity struct {
	Peer
	// Name is the operator's name (for an agent, its account's name, or
	// "uid:N" when the account has none).
	Name string
	Role Role
	// Home is the account's home directory ("" when unknown).
	Home string
	// Key is the SHA-256 fingerprint of the SSH key the operator
	// authenticated with ("" for a peer of the socket): such an identity
	// has no account, and its name and role are the key's line in the
	// operators file (see [Operators.IdentifyKey]).
	Key string
}

// Operator reports whether the identity is an operator of any role.
func (id Identity) Operator() bool { return id.Role >= RoleViewer }

// owner is how an ask records the account that made it.
func (id Identity) owner() string {
	if id.Key != "" {
		return "key:" + id.Key
	}
	return fmt.Sprintf("uid:%d", id.UID)
}
