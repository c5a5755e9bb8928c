package queue

import (
	"encoding/json"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// askEvent is the payload of the audit entries about one ask: ask,
// decide, resolve, expire, withdraw and abandon.
type askEvent struct {
	Ask      string    `json:"ask"`
	Command  string    `json:"command,omitempty"`
	Agent    string    `json:"agent,omitempty"`
	State    string    `json:"state,omitempty"`
	Outcome  string    `json:"outcome,omitempty"`
	By       string    `json:"by,omitempty"`
	Rule     string    `json:"rule,omitempty"`
	Reason   string    `json:"reason,omitempty"`
	Deadline time.Time `json:"deadline,omitzero"`
	// Asker is, in a decision's entry, what the decider saw of an asker
	// not running (store.Decision.Asker).
	Asker string `json:"asker,omitempty"`
	// AgentSays is the name the agent gave itself beside Agent, its
	// account (store.Ask.AgentSays).
	AgentSays string `json:"agent_says,omitempty"`
	// CommandBytes and CommandSHA256 name the whole command when
	// Command is only its head (an ask's end: see [endEventOf]).
	CommandBytes  int    `json:"command_bytes,omitempty"`
	CommandSHA256 string `json:"command_sha256,omitempty"`
	// CommandSent is, in an ask's end, the length of the command its
	// agent sent when what the ask keeps is only its head and tail (see
	// [patterns.ClipCommand]): CommandBytes is then the kept text's.
	CommandSent int `json:"command_sent,omitempty"`
	// Asked is, in an "ask" entry, the deciding word (see [askedWord]).
	Asked *askedWord `json:"asked,omitempty"`
	// Exact, never stored, says Command was read back byte for byte
	// from the entry's "command_b64" (see audit_exact.go).
	Exact bool `json:"-"`
}

// ruleEvent is the payload of the audit entries about one rule: rule.add,
// rule.approve, rule.retire, rule.expire and rule.move.
type ruleEvent struct {
	Rule     store.Rule   `json:"rule"`
	By       string       `json:"by,omitempty"`
	FromAsk  string       `json:"from_ask,omitempty"`
	Proposed bool         `json:"proposed,omitempty"`
	Place    *store.Place `json:"place,omitempty"`
	// From and To are a moved rule's places in the order, counted from
	// 1, before and after the move.
	From int `json:"from,omitempty"`
	To   int `json:"to,omitempty"`
	viaProposal
}

// audit appends one entry, its data encoded as JSON, stamped with the
// service's clock and node.
func (s *Service) audit(tx *store.Tx, kind, actor string, data any) error {
	_, err := s.auditEntry(tx, kind, actor, data)
	return err
}

// auditEntry is [Service.audit] returning the entry as stored (its seq
// is what a decision or the settings name: see [store.Decision.Entry]).
func (s *Service) auditEntry(tx *store.Tx, kind, actor string, data any) (store.AuditEntry, error) {
	raw, err := json.Marshal(data)
	if err != nil {
		return store.AuditEntry{}, fmt.Errorf("audit %s: encode: %w", kind, err)
	}
	e := store.AuditEntry{Time: s.now(), Kind: kind, Actor: actor, Node: s.node, Data: raw}
	if operatorKinds[kind] {
		e.Account = s.accountOf(actor)
	}
	e, err = tx.AppendAudit(e)
	if err != nil {
		return store.AuditEntry{}, fmt.Errorf("audit %s: %w", kind, err)
	}
	return e, nil
}

// auditRecord is [Service.audit] returning the data's encoding, which
// the store makes and does not check again (an evaluation record of a
// 64 KiB command's 999 parts is some 300 KB: each pass of encoding/json
// over it cost a hook call 2 ms of CPU; fx46p).
func (s *Service) auditRecord(tx *store.Tx, kind, actor string, data any) ([]byte, error) {
	e := store.AuditEntry{Time: s.now(), Kind: kind, Actor: actor, Node: s.node}
	if operatorKinds[kind] {
		e.Account = s.accountOf(actor)
	}
	_, raw, err := tx.AppendAuditOf(e, data)
	if err != nil {
		return nil, fmt.Errorf("audit %s: %w", kind, err)
	}
	return raw, nil
}

// askEventOf describes ask a for its audit entry.
func askEventOf(a store.Ask) askEvent {
	ev := askEvent{Ask: a.ID, Command: a.Command, Agent: a.Agent, AgentSays: a.AgentSays, State: a.State, Rule: a.Rule, Deadline: a.Deadline}
	if d := a.Decision; d != nil {
		ev.Outcome, ev.By, ev.Reason, ev.Asker = d.Outcome, d.By, d.Reason, d.Asker
		if d.Rule != "" {
			ev.Rule = d.Rule
		}
	}
	return ev
}
