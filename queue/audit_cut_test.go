package queue

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestCutAudit: a cut through an exported head removes the entries,
// records who cut (an audit.cut entry), keeps the trail verifiable and
// the rules in force deciding; it refuses a head that is not the
// trail's, a cut with no one named, and a cut that would take an entry
// of an ask that still waits.
func TestCutAudit(t *testing.T) {
	s := newService(t)
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /", Reason: "never"})
	for range 5 {
		mustEvaluate(t, s, Request{Command: "ls -la", Agent: "bot"})
	}
	waiting := mustEvaluate(t, s, Request{Command: "npm publish", Agent: "bot"})
	if waiting.Outcome != patterns.Ask {
		t.Fatalf("npm publish: %s, want an ask", waiting.Outcome)
	}
	mustEvaluate(t, s, Request{Command: "ls", Agent: "bot"})
	all := auditOf(t, s)
	head := all[len(all)-1]
	askEntry := auditOf(t, s, store.KindAsk)[0]
	var evalEntry store.AuditEntry // the evaluation that asked
	for _, e := range auditOf(t, s, store.KindEvaluate) {
		if evaluationIn(t, e).Ask == waiting.Ask.ID {
			evalEntry = e
		}
	}

	for _, c := range []struct {
		name string
		req  AuditCutRequest
		want error
	}{
		{"no one named", AuditCutRequest{Through: head.Seq, Exported: head.Hash}, ErrNoAuthor},
		{"another hash", AuditCutRequest{Through: 2, Exported: all[0].Hash, By: "alice"}, store.ErrCutRefused},
		{"past the head", AuditCutRequest{Through: head.Seq + 5, Exported: head.Hash, By: "alice"}, store.ErrCutRefused},
		{"an ask still waits", AuditCutRequest{Through: head.Seq, Exported: head.Hash, By: "alice"}, ErrStillNeeded},
		{"the ask's own entry", AuditCutRequest{Through: askEntry.Seq, Exported: askEntry.Hash, By: "alice"}, ErrStillNeeded},
		{"the evaluation that asked", AuditCutRequest{Through: evalEntry.Seq, Exported: evalEntry.Hash, By: "alice"}, ErrStillNeeded},
	} {
		_, err := s.CutAudit(c.req)
		if !errors.Is(err, c.want) {
			t.Errorf("%s: err = %v, want %v", c.name, err, c.want)
		}
		// A refusal never hands out the hash a cut needs (rt16f finding 2:
		// it named entry N's hash, so a cut needed no export, one copy
		// and paste).
		if at := c.req.Through; err != nil && at >= 1 && at <= head.Seq && strings.Contains(err.Error(), all[at-1].Hash[:12]) {
			t.Errorf("%s: the refusal names entry %d's hash: %v", c.name, at, err)
		}
	}
	if got := auditOf(t, s); len(got) != len(all) {
		t.Fatalf("refused cuts changed the trail: %d entries, want %d", len(got), len(all))
	}

	through := all[evalEntry.Seq-2] // the entry before the ask's first
	res, err := s.CutAudit(AuditCutRequest{Through: through.Seq, Exported: through.Hash, By: "alice"})
	if err != nil {
		t.Fatalf("cut: %v", err)
	}
	if res.Removed != int(through.Seq) || res.Through.Hash != through.Hash || res.Carried != 1 {
		t.Errorf("cut = %+v, want %d removed through %.8s, the rule carried", res, through.Seq, through.Hash)
	}
	cuts := auditOf(t, s, store.KindAuditCut)
	if len(cuts) != 1 || cuts[0].Actor != "alice" || cuts[0].Seq != res.Entry {
		t.Errorf("cut entries = %+v, want one by alice", cuts)
	}
	v, err := s.VerifyAudit()
	if err != nil || v.Base.Seq != through.Seq {
		t.Fatalf("verify after the cut = %+v, %v", v, err)
	}
	// An anchor the cut passed (a broker's last, older than the cut) is
	// the export's to show; one at the base must have its hash.
	old := store.AuditHead{Seq: all[1].Seq, Hash: all[1].Hash}
	if err := s.CheckAnchor(old); err != nil {
		t.Errorf("an anchor before the cut: %v", err)
	}
	if v, err := s.VerifyAudit(old); err != nil || len(v.CutAnchors) != 1 {
		t.Errorf("verify with an anchor before the cut = %+v, %v; want it listed as cut", v, err)
	}
	var anchored *AnchorError
	if err := s.CheckAnchor(store.AuditHead{Seq: through.Seq, Hash: all[0].Hash}); !errors.As(err, &anchored) {
		t.Errorf("an anchor at the base with another hash: %v, want an AnchorError", err)
	}
	// Entry 1's hash is kept past the cut (the origin): an anchor on it is
	// checked (rt16f finding 4: any hash for entry 1 passed as "cut").
	origin := store.AuditHead{Seq: 1, Hash: all[0].Hash}
	if v, err := s.VerifyAudit(origin); err != nil || len(v.CutAnchors) != 0 {
		t.Errorf("verify with the origin as anchor = %+v, %v; want it checked and held", v, err)
	}
	for _, h := range []string{all[1].Hash, strings.Repeat("0", 64)} {
		if _, err := s.VerifyAudit(store.AuditHead{Seq: 1, Hash: h}); !errors.As(err, &anchored) {
			t.Errorf("verify with entry 1 as %.8s: %v, want an AnchorError", h, err)
		}
		if err := s.CheckAnchor(store.AuditHead{Seq: 1, Hash: h}); !errors.As(err, &anchored) {
			t.Errorf("check anchor entry 1 as %.8s: %v, want an AnchorError", h, err)
		}
	}
	if a := mustEvaluate(t, s, Request{Command: "rm -rf /", Agent: "bot"}); a.Outcome != patterns.Refuse {
		t.Errorf("rm -rf / after the cut: %s, want refused by the rule still", a.Outcome)
	}

	// Once decided, the ask's entries may go.
	if _, err := s.Decide(waiting.Ask.ID, Decision{Outcome: patterns.Refuse, By: "alice"}); err != nil {
		t.Fatal(err)
	}
	rest := auditOf(t, s)
	last := rest[len(rest)-1]
	if _, err := s.CutAudit(AuditCutRequest{Through: last.Seq, Exported: last.Hash, By: "alice"}); err != nil {
		t.Fatalf("cut after the decision: %v", err)
	}
	if v, err := s.VerifyAudit(); err != nil || v.Base != (store.AuditHead{Seq: last.Seq, Hash: last.Hash}) {
		t.Fatalf("verify after the second cut = %+v, %v", v, err)
	}
	if ig, err := s.IgnoredRules(); err != nil || len(ig) != 0 {
		t.Errorf("ignored rules after the cuts = %v, %v; want none", ig, err)
	}
}

