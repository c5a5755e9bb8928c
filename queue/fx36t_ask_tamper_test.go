//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAskCommandEdited: an agent that can write the store's file edits a
// pending ask's command in its record (rt36s M2). Before, 'queue show'
// displayed the edited command and 'queue approve' approved it without a
// word (only the waiting hook refused). Now both compare the record with
// the "ask" entry that queued it and refuse, as 'audit verify' does; a
// deny still ends it.
func TestAskCommandEdited(t *testing.T) {
	for _, edit := range []bool{false, true} {
		s := newTamperedService(t, []Option{WithClock(func() time.Time { return testStart })})
		mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "ls /tmp/zz", Reason: "look first"})
		a := mustEvaluate(t, s, Request{Command: "ls /tmp/zz", Cwd: "/x/p"})
		if a.Ask == nil {
			t.Fatalf("ls /tmp/zz: %s; want an ask", a.Outcome)
		}
		id := a.Ask.ID
		if edit {
			rawUpdate(t, s.StorePath(), func(tx *bbolt.Tx) error {
				b := tx.Bucket([]byte("asks"))
				return b.ForEach(func(k, v []byte) error {
					var r map[string]any
					if err := json.Unmarshal(v, &r); err != nil || r["command"] != "ls /tmp/zz" {
						return err
					}
					r["command"] = "ls /tmp/ok"
					nv, err := json.Marshal(r)
					if err != nil {
						return err
					}
					return b.Put(k, nv)
				})
			})
		}
		_, err := s.Get(id)
		if edit != errors.Is(err, ErrAskAltered) {
			t.Errorf("edited %v: show: %v", edit, err)
		}
		_, err = s.Decide(id, Decision{Outcome: patterns.Allow, By: "alice"})
		if edit != errors.Is(err, ErrAskAltered) {
			t.Errorf("edited %v: approve: %v", edit, err)
		}
		_, err = s.VerifyAudit()
		var ie *IgnoredError
		if edit != (errors.As(err, &ie) && strings.Contains(err.Error(), "not the one audit entry")) {
			t.Errorf("edited %v: audit verify: %v", edit, err)
		}
		if edit {
			if got, err := s.Decide(id, Decision{Outcome: patterns.Refuse, By: "alice"}); err != nil || got.State != store.StateDenied {
				t.Errorf("deny: %v, %v; want it denied", got.State, err)
			}
		}
	}
}
