package store_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"ozdesk.dev/ozdesk/store"
)

// A harness queues an ask; two operators try to decide it. Deciding is
// compare-and-set inside one Update, so exactly one of them wins, and the
// audit trail records both the ask and the decision.
func Example() {
	dir, err := os.MkdirTemp("", "ozdesk-example")
	if err != nil {
		panic(err)
	}
	defer func() { _ = os.RemoveAll(dir) }()
	s := store.New(filepath.Join(dir, "desk.db"))

	// Before the first write there is no store: callers use defaults.
	err = s.View(func(*store.Tx) error { return nil })
	fmt.Println("no store yet:", errors.Is(err, store.ErrNoStore))

	var id string
	err = s.Update(func(tx *store.Tx) error {
		var err error
		if id, err = tx.NextAskID(); err != nil {
			return err
		}
		ask := store.Ask{ID: id, Command: "rm -rf ~/scratch", Agent: "coder", Harness: "cli",
			State: store.StatePending, Outcome: store.OutcomeAsk, Rule: "cmd.delete-home"}
		if err := tx.PutAsk(ask); err != nil {
			return err
		}
		data, _ := json.Marshal(map[string]string{"ask": id, "command": ask.Command})
		_, err = tx.AppendAudit(store.AuditEntry{Kind: store.KindAsk, Actor: "coder", Data: data})
		return err
	})
	if err != nil {
		panic(err)
	}

	decide := func(operator string) string {
		var said string
		err := s.Update(func(tx *store.Tx) error {
			a, err := tx.GetAsk(id)
			if err != nil {
				return err
			}
			if !a.Pending() {
				said = fmt.Sprintf("%s: too late, %s by %s", operator, a.State, a.Decision.By)
				return nil
			}
			a.State = store.StateApproved
			a.Decision = &store.Decision{By: operator, Outcome: store.OutcomeAllow, Reason: "scratch space"}
			if err := tx.PutAsk(a); err != nil {
				return err
			}
			data, _ := json.Marshal(map[string]string{"ask": id, "outcome": store.OutcomeAllow})
			_, err = tx.AppendAudit(store.AuditEntry{Kind: store.KindDecide, Actor: operator, Data: data})
			said = fmt.Sprintf("%s: approved ask %s", operator, id)
			return err
		})
		if err != nil {
			panic(err)
		}
		return said
	}
	fmt.Println(decide("alice"))
	fmt.Println(decide("bob"))

	head, err := s.VerifyAudit()
	fmt.Println("audit entries:", head.Seq, "verified:", err == nil)
	// Output:
	// no store yet: true
	// alice: approved ask 0000000001
	// bob: too late, approved by alice
	// audit entries: 2 verified: true
}

func ExampleParseAskID() {
	id, _ := store.ParseAskID("42")
	fmt.Println(id, id == store.FormatAskID(42))
	_, err := store.ParseAskID("x42")
	fmt.Println(err)
	// Output:
	// 0000000042 true
	// invalid record: ask ID "x42" is not a positive number
}
