package queue

import (
	"encoding/json"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// summarizeCut reads the entries a cut writes (audit.cut, audit.carry),
// and the store's own rules.state, into words; ok is false for any other entry, or one that does not
// decode.
func summarizeCut(e store.AuditEntry) (AuditSummary, bool) {
	switch e.Kind {
	case store.KindAuditCut:
		var c store.AuditCut
		if json.Unmarshal(e.Data, &c) != nil {
			return AuditSummary{}, false
		}
		text := fmt.Sprintf("cut the audit trail: entries %d to %d, exported, removed (head %d:%.12s…)",
			c.From.Seq+1, c.Through.Seq, c.Through.Seq, c.Through.Hash)
		if c.Proposal != "" {
			text += fmt.Sprintf(", four eyes: proposal %s by %s", c.Proposal, c.ProposedBy)
		}
		return AuditSummary{Text: text}, true
	case store.KindAuditCarry:
		var c struct {
			Rule struct {
				ID string `json:"id"`
			} `json:"rule"`
			Carried struct {
				Seq  uint64 `json:"seq"`
				Kind string `json:"kind"`
			} `json:"carried"`
		}
		if json.Unmarshal(e.Data, &c) != nil {
			return AuditSummary{}, false
		}
		if c.Rule.ID == "" && e.Rules != "" {
			return AuditSummary{Text: fmt.Sprintf("the rules in force carried past the cut, as entry %d (%s) vouched for them", c.Carried.Seq, c.Carried.Kind)}, true
		}
		return AuditSummary{Text: fmt.Sprintf("rule %s carried past the cut, as entry %d (%s) wrote it", c.Rule.ID, c.Carried.Seq, c.Carried.Kind)}, true
	case store.KindRulesState:
		var d struct {
			Rules int `json:"rules"`
		}
		if json.Unmarshal(e.Data, &d) != nil {
			return AuditSummary{}, false
		}
		return AuditSummary{Text: fmt.Sprintf("the rules in force (%d) vouched for as they stood: the store was made before they were tied to the trail", d.Rules)}, true
	}
	return AuditSummary{}, false
}
