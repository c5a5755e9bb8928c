//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestAskCommandNotUTF8 (rt39k HIGH-2): an agent's command that is not
// UTF-8 is queued, shown, verified and approved as its bytes: the "ask"
// entry keeps them exact, so 'audit verify' finds no record written
// around ozdesk and 'queue show' shows the ask. An edit of those bytes
// in the record around ozdesk is still found.
func TestAskCommandNotUTF8(t *testing.T) {
	for _, tc := range []struct {
		name, command string
		edit          bool
	}{
		{"valid", "rm -rf /srv/q", false},
		{"invalid bytes", "rm -rf /srv/\xff\xfeq", false},
		{"replacement character", "rm -rf /srv/\ufffdq", false},
		{"invalid bytes edited", "rm -rf /srv/\xff\xfeq", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newTamperedService(t, []Option{WithClock(func() time.Time { return testStart })})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "rm **", Reason: "look first"})
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: "/x/p"})
			if a.Ask == nil {
				t.Fatalf("%q: %s; want an ask", tc.command, a.Outcome)
			}
			id := a.Ask.ID
			if tc.edit {
				rawUpdate(t, s.StorePath(), func(tx *bbolt.Tx) error {
					b := tx.Bucket([]byte("asks"))
					return b.ForEach(func(k, v []byte) error {
						var r map[string]any
						if err := json.Unmarshal(v, &r); err != nil {
							return err
						}
						r["command_b64"] = []byte("rm -rf /srv/\xfe\xffq")
						nv, err := json.Marshal(r)
						if err != nil {
							return err
						}
						return b.Put(k, nv)
					})
				})
			}
			got, err := s.Get(id)
			if tc.edit != errors.Is(err, ErrAskAltered) {
				t.Fatalf("show: %v", err)
			}
			if !tc.edit && got.Command != tc.command {
				t.Errorf("show: command %q, want %q", got.Command, tc.command)
			}
			_, err = s.VerifyAudit()
			if tc.edit != (err != nil) {
				t.Errorf("audit verify: %v", err)
			}
			d, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: "alice"})
			if tc.edit != errors.Is(err, ErrAskAltered) {
				t.Errorf("approve: %v", err)
			}
			if !tc.edit && d.State != store.StateApproved {
				t.Errorf("approve: state %s", d.State)
			}
			if _, err := s.VerifyAudit(); tc.edit != (err != nil) {
				t.Errorf("audit verify after the approval: %v", err)
			}
		})
	}
}

// TestSameAskedCommand: an entry that kept its command's bytes matches
// only those bytes; one written before entries kept them (its text with
// U+FFFD for each bad byte) matches the record whose bytes read as it.
func TestSameAskedCommand(t *testing.T) {
	for _, tc := range []struct {
		entry  string
		exact  bool
		record string
		want   bool
	}{
		{"ls", false, "ls", true},
		{"ls", false, "ls -l", false},
		{"rm \xff", true, "rm \xff", true},
		{"rm \xff", true, "rm \xfe", false},
		{"rm \ufffd\ufffd", false, "rm \xff\xfe", true},
		{"rm \ufffd", false, "rm \xff\xfe", false},
		{"rm \ufffd\ufffd", true, "rm \xff\xfe", false},
		{"rm \ufffd", false, "rm \ufffd", true},
		{"rm \ufffd", false, "rm x", false},
	} {
		if got := sameAskedCommand(tc.entry, tc.exact, tc.record); got != tc.want {
			t.Errorf("sameAskedCommand(%+q, %v, %+q) = %v, want %v", tc.entry, tc.exact, tc.record, got, tc.want)
		}
	}
}
