package patterns

import (
	"fmt"
	"strings"
)

// partVerdict turns a decision into the part's entry in the verdict.
func (e *evaluation) partVerdict(d decision, part *Part) PartVerdict {
	pv := PartVerdict{Outcome: d.outcome, Words: d.words, Fallback: d.fallback, Because: d.because}
	switch {
	case d.floor:
		pv.Rule = e.ruleID(d.rule, true)
		var us []Unreadable
		if part.Unreadable != nil {
			us = []Unreadable{*part.Unreadable}
		}
		if d.reason != "" {
			us = []Unreadable{{Code: UnreadableBody, Detail: d.reason}} // a body not read (body_eval.go)
		}
		pv.Reason = e.floorReason(d.rule, us)
	case d.fallback:
		pv.Reason = fallbackReason(d.outcome)
	default:
		r := e.p.rules[d.rule]
		pv.Rule, pv.Reason = r.ID, r.Reason
		if why := dataReason(r, d.because); why != "" {
			pv.Reason = why // eval_datareason.go
		}
		if d.reason != "" {
			pv.Reason = d.reason
		}
	}
	return pv
}

// ruleID names rule position ri, or the floor (when floor) or the fallback
// ("") for -1.
func (e *evaluation) ruleID(ri int, floor bool) string {
	if ri >= 0 {
		return e.p.rules[ri].ID
	}
	if floor {
		return UnreadableRule
	}
	return ""
}

// floorReason says why the floor decided: what could not be read, and the
// refuse rule over the floor when one turned the ask into a refusal.
func (e *evaluation) floorReason(ri int, us []Unreadable) string {
	what := "it cannot be read with certainty"
	if len(us) > 0 {
		what = strings.TrimRight(us[0].Detail, ". ")
		if what == "" {
			what = string(us[0].Code)
		}
	}
	if ri >= 0 {
		r := e.p.rules[ri]
		return fmt.Sprintf("%s; %s refuses what cannot be read: %s", what, r.ID, r.Reason)
	}
	return what + floorTail
}

// floorTail ends the floor's reason where no refuse rule turned it.
const floorTail = "; nothing can allow what cannot be read"

// fallbackReason says why the fallback decided.
func fallbackReason(o Outcome) string {
	if o == Ask {
		return "no rule matches, and the policy asks about what no rule matches"
	}
	return "no rule matches"
}

// shadowHits records the shadow rules that would have decided a part, and
// whether enforcing them would change the command's outcome.
func (e *evaluation) shadowHits(real, hypo []decision, outcome, whole Outcome, hasWhole bool) []ShadowHit {
	would := Allow
	if hasWhole {
		would = whole
	}
	for _, h := range hypo {
		would = Stricter(would, h.outcome)
	}
	if len(hypo) == 0 && !hasWhole {
		would = outcome
	}
	var hits []ShadowHit
	for i, h := range hypo {
		if h.rule < 0 || e.p.rules[h.rule].Mode != Shadow {
			continue
		}
		if h.rule == real[i].rule {
			continue
		}
		hits = append(hits, ShadowHit{
			Rule:    e.p.rules[h.rule].ID,
			Outcome: h.outcome,
			Part:    i,
			Changes: would != outcome,
		})
	}
	return hits
}
