package store

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The outcomes an ask, a decision or a rule carries, as stored.
const (
	OutcomeAllow  = "allow"
	OutcomeAsk    = "ask"
	OutcomeRefuse = "refuse"
)

// The states of an ask. An ask is created pending; every other state is
// final.
const (
	StatePending   = "pending"   // waiting for an operator
	StateApproved  = "approved"  // an operator allowed it
	StateDenied    = "denied"    // an operator refused it
	StateExpired   = "expired"   // its deadline passed undecided
	StateWithdrawn = "withdrawn" // the asker gave up (the harness cancelled)
	StateAbandoned = "abandoned" // the waiting process died
	StateResolved  = "resolved"  // decided by a rule written after it was asked
)

// AskStates lists the states of an ask, pending first.
func AskStates() []string {
	return []string{StatePending, StateApproved, StateDenied, StateExpired,
		StateWithdrawn, StateAbandoned, StateResolved}
}

// Ask is a command a policy answered "ask" for, waiting for (or past) a
// decision. The store keeps it as JSON under its ID in the asks bucket, and
// keeps every pending ask's ID in an index.
type Ask struct {
	ID      string `json:"id"`      // from [Tx.NextAskID]; see [FormatAskID]
	Command string `json:"command"` // the command line, as the agent sent it
	// CommandRef names the command as the store keeps it once, when it
	// is long (see [CommandRefBytes]); Command is still the text.
	CommandRef *CommandRef `json:"command_ref,omitempty"`
	Agent      string      `json:"agent,omitempty"`   // who asks
	Job        string      `json:"job,omitempty"`     // the agent's job or task, if it says
	Session    string      `json:"session,omitempty"` // the harness's session
	Node       string      `json:"node,omitempty"`    // the host the command would run on
	Cwd        string      `json:"cwd,omitempty"`     // its working directory
	Pid        int         `json:"pid,omitempty"`     // the process waiting for the answer
	Harness    string      `json:"harness,omitempty"` // "cli", "claude-code", …
	Owner      string      `json:"owner,omitempty"`   // the account that asked, as the broker authenticated it ("uid:1003"); "" in direct mode
	Created    time.Time   `json:"created"`           // when it was asked (filled if zero)
	Deadline   time.Time   `json:"deadline,omitzero"` // when it expires undecided; zero = never
	State      string      `json:"state"`             // one of [AskStates]
	Outcome    string      `json:"outcome,omitempty"` // what the policy answered ("ask")
	Rule       string      `json:"rule,omitempty"`    // the rule that asked
	// Asking names every rule by which a part of the command asks, the
	// gravest first (in the order the policy consults them), each once with how many parts it asks for; at most
	// [AskingMax] rules. AskingParts counts every part that asks. Both
	// are empty in records made before asks named them: Rule alone then.
	Asking      []AskingRule    `json:"asking,omitempty"`
	AskingParts int             `json:"asking_parts,omitempty"`
	Reason      string          `json:"reason,omitempty"`   // that rule's reason
	Verdict     json.RawMessage `json:"verdict,omitempty"`  // the policy's explanation, opaque here
	Decision    *Decision       `json:"decision,omitempty"` // how it was decided; nil while pending
	// MustAsk is why its asker said the command must at least ask (see
	// queue.MustAskRule): no rule resolves it to allow, only the desk
	// approves it. "" for an ask the policy alone made.
	MustAsk string `json:"must_ask,omitempty"`
	// ToRead, when not "", says why the ask waits for an operator to read
	// it: a change that would have resolved it was confirmed with a list
	// of the asks it resolves that did not hold this one. No later change
	// resolves it, only a decision on it, or a change whose confirmation
	// lists it.
	ToRead string `json:"to_read,omitempty"`
	// AgentSays is the name the agent gave itself where a broker named
	// it by its account (protected mode: Agent is then the account):
	// its own claim, never checked, which no rule's scope matches. ""
	// in direct mode, where Agent is that claim, and in records made
	// before asks kept it (their Job may begin with it: "claude: job").
	AgentSays string `json:"agent_says,omitempty"`
	// Clipped, never stored, says that a reader was given the command's
	// head and tail only, and how many bytes between them it left out.
	Clipped int `json:"clipped,omitempty"`
}

// AskingRule is a rule by which parts of an ask's command ask, and how
// many parts; Rule is "fallback" for parts no rule matched.
type AskingRule struct {
	Rule  string `json:"rule"`
	Parts int    `json:"parts"`
	// Start and End are where the first part it asks for stands in the
	// command, in bytes (both 0 in records made before they were kept).
	Start int `json:"start,omitempty"`
	End   int `json:"end,omitempty"`
	// WordStart and WordEnd are where the word stands that made the
	// rule match that part (the evidence its reason names: `delete`,
	// `of=/dev/sda`), in bytes; both 0 when not known. A row cut short
	// keeps it whole.
	WordStart int `json:"word_start,omitempty"`
	WordEnd   int `json:"word_end,omitempty"`
}

// AskingMax is the most rules [Ask.Asking] names.
const AskingMax = 8

