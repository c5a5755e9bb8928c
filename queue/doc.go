// Package queue is the life of an ask, over one [store.Store], and the
// one door to that store: the desk, the command line, policy files and
// replays all go through a [Service], whose methods take and return data
// (store records, this package's records), never a transaction or the
// store. In direct mode the Service runs in the client's process; the
// broker serves the same methods over its socket. Nothing outside this
// package opens a store transaction. ([Service.Policy] and
// [Service.Context] still return the patterns package's compiled values,
// for cards and explanations drawn in the client.)
//
// A harness process (ozdesk ask, ozdesk hook …) calls [Service.Evaluate]:
// the policy, compiled from the store's rules and settings above the
// defaults, decides the command; the evaluation goes to the audit trail,
// and when the answer is ask, a pending ask is queued in the same
// transaction. [Service.Wait] then blocks until the ask is decided,
// withdrawn, or its deadline passes (it is then refused as expired).
//
// The desk calls [Service.Changes] to learn what changed after the audit
// entry it last read (the asks that joined the queue and those that left,
// worked out here from the queue's own entries, with the policy and the
// audit tail) and [Service.WaitChange] to wait for the next change (in
// direct mode, a watch of the store file underneath). It calls
// [Service.Pending] to list what waits, [Service.Decide] to
// approve or deny once (a compare-and-set: only a pending ask can be
// decided, and the loser is told who won), and [Service.AddRule] to write a
// standing rule from a card: after the guard rails, the rule is inserted,
// and the pending asks the new policy now decides are resolved by it.
// [Service.LoadCorpus] and [Service.PreviewRule] show, while a rule is
// being edited, what it would decide among the commands recorded so far.
//
// The command line reads through [Service.Asks], [Service.Audit],
// [Service.AuditRange], [Service.VerifyAudit] and [Service.StoreInfo]
// (whose Large warns of a store past store.SizeWarning), and
// [Service.Compact] rewrites the store's file without its free pages,
// under its lock, with a "store.compact" entry; a policy file is
// planned with [Service.PlanPolicy] and applied with
// [Service.ApplyPolicy], which plans it again in its transaction and
// writes it only if the plan is the one shown.
//
// # Transactions
//
// Evaluate reads the store once (rules, settings and egress list, in one
// read transaction) and writes it once: the "evaluate" audit entry, whose
// data is the [Evaluation] record, and for an ask the ask (its Verdict is
// the same record) and an "ask" entry. Every other change is one write
// transaction with its audit entry: decide, withdraw, expire, abandon,
// resolve, rule.add, rule.approve, rule.retire, rule.move, rule.expire,
// egress.add, egress.rm, setting, proposal.add, proposal.withdraw; and
// approving a proposal writes proposal.approve, the change's own entry
// and the resolves, in one; applying a policy file writes apply, an entry
// per change and the resolves, in one. Changes reads in one transaction.
//
// # Four eyes
//
// Under four eyes (store.Settings.FourEyes) a rule written by one
// operator is proposed until another approves it ([Service.ApproveRule]).
// The changes that loosen the policy and have no proposed form of their
// own are held the same way, here, whichever door they come through (the
// command line, the desk): retiring an enforced ask or refuse rule in
// force ([Service.RetireRule]), turning four eyes off or making the
// fallback allow ([Service.SetSettings]), adding an egress host
// ([Service.AddEgress]). Each is written as a [store.Proposal] with a
// "proposal.add" entry, nothing else changes, and the call returns a
// [*ProposedError] naming it. [Service.ApproveProposal], by an operator
// other than its author, makes the change; [Service.WithdrawProposal]
// drops it; [Service.Proposals] lists those that wait. A proposal whose
// target changed meanwhile (the rule retired, the host on the list, the
// setting changed) is refused at approval as a [*StaleError]. Everything
// else (tightening, moving rules, removing hosts, the waits) one operator
// does alone, as without four eyes. Policy files are held by their own
// rule (queue/policyfile.CheckFourEyes): a file that loosens is refused
// whole.
//
// # Failing closed
//
// A store that cannot be read (locked past the timeout, corrupt, of a
// newer schema, unreadable, or holding a rule that no longer compiles) is
// not an error: the answer is ask, with [Answer.Unavailable] saying why,
// and nothing is queued; [Answer.CannotWait] turns it into a refusal for
// a caller that cannot wait. A store that can be read but not written
// answers the same, except that a refusal stands. A store not made yet is
// no failure for the desk and the operators' commands: the defaults
// decide, and the first write makes it. A harness's service (over a
// store.WithoutCreate store) never makes it: a store not made yet, or
// deleted, fails closed, saying that an operator makes it, so that a
// store removed behind the operator's back never becomes a fresh default
// policy. [Service.Init] makes the store.
//
// # Rules checked on loading
//
// Whoever can write the file can write a rule into it. So every active or
// proposed rule is checked each time rules are loaded (to evaluate, to
// resolve, to preview): it must be as the last audit entry that wrote or
// approved it says (store.Tx.RuleEntry), and an allow must pass the guard
// rails again, against the egress list now. A rule that fails is an
// [IgnoredRule]: it decides nothing, [Service.IgnoredRules] lists it with
// why, a proposed one cannot be approved, and [Service.VerifyAudit] fails
// naming it. The check is cached by the store's revision.
//
// # Decisions where the design is silent
//
//   - Protected paths (the [protected] class): the store's directory when
//     it is ozdesk's own (named ozdesk), else the store file and the
//     directories holding it (a store in a shared folder guards no other
//     file there), this
//     program's executable, the Claude Code settings files in the home,
//     the project ([Request.ProjectDir], Claude Code's CLAUDE_PROJECT_DIR),
//     the workdir and every directory above it (they hold the hook that
//     calls ozdesk), and any given with [WithProtected]; each both as
//     given and as the real path its symbolic links lead to.
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
//     shadow rule's hits are what it would have done. A rule counts a
//     hit, too, for each pending ask it decides when it comes into force:
//     the ask it was written from (unless it is only proposed) and each
//     ask it resolves; so a rule that decided 6 asks shows 6 hits.
//   - A rule past its end decides nothing from that moment (the patterns
//     package skips it); [Service.Rules] shows it expired at once, and
//     [Service.Sweep] writes it so, with a "rule.expire" entry.
//   - A waiting process is gone when kill(pid, 0) says so, or, on Linux,
//     when the process with that number started at another time than the
//     one recorded with the ask (/proc/PID/stat field 22): pids are reused;
//     a zombie (killed, not reaped yet) is gone too.
//   - An operator's decision (Decide, DecideEach, a rule written from the
//     ask) on an ask whose waiting process on this node is gone decides
//     nothing: the ask is recorded withdrawn, "withdrawn: its agent is
//     gone (process N ended before the decision)", and the decision gets
//     the [*DecidedError] of that (rt46k M1: in direct mode an approval
//     a moment after the asker's kill -9 was recorded approved).
//   - An expired, withdrawn or abandoned ask refuses; its Decision says
//     who ("ozdesk" for an expiry or an abandonment) and why.
//   - An agent may have at most store.Settings.MaxPendingPerAgent asks
//     waiting (20 unless set): past it, a command the policy asks about
//     is refused without being queued, saying so ([Answer.Limit]), and
//     the evaluation is recorded as refused ([Evaluation.Limit]). The
//     asks are counted per account when the ask has an owner (protected
//     mode), else per agent label, in the transaction that would queue
//     it; one past its deadline does not count. Raising the cap is not
//     held by four eyes: it changes how much waits for an operator, never
//     what runs.
//   - A proposal is approved only by another operator than its author,
//     but withdrawn by anyone: declining a loosening needs no second
//     operator. A setting proposal changes, when approved, only the
//     settings it proposed to change, each only if it still has the value
//     it had when proposed (else it is stale); an egress host approved
//     is recorded as added by its proposer, the audit trail says who
//     approved it. The same change proposed twice while the first waits
//     is refused (ErrProposedAlready), naming the first.
package queue
