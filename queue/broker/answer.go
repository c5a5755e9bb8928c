package broker

import (
	"errors"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// wireAnswer is a [queue.Answer] on the wire.
type wireAnswer struct {
	Outcome     patterns.Outcome `json:"outcome"`
	Rule        string           `json:"rule,omitempty"`
	Reason      string           `json:"reason,omitempty"`
	Report      *patterns.Report `json:"report,omitempty"`
	Ask         *store.Ask       `json:"ask,omitempty"`
	Unavailable string           `json:"unavailable,omitempty"`
	Limit       string           `json:"limit,omitempty"`
}

func answerToWire(a *queue.Answer, withReport bool) *wireAnswer {
	if a == nil {
		return nil
	}
	w := &wireAnswer{Outcome: a.Outcome, Rule: a.Rule, Reason: a.Reason, Ask: a.Ask, Limit: a.Limit}
	if withReport {
		w.Report = &a.Report
	}
	if a.Unavailable != nil {
		w.Unavailable = a.Unavailable.Error()
	}
	return w
}

func answerFromWire(w *wireAnswer, prev *queue.Answer) *queue.Answer {
	a := &queue.Answer{Outcome: w.Outcome, Rule: w.Rule, Reason: w.Reason, Ask: w.Ask, Limit: w.Limit}
	switch {
	case w.Report != nil:
		a.Report = *w.Report
	case prev != nil:
		a.Report = prev.Report
	}
	if w.Unavailable != "" {
		a.Unavailable = errors.New(w.Unavailable)
	}
	return a
}