// Decision records how an ask was decided.
type Decision struct {
	By      string    `json:"by"`               // the operator, or the rule ID for a resolved ask
	At      time.Time `json:"at"`               // when (filled if zero)
	Outcome string    `json:"outcome"`          // "allow" or "refuse"
	Reason  string    `json:"reason,omitempty"` // why, in the decider's words
	Rule    string    `json:"rule,omitempty"`   // the rule written from this decision, if any
	// Entry is the seq of the audit entry that wrote this decision
	// (see [Tx.AuditAt]): a decision read from the store releases an
	// agent only if that entry holds it. 0 in records made before
	// decisions named their entry.
	Entry uint64 `json:"entry,omitempty"`
	// Asker is what the decider saw of the asker when it decided, where
	// that was not a process running: "stopped (process 812)" for one
	// stopped (SIGSTOP, ^Z, a frozen container), which receives the
	// answer only if it is continued (rt47k 5). "" otherwise, and in
	// records made before it was kept.
	Asker string `json:"asker,omitempty"`
}

// Pending reports whether the ask still waits for a decision.
func (a Ask) Pending() bool { return a.State == StatePending }

// AskIDWidth is the number of digits of an ask ID.
const AskIDWidth = 10

// FormatAskID makes the ID of the n-th ask: n in decimal, zero-padded to
// [AskIDWidth] digits ("0000000042"). The asks bucket's sequence hands out
// n, one writer at a time, so IDs are unique across processes, increase
// in the order asks were committed, and sort as strings the same way (up
// to ten billion asks).
func FormatAskID(n uint64) string { return fmt.Sprintf("%0*d", AskIDWidth, n) }

// askName is an ask's ID as people read it, without the stored form's
// leading zeros (a message says "ask 4", never "ask 0000000004").
func askName(id string) string {
	if s := strings.TrimLeft(id, "0"); s != "" {
		return s
	}
	return id
}

// ParseAskID reads an ask ID as an operator may type it, with or without
// the leading zeros ("42", "0000000042"), and returns it in the stored
// form.
func ParseAskID(s string) (string, error) {
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n == 0 || s[0] == '+' {
		return "", fmt.Errorf("%w: ask ID %q is not a positive number", ErrInvalid, s)
	}
	return FormatAskID(n), nil
}

// NextAskID takes the next ask ID from the store's sequence. The ID is
// used up even if no ask is put under it, unless the transaction rolls back.
func (tx *Tx) NextAskID() (string, error) {
	b, err := tx.writeBucket(bucketAsks)
	if err != nil {
		return "", fmt.Errorf("next ask ID: %w", err)
	}
	n, err := b.NextSequence()
	if err != nil {
		return "", fmt.Errorf("next ask ID: %w", err)
	}
	return FormatAskID(n), nil
}

// PutAsk writes an ask, new or updated, and keeps the pending index in
// step with its state. The ID must be in the stored form (see
// [ParseAskID]); times are stored in UTC; a zero Created (or Decision.At)
// is stamped with the store's clock. Deciding an ask is compare-and-set by
// the caller, inside one [Store.Update]: [Tx.GetAsk], check
// [Ask.Pending], PutAsk. Writers are serialised across processes, so no
// other decision can land in between.
func (tx *Tx) PutAsk(a Ask) error {
	if id, err := ParseAskID(a.ID); err != nil || id != a.ID {
		return fmt.Errorf("put ask: %w: ID %q is not a stored ask ID (take one from NextAskID)", ErrInvalid, a.ID)
	}
	if !slices.Contains(AskStates(), a.State) {
		return fmt.Errorf("put ask %s: %w: unknown state %q", askName(a.ID), ErrInvalid, a.State)
	}
	verdict, err := compactJSON(a.Verdict)
	if err == nil {
		verdict, err = tx.refOut(verdict)
	}
	if err != nil {
		return fmt.Errorf("put ask %s: verdict: %w", askName(a.ID), err)
	}
	a.Verdict = verdict
	if len(a.Command) > CommandRefBytes {
		ref, err := tx.PutCommand(a.Command)
		if err != nil {
			return fmt.Errorf("put ask %s: %w", askName(a.ID), err)
		}
		a.Command, a.CommandRef = "", &ref
	}
	a.Created, a.Deadline = utc(a.Created), utc(a.Deadline)
	if a.Created.IsZero() {
		a.Created = tx.Now()
	}
	if a.Decision != nil {
		d := *a.Decision
		d.At = utc(d.At)
		if d.At.IsZero() {
			d.At = tx.Now()
		}
		a.Decision = &d
	}
	tx.asksPut = append(tx.asksPut, askPut{id: a.ID, pending: a.Pending()})
	if err := tx.put(bucketAsks, "ask", []byte(a.ID), a); err != nil {
		return err
	}
	pending, err := tx.writeBucket(bucketPending)
	if err != nil {
		return fmt.Errorf("put ask %s: %w", askName(a.ID), err)
	}
	if a.Pending() {
		err = pending.Put([]byte(a.ID), nil)
	} else {
		err = pending.Delete([]byte(a.ID))
	}
	if err != nil {
		return fmt.Errorf("put ask %s: pending index: %w", askName(a.ID), err)
	}
	return tx.indexNode(a)
}

// nodeKey is ask a's key in the node index: its node, a NUL (no node
// name holds one, so one node's keys never run into another's), its ID.
func nodeKey(node, id string) []byte { return []byte(node + "\x00" + id) }

// indexNode keeps a's entry in the node index in step with its state.
func (tx *Tx) indexNode(a Ask) error {
	idx, err := tx.writeBucket(bucketNodePending)
	if err == nil {
		if a.Pending() {
			err = idx.Put(nodeKey(a.Node, a.ID), nil)
		} else {
			err = idx.Delete(nodeKey(a.Node, a.ID))
		}
	}
	if err != nil {
		return fmt.Errorf("put ask %s: node index: %w", askName(a.ID), err)
	}
	return nil
}
