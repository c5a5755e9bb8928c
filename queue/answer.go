package queue

import (
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// Request is a harness's question: may this command run?
type Request struct {
	Command string
	// Agent, Job and Session say who asks; Harness through what
	// ("cli", "claude-code").
	Agent, Job, Session, Harness string
	// AgentSays is the name the agent gave itself when Agent is not it
	// (a broker names the agent by its account: see store.Ask.AgentSays).
	AgentSays string `json:",omitempty"`
	// Cwd is the command's working directory (made absolute; "" for this
	// process's); Home the home directory of the user it runs as ("" for
	// this process's).
	Cwd, Home string
	// Workdir is the directory the agent's task owns, when it says; ""
	// means Cwd.
	Workdir string
	// ProjectDir is the harness's project directory, when it says
	// (Claude Code's CLAUDE_PROJECT_DIR): the settings in it that call
	// ozdesk are guarded, whatever the cwd.
	ProjectDir string
	// Pid is the process that waits for the answer (0 for this one).
	Pid int
	// Owner is the account that asks, as a broker authenticated it
	// ("uid:1003"); "" in direct mode. Only that account (and operators)
	// may wait on, read or withdraw the ask.
	Owner string
	// Wait is how long an ask may wait (0 for the settings' default; capped
	// by the settings' maximum).
	Wait time.Duration
	// Until, when not zero, is the asker's own deadline for the ask: the
	// ask expires by then, however long the store's lock kept it from
	// being queued (the ask's deadline is never after it). An asker whose
	// wait runs from before the ask was stamped would otherwise give up
	// before its ask's deadline (rt45k #3). It can only shorten the wait.
	Until time.Time `json:",omitzero"`
	// MustAsk, when not "", says why the command must at least ask
	// whatever the policy says (see [MustAskRule]): an allow becomes an
	// ask that only the desk can approve; an ask or a refusal stands. It
	// can only make an answer stricter.
	MustAsk string `json:",omitempty"`
	// AskerPaths are the write and delete targets the asker resolved as
	// its own account, through the symbolic links it can see: each path
	// as the guard spells it (absolute, not cleaned) to where it leads,
	// only those that lead elsewhere ([AskerPaths]). A broker judges them
	// beside the path as written and its own resolution, so they can only
	// make the answer stricter; past [MaxAskerPaths] entries, or an entry
	// longer than [MaxAskerPathLen], every guarded write asks.
	AskerPaths map[string]string `json:",omitempty"`
	// NoReport says the caller reads no [Answer.Report] (a hook answers
	// with the outcome, rule and reason only): a broker's client then
	// leaves it empty rather than decode it, which is most of what a
	// protected hook's call costs in its own process. Never sent; the
	// service fills the report as ever.
	NoReport bool `json:"-"`
}

// Answer is the policy's answer to a request, and, once waited for, the
// decision on its ask.
type Answer struct {
	// Outcome is what the harness should do: allow, ask (still pending,
	// or the store could not be read) or refuse.
	Outcome patterns.Outcome
	// Rule and Reason say who decided and why (for a decided ask: the
	// operator or rule, and the decision's reason).
	Rule, Reason string
	// Report explains the policy's verdict.
	Report patterns.Report
	// Ask is the queued ask, when the policy asked; after Wait, as decided.
	Ask *store.Ask
	// Unavailable is set when the store could not be read or written
	// (or, in protected mode, the broker could not be reached:
	// [ErrUnreachable]):
	// the answer failed closed, and this says why.
	Unavailable error
	// Limit is set when the policy asked but the ask was refused without
	// being queued: its agent has as many asks waiting as the settings
	// allow (store.Settings.MaxPendingPerAgent). Reason says the same.
	Limit string
}

// CannotWait returns the answer for a caller that cannot wait for a
// person (a hook whose harness does not block): an ask becomes a refusal
// that says why; allow and refuse stand. The ask, if one was queued,
// stays pending for the desk to see; the caller withdraws it if it wants.
func (a *Answer) CannotWait() *Answer {
	if a == nil || a.Outcome != patterns.Ask {
		return a
	}
	b := *a
	b.Outcome = patterns.Refuse
	if a.Unavailable != nil {
		b.Reason = fmt.Sprintf("refused: %v, and this caller cannot wait for a person", a.Unavailable)
	} else {
		b.Reason = fmt.Sprintf("refused: a person must decide it (%s), and this caller cannot wait", a.Reason)
	}
	b.Report.Outcome, b.Report.Reason = b.Outcome, b.Reason
	return &b
}

// answerOf is the answer a decided (or otherwise ended) ask gives; a
// still-pending ask gives ask. Anything but an approval or an allowing
// resolution refuses.
func answerOf(prev *Answer, a store.Ask) *Answer {
	out := &Answer{Outcome: patterns.Ask, Rule: a.Rule, Reason: a.Reason, Ask: &a}
	if prev != nil {
		out.Report = prev.Report
	}
	if a.Pending() || a.Decision == nil {
		return out
	}
	d := a.Decision
	out.Outcome, out.Rule, out.Reason = patterns.Refuse, d.By, d.Reason
	if (a.State == store.StateApproved || a.State == store.StateResolved) && d.Outcome == store.OutcomeAllow {
		out.Outcome = patterns.Allow
	}
	if out.Reason == "" {
		out.Reason = fmt.Sprintf("%s by %s", a.State, d.By)
	}
	return out
}
