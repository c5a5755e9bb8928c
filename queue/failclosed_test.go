//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestEvaluateFailsClosed: a store that cannot be read answers ask, with
// Unavailable, whatever the command; never allow. Each case breaks the
// store in its own way after a policy that allows "make build" (and
// refuses "terraform destroy") was written.
func TestEvaluateFailsClosed(t *testing.T) {
	cases := []struct {
		name  string
		spoil func(t *testing.T, path string) (restore func())
		want  error
	}{
		{"corrupt file", func(t *testing.T, path string) func() {
			if err := os.WriteFile(path, []byte(strings.Repeat("not a bbolt file\n", 1000)), 0o600); err != nil {
				t.Fatal(err)
			}
			return nil
		}, store.ErrCorrupt},
		{"locked by another process beyond the timeout", func(t *testing.T, path string) func() {
			c := startChild(t, "hold", path, "holder", 0)
			if got := c.Line(t); got != "held" {
				t.Fatalf("holder said %q", got)
			}
			return func() { c.Wait(t) }
		}, store.ErrLocked},
		{"newer schema", func(t *testing.T, path string) func() {
			rawUpdate(t, path, func(tx *bbolt.Tx) error {
				return tx.Bucket([]byte("meta")).Put([]byte("schema"), []byte("99"))
			})
			return nil
		}, store.ErrNewerSchema},
		{"a stored rule that does not compile", func(t *testing.T, path string) func() {
			// With an entry that writes it, as a build that compiled it
			// once would have: the rules in force are vouched for, and
			// the rule itself does not compile.
			err := store.New(path).Update(func(tx *store.Tx) error {
				r := store.Rule{ID: "r9", Outcome: store.OutcomeAllow, Pattern: "echo $(x)",
					Mode: store.ModeEnforce, Status: store.StatusActive}
				if err := tx.PutRule(r); err != nil {
					return err
				}
				data, _ := json.Marshal(ruleEvent{Rule: r, By: "alice"})
				_, err := tx.AppendAudit(store.AuditEntry{Kind: store.KindRuleAdd, Actor: "alice", Data: data})
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			return nil
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := storePath(t)
			s := New(store.New(path, store.WithLockTimeout(300*time.Millisecond)), WithNode("node-a"))
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "make build"})
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "terraform destroy **"})
			restore := tc.spoil(t, path)
			for _, cmd := range []string{"make build", "ls", "rm -rf ~", "terraform destroy"} {
				a, err := s.Evaluate(Request{Command: cmd, Cwd: "/work/proj"})
				if err != nil {
					t.Fatalf("%q: %v", cmd, err)
				}
				if a.Outcome != patterns.Ask || a.Unavailable == nil || a.Ask != nil {
					t.Fatalf("%q: %s (unavailable %v, ask %v), want ask, failed closed", cmd, a.Outcome, a.Unavailable, a.Ask)
				}
				if tc.want != nil && !errors.Is(a.Unavailable, tc.want) {
					t.Errorf("%q: unavailable %v, want %v", cmd, a.Unavailable, tc.want)
				}
				if !strings.Contains(a.Reason, "could not be") || a.Report.Outcome != patterns.Ask {
					t.Errorf("%q: reason %q, report %s", cmd, a.Reason, a.Report.Outcome)
				}
				if len(a.Report.Parts) == 0 {
					t.Errorf("%q: the report does not explain the command", cmd)
				}
				if no := a.CannotWait(); no.Outcome != patterns.Refuse || no.Unavailable == nil {
					t.Errorf("%q: cannot wait: %s", cmd, no.Outcome)
				}
			}
			if restore != nil {
				restore()
			}
		})
	}
}

// TestCannotWait: an ask becomes a refusal for a caller that cannot wait;
// allow and refuse stand.
func TestCannotWait(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "reboot"})
	for cmd, want := range map[string]patterns.Outcome{"ls": patterns.Allow, "rm -rf ~": patterns.Refuse, "reboot": patterns.Refuse} {
		a := mustEvaluate(t, s, Request{Command: cmd}).CannotWait()
		if a.Outcome != want {
			t.Errorf("%q: %s, want %s", cmd, a.Outcome, want)
		}
	}
}

// TestEvaluateUnwritable: a store that can be read but not written (a
// reader in another process holds it open, so the write's lock wait times
// out) fails closed too: an allow becomes ask, a refusal stands, and
// nothing is queued.
func TestEvaluateUnwritable(t *testing.T) {
	path := storePath(t)
	s := New(store.New(path, store.WithLockTimeout(300*time.Millisecond)), WithNode("node-a"))
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "reboot"})
	c := startChild(t, "holdread", path, "reader", 0)
	if got := c.Line(t); got != "held" {
		t.Fatalf("reader said %q", got)
	}
	for cmd, want := range map[string]patterns.Outcome{"ls": patterns.Ask, "rm -rf ~": patterns.Ask, "reboot": patterns.Refuse} {
		a, err := s.Evaluate(Request{Command: cmd, Cwd: "/work/proj"})
		if err != nil {
			t.Fatal(err)
		}
		if a.Outcome != want || !errors.Is(a.Unavailable, store.ErrLocked) || a.Ask != nil {
			t.Errorf("%q: %s (unavailable %v, ask %v), want %s", cmd, a.Outcome, a.Unavailable, a.Ask, want)
		}
		if a.Report.Outcome != a.Outcome || !strings.Contains(a.Reason, "could not be written") {
			t.Errorf("%q: report %s, reason %q", cmd, a.Report.Outcome, a.Reason)
		}
	}
	c.Wait(t)
	if n := len(auditOf(t, s, store.KindEvaluate)); n != 0 {
		t.Errorf("%d evaluations recorded while the store could not be written", n)
	}
}

// rawUpdate changes the store's file behind the store's back, as someone
// with write access to the file could.
func rawUpdate(t *testing.T, path string, fn func(*bbolt.Tx) error) {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: time.Second})
	if err != nil {
		t.Fatalf("raw open: %v", err)
	}
	defer func() { _ = db.Close() }()
	if err := db.Update(fn); err != nil {
		t.Fatalf("raw update: %v", err)
	}
}
