package main

import (
	"fmt"
	"os/user"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// In direct mode the operator's name is the caller's word: --operator and
// $OZDESK_OPERATOR name whoever the caller says, from any account, an
// agent's script included. Where a command records a decision or an
// approval under such a name, it says so, and records it with its account
// marked as claimed (queue.ClaimedAccounts). Four eyes counts the names
// there: the store belongs to one account, so counting accounts would
// leave every proposal waiting forever; between accounts the broker tells
// apart, it counts accounts too (protected mode).

// directFourEyesNote is said wherever four eyes waits for another
// operator in direct mode.
const directFourEyesNote = "four eyes in direct mode counts --operator names, which any process of this account may claim " +
	"(an agent's script too), and records them as claimed: it guards against mistakes, not against a hostile agent; " +
	"for two operators that are told apart, use protected mode (docs/protected-mode.md)"

// isDirect reports whether this command opens the store itself (no broker
// and no SSH desk vouch for who runs it).
func (a *app) isDirect() bool {
	if a.remote != nil {
		return false
	}
	cfg, err := a.protected()
	return err == nil && cfg == nil
}

// claimedName returns op as shown for a decision in direct mode: marked
// as claimed when it is not this account's own name; op unchanged
// otherwise.
func (a *app) claimedName(op string) string {
	if op == "" || !a.isDirect() {
		return op
	}
	if u, err := user.Current(); err == nil && u.Username == op {
		return op
	}
	return op + " (claimed; direct mode)"
}

// noteClaimed tells, on stderr, that a decision or approval was recorded
// under a name this account only claims, and, under four eyes, how much
// that second operator is worth.
func (a *app) noteClaimed(op string, fourEyes bool) {
	if shown := a.claimedName(op); shown != op {
		fmt.Fprintf(a.stderr, "ozdesk: recorded as %s: in direct mode nothing checks who runs ozdesk\n", safetext.Escape(shown))
	}
	if fourEyes && a.isDirect() {
		fmt.Fprintln(a.stderr, "ozdesk: "+directFourEyesNote)
	}
}