// TestCutAuditCorpus: the pattern editor's corpus, read back from the
// head a chunk at a time, reads each evaluation of a cut trail once (a
// chunk reaching below the cut read the first entries again).
func TestCutAuditCorpus(t *testing.T) {
	s := newService(t)
	const n, cut = corpusChunk + 1000, corpusChunk - 100
	err := s.st.Update(func(tx *store.Tx) error {
		for i := range n {
			data := fmt.Appendf(nil, `{"command":"echo %d","agent":"bot","context":{"cwd":"/work"}}`, i)
			if _, err := tx.AppendAudit(store.AuditEntry{Kind: store.KindEvaluate, Actor: "bot", Time: s.now(), Data: data}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	at := auditOf(t, s)[cut-1]
	if _, err := s.CutAudit(AuditCutRequest{Through: at.Seq, Exported: at.Hash, By: "alice"}); err != nil {
		t.Fatalf("cut: %v", err)
	}
	c, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if c.Total() != n-cut {
		t.Errorf("the corpus read %d evaluations, want the %d after the cut", c.Total(), n-cut)
	}
}

// TestCutAuditFinishesAnUnfinishedCut: a cut stopped after its first
// step (its broker killed: the step committed, nothing more) leaves a
// trail that verifies, and the next cut through the same end finishes
// it, with an entry of its own.
func TestCutAuditFinishesAnUnfinishedCut(t *testing.T) {
	s := newService(t)
	for range 40 {
		mustEvaluate(t, s, Request{Command: "ls", Agent: "bot"})
	}
	end := auditOf(t, s)[29]
	err := s.st.Update(func(tx *store.Tx) error {
		if _, err := tx.StartAuditCut(store.AuditEntry{Actor: "alice"}, store.AuditHead{Seq: end.Seq, Hash: end.Hash}); err != nil {
			return err
		}
		_, err := tx.CutAudit(20) // a few entries, then the broker dies
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.VerifyAudit()
	if err != nil || v.Base.Seq == 0 || v.Base.Seq >= end.Seq {
		t.Fatalf("verify mid-cut = %+v, %v; want a base before %d", v.Base, err, end.Seq)
	}
	res, err := s.CutAudit(AuditCutRequest{Through: end.Seq, Exported: end.Hash, By: "alice"})
	if err != nil {
		t.Fatalf("cut again: %v", err)
	}
	if res.From != v.Base || res.Through != (store.AuditHead{Seq: end.Seq, Hash: end.Hash}) {
		t.Errorf("cut again = %+v, want from %+v through %d", res, v.Base, end.Seq)
	}
	if cuts := auditOf(t, s, store.KindAuditCut); len(cuts) != 2 {
		t.Errorf("%d cut entries, want 2 (the first's, the second's)", len(cuts))
	}
	if v, err := s.VerifyAudit(); err != nil || v.Base.Seq != end.Seq {
		t.Errorf("verify after = %+v, %v", v.Base, err)
	}
}
