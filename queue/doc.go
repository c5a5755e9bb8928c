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
// [Service.LoadCorpus] and [Service.PreviewRule] show, while a rule is
// being edited, what it would decide among the commands recorded so far.
//
// # Transactions
//
// Evaluate reads the store once (rules, settings and egress list, in one
// read transaction) and writes it once: the "evaluate" audit entry, whose
// data is the [Evaluation] record, and for an ask the ask (its Verdict is
// the same record) and an "ask" entry. Every other change is one write
// transaction with its audit entry: decide, withdraw, expire, abandon,
// resolve, rule.add, rule.approve, rule.retire, rule.move, rule.expire,
// egress.add, egress.rm, setting.
//
// # Failing closed
//
// A store that cannot be read (locked past the timeout, corrupt, of a
// newer schema, unreadable, or holding a rule that no longer compiles) is
// not an error: the answer is ask, with [Answer.Unavailable] saying why,
// and nothing is queued; [Answer.CannotWait] turns it into a refusal for
// a caller that cannot wait. A store that can be read but not written
// answers the same, except that a refusal stands. A store not made yet is
// no failure: the defaults decide, and the first write makes it.
//
// # Decisions where the design is silent
//
//   - Protected paths (the [protected] class): the store's directory, this
//     program's executable, the Claude Code settings files in the home and
//     the workdir (they hold the hook that calls ozdesk), and any given
//     with [WithProtected].
//   - Every change to the policy (a rule written, approved, retired, moved
//     or expired; the egress list; the settings) resolves the pending asks
//     the policy then decides, allow or refuse, as writing a rule does.
//   - A rule written from an ask ([RuleSpec.FromAsk]) decides that ask as
//     its author's decision: approved for an allow, denied for a refuse
//     (an ask rule leaves it pending). If the ask is no longer pending,
//     nothing is written and the [*DecidedError] says who decided it.
//     Under four eyes the rule is proposed, but the ask is still decided
//     once: a one-off decision needs one operator.
//   - Each evaluation counts a hit for the rule that decided it and for
//     every shadow rule that would have decided a part, in the same write
//     transaction, apart from the rule records (store.Tx.AddHits): a
//     shadow rule's hits are what it would have done.
//   - A rule past its end decides nothing from that moment (the patterns
//     package skips it); [Service.Rules] shows it expired at once, and
//     [Service.Sweep] writes it so, with a "rule.expire" entry.
//   - A waiting process is gone when kill(pid, 0) says so, or, on Linux,
//     when the process with that number started at another time than the
//     one recorded with the ask (/proc/PID/stat field 22): pids are reused.
//   - An expired, withdrawn or abandoned ask refuses; its Decision says
//     who ("ozdesk" for an expiry or an abandonment) and why.
package queue
