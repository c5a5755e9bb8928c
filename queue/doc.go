// Package queue is the life of an ask, over one [store.Store].
//
// A harness process (ozdesk ask, ozdesk hook …) calls [Service.Evaluate]:
// the policy, compiled from the store's rules and settings above the
// defaults, decides the command; the evaluation goes to the audit trail,
// and when the answer is ask, a pending ask is queued in the same
// transaction. [Service.Wait] then blocks until the ask is decided,
// withdrawn, or its deadline passes (it is then refused as expired).
//
// The desk calls [Service.Pending] to list what waits, [Service.Decide] to
// approve or deny once (a compare-and-set: only a pending ask can be
// decided, and the loser is told who won), and [Service.AddRule] to write a
// standing rule from a card: after the guard rails, the rule is inserted,
// and the pending asks the new policy now decides are resolved by it.
//
// A store that cannot be read fails closed: an evaluation answers ask (or
// refuse, for a caller that cannot wait), never allow, and says the store
// was unreadable.
package queue
