package main

import (
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

// answerJSON is what `ozdesk ask --json` prints.
type answerJSON struct {
	// Outcome is what the harness should do: allow or refuse (refuse too
	// when nothing was decided; End says why).
	Outcome string `json:"outcome"`
	// End is how the ask ended: allowed, refused, undecided (nobody
	// decided in time) or unavailable (the store could not be read).
	End string `json:"end"`
	// Rule and Reason: the rule that decided (for a decided ask: the
	// operator, or the rule that resolved it), and why.
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
	// Ask is the ID of the queued ask, State its state.
	Ask   string `json:"ask,omitempty"`
	State string `json:"state,omitempty"`
	// DecidedBy and DecidedAt tell who decided the ask, and when.
	DecidedBy string    `json:"decided_by,omitempty"`
	DecidedAt time.Time `json:"decided_at,omitzero"`
	// Exit is the exit code ozdesk ask ends with.
	Exit int `json:"exit"`
	// Unavailable says why the store could not be read.
	Unavailable string `json:"unavailable,omitempty"`
	// Report explains the policy's verdict.
	Report patterns.Report `json:"report"`
}

// endExit is the exit code of each end of an ask.
func endExit(e harness.End) int {
	switch e {
	case harness.Allowed:
		return exitOK
	case harness.Refused:
		return exitRefused
	case harness.Undecided:
		return exitUndecided
	}
	return exitStore
}

// newAnswerJSON makes the JSON form of an answer.
func newAnswerJSON(ans *queue.Answer) answerJSON {
	end := harness.EndOf(ans)
	j := answerJSON{
		Outcome: "refuse",
		End:     end.String(),
		Rule:    ans.Rule,
		Reason:  ans.Reason,
		Exit:    endExit(end),
		Report:  ans.Report,
	}
	if end == harness.Allowed {
		j.Outcome = "allow"
	}
	if j.Report.Parts == nil {
		j.Report.Parts = []patterns.PartReport{}
	}
	if j.Report.Unreadable == nil {
		j.Report.Unreadable = []patterns.UnreadableReport{}
	}
	if ans.Unavailable != nil {
		j.Unavailable = ans.Unavailable.Error()
		if end != harness.Allowed {
			// The store or broker could not answer: the reason is what
			// the text form says (nothing queued, nothing on the desk,
			// run it again), and the report, the defaults' reading,
			// carries the outcome the client acts on. It said "failing
			// closed: ask" and outcome "ask" beside "refuse" (rt47k #6).
			j.Reason = strings.TrimPrefix(harness.Say(ans), "refuse: ")
			j.Report.Outcome, j.Report.Rule, j.Report.Reason = patterns.Refuse, "", j.Reason
		}
	}
	if a := ans.Ask; a != nil {
		j.Ask, j.State = a.ID, a.State
		if d := a.Decision; d != nil {
			j.DecidedBy, j.DecidedAt = d.By, d.At
		}
	}
	return j
}
