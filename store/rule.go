package store

import (
	"fmt"
	"slices"
	"strconv"
	"time"
)

// The modes of a rule.
const (
	ModeEnforce = "enforce" // the rule decides
	ModeShadow  = "shadow"  // the rule is evaluated and recorded, never decides
)

// The statuses of a rule. Only active rules take part in evaluation.
const (
	StatusProposed = "proposed" // written under four eyes, waiting for an approver
	StatusActive   = "active"   // in force
	StatusExpired  = "expired"  // past its end
	StatusRetired  = "retired"  // taken out by an operator
)

// Scope limits which asks a rule applies to; empty fields match all.
type Scope struct {
	Agent   string `json:"agent,omitempty"`   // glob over agent names
	Node    string `json:"node,omitempty"`    // glob over node names
	Workdir string `json:"workdir,omitempty"` // directory prefix of the command's cwd
}

// Rule is an operator's command rule (or a carve-out of a default rule),
// kept as JSON under its ID in the rules bucket. Operators' rules are
// ordered; the order is kept apart from the records, as a list of IDs, so
// moving a rule rewrites one list and no records.
type Rule struct {
	ID       string    `json:"id"`                 // "r1", "r2", … from [Tx.NextRuleID], or a carve-out's ID
	Outcome  string    `json:"outcome"`            // [OutcomeAllow], [OutcomeAsk] or [OutcomeRefuse]
	Pattern  string    `json:"pattern"`            // the pattern's text
	Also     []string  `json:"also,omitempty"`     // further patterns (defaults' carve-outs only)
	Reason   string    `json:"reason,omitempty"`   // why the rule exists
	Scope    Scope     `json:"scope,omitzero"`     // whom it applies to
	End      time.Time `json:"end,omitzero"`       // when it stops deciding; zero = never
	Mode     string    `json:"mode"`               // [ModeEnforce] or [ModeShadow]
	Status   string    `json:"status"`             // [StatusProposed], [StatusActive], …
	Author   string    `json:"author,omitempty"`   // who wrote it
	Approver string    `json:"approver,omitempty"` // who approved it (four eyes)
	Created  time.Time `json:"created"`            // when it was written (filled if zero)
	Updated  time.Time `json:"updated"`            // when it was last put (always the put's time)
	Carves   string    `json:"carves,omitempty"`   // the default rule a carve-out copies, or ""
	// Confirms names the shielded defaults (cmd.delete-home,
	// cmd.guard-tamper) the operator confirmed a literal allow overrides.
	Confirms []string `json:"confirms,omitempty"`
	// AuthorAccount and ApproverAccount are the OS accounts they wrote
	// and approved it from (nil when not known: written before accounts
	// were recorded).
	AuthorAccount   *Account `json:"author_account,omitempty"`
	ApproverAccount *Account `json:"approver_account,omitempty"`
	Hits            uint64   `json:"-"` // how often it decided (filled on reading; see [Tx.AddHits])

	// Position is the rule's place in the order, from 1. The store fills
	// it on reading and ignores it on writing: use [Tx.MoveRule].
	Position int `json:"-"`
}

// Place says where a rule goes in the order. The zero Place is the end.
// At most one field may be set.
type Place struct {
	First  bool   // above every rule
	Before string // just above the rule with this ID
	After  string // just below the rule with this ID
}

// orderKey is the key of the order list in the rules.order bucket.
const orderKey = "ids"

// NextRuleID takes the next free operator rule ID ("r1", "r2", …) from the
// rules bucket's sequence, skipping IDs already taken (by an import, say).
func (tx *Tx) NextRuleID() (string, error) {
	b, err := tx.writeBucket(bucketRules)
	if err != nil {
		return "", fmt.Errorf("next rule ID: %w", err)
	}
	for {
		n, err := b.NextSequence()
		if err != nil {
			return "", fmt.Errorf("next rule ID: %w", err)
		}
		id := "r" + strconv.FormatUint(n, 10)
		if b.Get([]byte(id)) == nil {
			return id, nil
		}
	}
}

