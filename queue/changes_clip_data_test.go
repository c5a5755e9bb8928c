package queue

import (
	"encoding/json"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestChangesBigEntriesKeepOutcome: an entry over the change feed's
// budget, made so by a 12 kB agent name, directory, job or command,
// reads in the feed as it reads stored whole: the same outcome, and the
// same rule and ask before the command (rt42k F1: the feed replaced the
// payload by its length, which read as "allow by no rule", and an ask
// entry as raw {"clipped_bytes":N}). Every kind an ask's life writes is
// here: refused by a rule, asked, withdrawn, decided.
func TestChangesBigEntriesKeepOutcome(t *testing.T) {
	big := func(c string) string { return strings.Repeat(c, 12_000) }
	for _, c := range []struct {
		name string
		req  Request
		end  string // "withdraw", "deny", "approve" or "" (refused)
	}{
		{"agent refused", Request{Agent: big("q"), Command: "rm -rf ~/nope"}, ""},
		{"agent withdrawn", Request{Agent: big("y"), Command: "rm -rf ~/n12000"}, "withdraw"},
		{"job denied", Request{Agent: "bot", Job: big("j"), Command: "rm -rf ~/n12000"}, "deny"},
		{"cwd approved", Request{Agent: "cwd10k", Cwd: "/srv/" + big("d"), Command: "rm -rf ../x"}, "approve"},
		{"command denied", Request{Agent: "cmd10k", Command: "rm -rf ~/.ssh; echo " + big("z")}, "deny"},
		{"agent approved", Request{Agent: big("a"), Job: big("b"), Command: "rm -rf ~/n2"}, "approve"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newService(t)
			mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -r -f ~/nope", Reason: "never"})
			a := mustEvaluate(t, s, c.req)
			switch c.end {
			case "":
				if a.Ask != nil {
					t.Fatalf("asked, want refused: %+v", a)
				}
			case "withdraw":
				if err := s.Withdraw(a.Ask.ID, ""); err != nil {
					t.Fatal(err)
				}
			default:
				d := Decision{Outcome: patterns.Allow, By: "alice"}
				if c.end == "deny" {
					d.Outcome, d.Reason = patterns.Refuse, "not today"
				}
				if _, err := s.Decide(a.Ask.ID, d); err != nil {
					t.Fatal(err)
				}
			}
			stored, err := s.Audit(0, 0)
			if err != nil {
				t.Fatal(err)
			}
			ch, err := s.Changes(0, true)
			if err != nil {
				t.Fatal(err)
			}
			fed := map[uint64]store.AuditEntry{}
			for _, e := range ch.Audit {
				fed[e.Seq] = e
			}
			clipped := 0
			for _, e := range stored {
				f, ok := fed[e.Seq]
				if !ok {
					t.Fatalf("entry %d (%s) not in the feed", e.Seq, e.Kind)
				}
				if len(f.Data) > ChangesEntryBytes {
					t.Errorf("entry %d (%s) carries %d bytes", e.Seq, e.Kind, len(f.Data))
				}
				if len(e.Data) <= ChangesEntryBytes {
					continue
				}
				clipped++
				whole, cut := Summarize(e), Summarize(f)
				if cut.Outcome != whole.Outcome {
					t.Errorf("entry %d (%s): outcome %q in the feed, %q stored", e.Seq, e.Kind, cut.Outcome, whole.Outcome)
				}
				if w, g := whole.Text[:whole.Head], cut.Text[:min(cut.Head, len(cut.Text))]; whole.Head == 0 || w != g {
					t.Errorf("entry %d (%s): reads %.80q in the feed, %.80q stored", e.Seq, e.Kind, g, w)
				}
				if strings.Contains(cut.Text, ClippedDataKey) {
					t.Errorf("entry %d (%s) reads as raw data: %.80q", e.Seq, e.Kind, cut.Text)
				}
				var m map[string]json.RawMessage
				if json.Unmarshal(f.Data, &m) != nil || len(m) < 3 {
					t.Errorf("entry %d (%s): the feed kept %s", e.Seq, e.Kind, f.Data)
				}
			}
			if clipped == 0 {
				t.Fatal("no entry over the feed's budget: the case tests nothing")
			}
		})
	}
}

// TestSummarizeClippedWhole: a payload the feed could not cut to its
// small fields says so, and carries no outcome.
func TestSummarizeClippedWhole(t *testing.T) {
	for _, kind := range []string{store.KindEvaluate, store.KindAsk, store.KindDecide, store.KindWithdraw} {
		s := Summarize(store.AuditEntry{Kind: kind, Data: json.RawMessage(`{"clipped_bytes":12271}`)})
		if s.Outcome != "" || !strings.Contains(s.Text, "12,271 bytes, too big to show here") {
			t.Errorf("%s: %+v", kind, s)
		}
	}
}
