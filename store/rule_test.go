package store

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"time"
)

// rule makes an active enforce rule with an ID.
func rule(id string) Rule {
	return Rule{ID: id, Outcome: OutcomeAllow, Pattern: "go test ./...", Mode: ModeEnforce, Status: StatusActive}
}

func TestRuleRoundTrip(t *testing.T) {
	now := time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)
	s := openTestStore(t, WithClock(fixedClock(now)))
	in := Rule{ID: "cmd.delete-home.c1", Outcome: OutcomeRefuse, Pattern: "rm -r* [home]",
		Also: []string{"rm -f [home]"}, Reason: "never the home directory",
		Scope: Scope{Agent: "ci-*", Node: "build-?", Workdir: "/work"},
		End:   time.Date(2027, 1, 1, 0, 0, 0, 0, time.FixedZone("X", -7200)), Mode: ModeShadow,
		Status: StatusProposed, Author: "alice", Approver: "bob", Carves: "cmd.delete-home", Hits: 3,
		Created: now.Add(-time.Hour), Updated: now.Add(-time.Minute), Position: 99}
	mustUpdate(t, s, func(tx *Tx) error { return tx.PutRule(in) })
	want := in
	want.End = in.End.UTC()
	want.Updated = now // always the put's time
	want.Position = 1  // filled from the order
	want.Hits = 0      // counted apart (AddHits), never written with the rule
	mustView(t, s, func(tx *Tx) error {
		got, err := tx.GetRule(in.ID)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("GetRule = %+v, %v\nwant %+v", got, err, want)
		}
		rules, err := tx.Rules()
		if err != nil || len(rules) != 1 || !reflect.DeepEqual(rules[0], want) {
			t.Errorf("Rules = %+v, %v", rules, err)
		}
		return nil
	})
}

func TestRuleOrder(t *testing.T) {
	type op struct {
		kind string // "put", "insert", "move", "delete"
		id   string
		at   Place
	}
	put := func(id string) op { return op{"put", id, Place{}} }
	tests := []struct {
		name string
		ops  []op
		want []string
	}{
		{"puts append", []op{put("r1"), put("r2"), put("r3")}, []string{"r1", "r2", "r3"}},
		{"put again keeps place", []op{put("r1"), put("r2"), put("r1")}, []string{"r1", "r2"}},
		{"insert first", []op{put("r1"), put("r2"), {"insert", "r3", Place{First: true}}}, []string{"r3", "r1", "r2"}},
		{"insert before", []op{put("r1"), put("r2"), {"insert", "r3", Place{Before: "r2"}}}, []string{"r1", "r3", "r2"}},
		{"insert after", []op{put("r1"), put("r2"), {"insert", "r3", Place{After: "r1"}}}, []string{"r1", "r3", "r2"}},
		{"insert after last", []op{put("r1"), put("r2"), {"insert", "r3", Place{After: "r2"}}}, []string{"r1", "r2", "r3"}},
		{"insert at end", []op{put("r1"), {"insert", "r2", Place{}}}, []string{"r1", "r2"}},
		{"move up", []op{put("r1"), put("r2"), put("r3"), {"move", "r3", Place{Before: "r1"}}}, []string{"r3", "r1", "r2"}},
		{"move down", []op{put("r1"), put("r2"), put("r3"), {"move", "r1", Place{After: "r3"}}}, []string{"r2", "r3", "r1"}},
		{"move to end", []op{put("r1"), put("r2"), put("r3"), {"move", "r1", Place{}}}, []string{"r2", "r3", "r1"}},
		{"move first", []op{put("r1"), put("r2"), {"move", "r2", Place{First: true}}}, []string{"r2", "r1"}},
		{"move in place", []op{put("r1"), put("r2"), {"move", "r2", Place{After: "r1"}}}, []string{"r1", "r2"}},
		{"delete", []op{put("r1"), put("r2"), put("r3"), {"delete", "r2", Place{}}}, []string{"r1", "r3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTestStore(t)
			for _, o := range tt.ops {
				mustUpdate(t, s, func(tx *Tx) error {
					switch o.kind {
					case "put":
						return tx.PutRule(rule(o.id))
					case "insert":
						return tx.InsertRule(rule(o.id), o.at)
					case "move":
						return tx.MoveRule(o.id, o.at)
					}
					return tx.DeleteRule(o.id)
				})
			}
			if got := ruleIDs(t, s); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("order %v, want %v", got, tt.want)
			}
		})
	}
}

// ruleIDs reads the rules' IDs in order, checking their positions.
func ruleIDs(t *testing.T, s *Store) []string {
	t.Helper()
	var ids []string
	mustView(t, s, func(tx *Tx) error {
		rules, err := tx.Rules()
		for i, r := range rules {
			if r.Position != i+1 {
				t.Errorf("rule %s at %d has position %d", r.ID, i+1, r.Position)
			}
			ids = append(ids, r.ID)
		}
		return err
	})
	return ids
}