// GetRule reads one rule, with its position. A missing rule gives
// [ErrNotFound].
func (tx *Tx) GetRule(id string) (Rule, error) {
	var r Rule
	ok, err := tx.get(bucketRules, "rule", []byte(id), &r)
	if err != nil {
		return Rule{}, err
	}
	if !ok {
		return Rule{}, fmt.Errorf("rule %s: %w", id, ErrNotFound)
	}
	order, err := tx.ruleOrder()
	if err != nil {
		return Rule{}, err
	}
	r.Position = slices.Index(order, id) + 1
	if r.Position == 0 {
		return Rule{}, fmt.Errorf("store %s: %w: rule %s is missing from the order", tx.path, ErrCorrupt, id)
	}
	if hits := tx.bucket(bucketHits); hits != nil {
		r.Hits = hitsOf(hits.Get([]byte(id)))
	}
	return r, nil
}

// Rules returns every rule in order, whatever its status.
func (tx *Tx) Rules() ([]Rule, error) {
	order, err := tx.ruleOrder()
	if err != nil {
		return nil, err
	}
	hits := tx.bucket(bucketHits) // present: checked when the store opened
	rules := make([]Rule, 0, len(order))
	for i, id := range order {
		var r Rule
		ok, err := tx.get(bucketRules, "rule", []byte(id), &r)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("store %s: %w: the order names rule %s, which does not exist", tx.path, ErrCorrupt, id)
		}
		r.Position = i + 1
		if hits != nil {
			r.Hits = hitsOf(hits.Get([]byte(id)))
		}
		rules = append(rules, r)
	}
	if b := tx.bucket(bucketRules); b != nil {
		// Count with a cursor: Bucket.Stats does not count the keys a
		// write transaction has put but not yet committed.
		n := 0
		c := b.Cursor()
		for k, _ := c.First(); k != nil; k, _ = c.Next() {
			n++
		}
		if n != len(order) {
			return nil, fmt.Errorf("store %s: %w: %d rules, but the order lists %d", tx.path, ErrCorrupt, n, len(order))
		}
	}
	return rules, nil
}

// PutRule writes a rule: a new one goes at the end of the order, an
// existing one keeps its place. Created is stamped if zero; Updated is
// always set to the store's clock.
func (tx *Tx) PutRule(r Rule) error {
	if err := tx.noteRulesChange(); err != nil {
		return err
	}
	order, err := tx.ruleOrder()
	if err != nil {
		return err
	}
	if !slices.Contains(order, r.ID) {
		order = append(order, r.ID)
	}
	return tx.writeRule(r, order)
}

// InsertRule writes a new rule at a place in the order. A rule with the
// same ID gives [ErrExists].
func (tx *Tx) InsertRule(r Rule, at Place) error {
	if err := tx.noteRulesChange(); err != nil {
		return err
	}
	order, err := tx.ruleOrder()
	if err != nil {
		return err
	}
	if slices.Contains(order, r.ID) {
		return fmt.Errorf("insert rule %s: %w", r.ID, ErrExists)
	}
	if order, err = place(order, r.ID, at); err != nil {
		return fmt.Errorf("insert rule %s: %w", r.ID, err)
	}
	return tx.writeRule(r, order)
}

// MoveRule moves a rule to a place in the order.
func (tx *Tx) MoveRule(id string, at Place) error {
	if err := tx.noteRulesChange(); err != nil {
		return err
	}
	order, err := tx.ruleOrder()
	if err != nil {
		return err
	}
	if !slices.Contains(order, id) {
		return fmt.Errorf("move rule %s: %w", id, ErrNotFound)
	}
	if order, err = place(slices.DeleteFunc(order, func(s string) bool { return s == id }), id, at); err != nil {
		return fmt.Errorf("move rule %s: %w", id, err)
	}
	return tx.putRuleOrder(order)
}

