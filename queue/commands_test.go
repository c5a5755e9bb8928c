package queue

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"go.etcd.io/bbolt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestLongCommandOneCopy: an ask of a long command, evaluated and
// decided, keeps one copy of it in the store (with the head and tail of
// the longest); every reader still gets the command, but for the ask's
// end entry, which keeps its head and names its length.
func TestLongCommandOneCopy(t *testing.T) {
	for _, n := range []int{10 << 10, 300 << 10} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			s := newService(t)
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			cmd := "rm -rf ~ # " + strings.Repeat("padding ", (n-11)/8)
			ans, err := s.Evaluate(Request{Command: cmd, Agent: "dev", Cwd: "/w"})
			if err != nil || ans.Ask == nil {
				t.Fatalf("Evaluate: %v, %v", ans, err)
			}
			if _, err := s.Decide(ans.Ask.ID, Decision{Outcome: patterns.Refuse, By: "alice"}); err != nil {
				t.Fatal(err)
			}
			// The live values of the file hold the command about once.
			var live int
			db, err := bbolt.Open(s.StorePath(), 0o600, &bbolt.Options{ReadOnly: true, Timeout: time.Second})
			if err != nil {
				t.Fatal(err)
			}
			_ = db.View(func(tx *bbolt.Tx) error {
				return tx.ForEach(func(_ []byte, b *bbolt.Bucket) error {
					return b.ForEach(func(_, v []byte) error { live += len(v); return nil })
				})
			})
			_ = db.Close()
			if max := len(cmd)*3/2 + 20<<10; live > max { // base64 of the text under 64 KiB; parts of the report
				t.Errorf("the store holds %d bytes of values for a command of %d: over %d", live, len(cmd), max)
			}
			t.Logf("a command of %d bytes: %d bytes of live values in the store", len(cmd), live)
			// Every reader gets the command.
			a, err := s.Get(ans.Ask.ID)
			if err != nil || a.Command != cmd {
				t.Fatalf("Get: %d bytes, %v", len(a.Command), err)
			}
			ev, err := EvaluationOf(a)
			if err != nil || ev.Command != cmd {
				t.Errorf("EvaluationOf: %d bytes, %v", len(ev.Command), err)
			}
			entries, err := s.Audit(0, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if e.Kind == store.KindSetting {
					continue
				}
				switch e.Kind {
				case store.KindDecide, store.KindResolve, store.KindExpire, store.KindWithdraw, store.KindAbandon:
					// An ask's end keeps its command's head, with the whole
					// command's length (audit_end.go); the ask's entry holds it.
					if sum := Summarize(e); !strings.Contains(sum.Text, strconv.Itoa(len(cmd))+" bytes") {
						t.Errorf("%s entry summed up as %.200q: the command's length not named", e.Kind, sum.Text)
					}
				default:
					if e.Command != cmd {
						t.Errorf("%s entry: command %d bytes read back, want %d", e.Kind, len(e.Command), len(cmd))
					}
				}
				if sum := Summarize(e); !strings.Contains(sum.Text, "rm -rf ~ # padding") {
					t.Errorf("%s entry summed up as %.80q", e.Kind, sum.Text)
				}
			}
			c, err := s.LoadCorpus(time.Time{}, 100)
			if err != nil || c.Len() != 1 {
				t.Fatalf("LoadCorpus: %v, %v", c, err)
			}
		})
	}
}
