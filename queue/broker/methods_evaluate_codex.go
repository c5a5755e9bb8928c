package broker

import (
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

// codexReading reads a Codex command as Codex's own hook does, for a hook
// that links no shell parser (askwire.Request.Codex): the command to
// judge (an apply_patch part replaced by the writes its patch makes) and
// the request's MustAsk with the reading's doubt added, or a refusal
// answer when Codex could type into a part later or runs a program under
// a name ozdesk cannot read. A request that does not say Codex is
// returned as it came.
func codexReading(req queue.Request) (queue.Request, *queue.Answer) {
	if !req.Codex {
		return req, nil
	}
	judged, doubt, refusal := harness.CodexReading(req.Command)
	if refusal != "" {
		return req, &queue.Answer{Outcome: patterns.Refuse, Rule: harness.CodexRule, Reason: refusal}
	}
	req.Command = judged
	req.MustAsk = hookcall.WithDoubt(req.MustAsk, doubt)
	req.Codex = false
	return req, nil
}