// TestRuleOrderMany makes many random inserts, moves and deletes and
// compares the order with a plain slice doing the same.
func TestRuleOrderMany(t *testing.T) {
	s := openTestStore(t)
	rng := rand.New(rand.NewPCG(1, 2))
	var model []string
	added := 0
	step := func(tx *Tx) error {
		if len(model) > 0 && rng.IntN(4) == 0 { // move or delete
			id := model[rng.IntN(len(model))]
			model = slices.DeleteFunc(model, func(s string) bool { return s == id })
			if rng.IntN(3) == 0 {
				return tx.DeleteRule(id)
			}
			at, j := randomPlace(rng, model)
			model = slices.Insert(model, j, id)
			return tx.MoveRule(id, at)
		}
		id, err := tx.NextRuleID()
		if err != nil {
			return err
		}
		if added++; id != "r"+strconv.Itoa(added) {
			t.Fatalf("NextRuleID = %s for rule %d", id, added)
		}
		at, j := randomPlace(rng, model)
		model = slices.Insert(model, j, id)
		return tx.InsertRule(rule(id), at)
	}
	for range 40 { // 400 steps, 10 to a transaction
		mustUpdate(t, s, func(tx *Tx) error {
			for range 10 {
				if err := step(tx); err != nil {
					return err
				}
			}
			return nil
		})
	}
	if got := ruleIDs(t, s); !reflect.DeepEqual(got, model) {
		t.Errorf("order\n%v\nwant\n%v", got, model)
	}
	t.Logf("%d rules after 400 random steps", len(model))
}

// randomPlace picks a place in order and the index it stands for.
func randomPlace(rng *rand.Rand, order []string) (Place, int) {
	if len(order) == 0 {
		return Place{}, 0
	}
	j := rng.IntN(len(order))
	switch rng.IntN(4) {
	case 0:
		return Place{}, len(order)
	case 1:
		return Place{First: true}, 0
	case 2:
		return Place{Before: order[j]}, j
	}
	return Place{After: order[j]}, j + 1
}

func TestNextRuleIDSkipsTaken(t *testing.T) {
	s := openTestStore(t)
	var ids []string
	mustUpdate(t, s, func(tx *Tx) error {
		for _, id := range []string{"r2", "r3", "r5"} { // imported
			if err := tx.PutRule(rule(id)); err != nil {
				return err
			}
		}
		for range 3 {
			id, err := tx.NextRuleID()
			if err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return nil
	})
	if want := []string{"r1", "r4", "r6"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("NextRuleID gave %v, want %v", ids, want)
	}
}

func TestRuleRefusals(t *testing.T) {
	s := openTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error { return tx.PutRule(rule("r1")) })
	bad := func(mod func(*Rule)) Rule { r := rule("r9"); mod(&r); return r }
	tests := []struct {
		name string
		fn   func(*Tx) error
		want error
	}{
		{"no ID", func(tx *Tx) error { return tx.PutRule(bad(func(r *Rule) { r.ID = "" })) }, ErrInvalid},
		{"bad outcome", func(tx *Tx) error { return tx.PutRule(bad(func(r *Rule) { r.Outcome = "permit" })) }, ErrInvalid},
		{"bad mode", func(tx *Tx) error { return tx.PutRule(bad(func(r *Rule) { r.Mode = "" })) }, ErrInvalid},
		{"bad status", func(tx *Tx) error { return tx.PutRule(bad(func(r *Rule) { r.Status = "actve" })) }, ErrInvalid},
		{"insert existing", func(tx *Tx) error { return tx.InsertRule(rule("r1"), Place{}) }, ErrExists},
		{"insert before missing", func(tx *Tx) error { return tx.InsertRule(rule("r2"), Place{Before: "r7"}) }, ErrNotFound},
		{"two places", func(tx *Tx) error { return tx.InsertRule(rule("r2"), Place{First: true, After: "r1"}) }, ErrInvalid},
		{"move missing", func(tx *Tx) error { return tx.MoveRule("r7", Place{}) }, ErrNotFound},
		{"move next to itself", func(tx *Tx) error { return tx.MoveRule("r1", Place{Before: "r1"}) }, ErrInvalid},
		{"delete missing", func(tx *Tx) error { return tx.DeleteRule("r7") }, ErrNotFound},
		{"get missing", func(tx *Tx) error { _, err := tx.GetRule("r7"); return err }, ErrNotFound},
	}
	for _, tt := range tests {
		if err := s.Update(tt.fn); !errors.Is(err, tt.want) {
			t.Errorf("%s: %v, want %v", tt.name, err, tt.want)
		}
	}
	if got := ruleIDs(t, s); !reflect.DeepEqual(got, []string{"r1"}) {
		t.Errorf("refusals changed the rules: %v", got)
	}
}

// TestRulesInTheWritingTx: a rule put in a write transaction is listed by
// Rules in that same transaction (bbolt's Stats count only committed keys).
func TestRulesInTheWritingTx(t *testing.T) {
	s := openTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error {
		if err := tx.InsertRule(rule("r1"), Place{}); err != nil {
			return err
		}
		rules, err := tx.Rules()
		if err != nil {
			return err
		}
		if len(rules) != 1 || rules[0].ID != "r1" {
			t.Errorf("rules in the writing tx: %+v", rules)
		}
		return nil
	})
}