// DeleteRule removes a rule and its place. Rules normally retire instead
// (their status says so and the audit trail keeps them meaningful); delete
// is for rules that never took effect. A missing rule gives [ErrNotFound].
func (tx *Tx) DeleteRule(id string) error {
	if err := tx.noteRulesChange(); err != nil {
		return err
	}
	order, err := tx.ruleOrder()
	if err != nil {
		return err
	}
	if !slices.Contains(order, id) {
		return fmt.Errorf("delete rule %s: %w", id, ErrNotFound)
	}
	b, err := tx.writeBucket(bucketRules)
	if err != nil {
		return fmt.Errorf("delete rule %s: %w", id, err)
	}
	if err := b.Delete([]byte(id)); err != nil {
		return fmt.Errorf("delete rule %s: %w", id, err)
	}
	return tx.putRuleOrder(slices.DeleteFunc(order, func(s string) bool { return s == id }))
}

// writeRule checks and writes a rule's record and the new order.
func (tx *Tx) writeRule(r Rule, order []string) error {
	if err := checkRule(r); err != nil {
		return fmt.Errorf("put rule %q: %w", r.ID, err)
	}
	r.Created, r.End = utc(r.Created), utc(r.End)
	if r.Created.IsZero() {
		r.Created = tx.Now()
	}
	r.Updated = tx.Now()
	r.Position = 0
	if err := tx.put(bucketRules, "rule", []byte(r.ID), r); err != nil {
		return err
	}
	return tx.putRuleOrder(order)
}

// checkRule refuses a rule whose key or enumerations are wrong: a typo in
// a status or outcome would silently change what the policy does.
func checkRule(r Rule) error {
	switch {
	case r.ID == "":
		return fmt.Errorf("%w: no ID", ErrInvalid)
	case !slices.Contains([]string{OutcomeAllow, OutcomeAsk, OutcomeRefuse}, r.Outcome):
		return fmt.Errorf("%w: unknown outcome %q", ErrInvalid, r.Outcome)
	case !slices.Contains([]string{ModeEnforce, ModeShadow}, r.Mode):
		return fmt.Errorf("%w: unknown mode %q", ErrInvalid, r.Mode)
	case !slices.Contains([]string{StatusProposed, StatusActive, StatusExpired, StatusRetired}, r.Status):
		return fmt.Errorf("%w: unknown status %q", ErrInvalid, r.Status)
	}
	return nil
}

// place inserts id into order (which must not hold it) at a place.
func place(order []string, id string, at Place) ([]string, error) {
	set := 0
	for _, b := range []bool{at.First, at.Before != "", at.After != ""} {
		if b {
			set++
		}
	}
	if set > 1 {
		return nil, fmt.Errorf("%w: place %+v names more than one place", ErrInvalid, at)
	}
	target := at.Before + at.After
	i := len(order)
	switch {
	case at.First:
		i = 0
	case target == id:
		return nil, fmt.Errorf("%w: a rule cannot be placed next to itself", ErrInvalid)
	case target != "":
		i = slices.Index(order, target)
		if i < 0 {
			return nil, fmt.Errorf("place next to rule %s: %w", target, ErrNotFound)
		}
		if at.After != "" {
			i++
		}
	}
	return slices.Insert(order, i, id), nil
}

// ruleOrder reads the list of rule IDs in order.
func (tx *Tx) ruleOrder() ([]string, error) {
	var order []string
	if _, err := tx.get(bucketRuleOrder, "rule order", []byte(orderKey), &order); err != nil {
		return nil, err
	}
	return order, nil
}

// putRuleOrder writes the order. Every change of the rules writes it
// last, so it marks the rules changed: the next audit entry the
// transaction appends vouches for them ([AuditEntry.Rules]).
func (tx *Tx) putRuleOrder(order []string) error {
	if err := tx.put(bucketRuleOrder, "rule order", []byte(orderKey), order); err != nil {
		return err
	}
	tx.rulesDirty = true
	return nil
}
