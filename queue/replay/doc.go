// Package replay decides recorded evaluations again under a changed policy:
// `ozdesk policy replay`. It backtests a governance change on the work the
// agents did: which decisions would have come out otherwise, for each job
// the first that changes, and what could not be read.
//
// The input is the audit trail's "evaluate" entries, whose data is a
// [queue.Evaluation]: the command, who asked (agent, job, session, node),
// the context it was judged in, and the answer. [Replay] reads each command
// again (a [patterns.Reader] per worker), decides it under the changed
// policy with the recorded context and agent, at the recorded time, and
// compares the outcome with the recorded answer, or, with
// Options.Baseline, with the policy before the change decided again the
// same way (so only the change shows, not every change since). Workers
// share the policy ([patterns.Policy] is safe for concurrent use); the
// report does not depend on their number.
//
// The [Report] counts the changes by transition (allow→ask …), lists per
// job (else session, else agent) the first decision that changes, the
// rules that decide the changes now and before, what could not be read by
// code with examples, and the records that could not be replayed.
// [Report.WriteText] writes it for a person, with the caller's safe
// quoting; its JSON is the --json form. [FromTrail] reads a window of the
// audit trail through the queue service ([Trail]) and replays it.
package replay
