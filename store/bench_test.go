package store

import (
	"testing"
	"time"
)

// BenchmarkUpdate is one harness write: open, a transaction putting an ask
// and its audit entry, commit (synced), close.
func BenchmarkUpdate(b *testing.B) {
	s := openTestStore(b)
	for b.Loop() {
		if err := s.Update(func(tx *Tx) error {
			_, err := putAskAndAudit(tx, "bench", "make test")
			return err
		}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkView is one read: open read-only, read an ask, close.
func BenchmarkView(b *testing.B) {
	s := openTestStore(b)
	mustUpdate(b, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "bench", "make test"); return err })
	for b.Loop() {
		if err := s.View(func(tx *Tx) error { _, err := tx.GetAsk("1"); return err }); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendAudit is the cost of one AppendAudit, committed in
// transactions of 1,000 entries (so the open and sync are spread thin).
func BenchmarkAppendAudit(b *testing.B) {
	s := openTestStore(b)
	data := []byte(`{"command":"go test ./...","agent":"coder","job":"J-1","cwd":"/work/repo","outcome":"allow","rule":"r3"}`)
	n := 0
	for b.Loop() {
		n++
		if n%1000 != 0 {
			continue
		}
		mustUpdate(b, s, func(tx *Tx) error {
			for range 1000 {
				if _, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "coder", Data: data}); err != nil {
					return err
				}
			}
			return nil
		})
	}
}

// bigTrail makes a store with 100,000 audit entries.
func bigTrail(b *testing.B) *Store {
	b.Helper()
	s := newTestStore(b)
	start := time.Now()
	for range 10 {
		appendN(b, s, 10_000)
	}
	b.Logf("100,000 entries appended in %v", time.Since(start).Round(time.Millisecond))
	return s
}

// BenchmarkVerifyAudit100k verifies a trail of 100,000 entries.
func BenchmarkVerifyAudit100k(b *testing.B) {
	s := bigTrail(b)
	for b.Loop() {
		if head, err := s.VerifyAudit(); err != nil || head.Seq != 100_000 {
			b.Fatal(head, err)
		}
	}
}

// BenchmarkEachAudit100k walks a trail of 100,000 entries, decoding each.
func BenchmarkEachAudit100k(b *testing.B) {
	s := bigTrail(b)
	for b.Loop() {
		n := 0
		err := s.View(func(tx *Tx) error {
			return tx.EachAudit(0, func(AuditEntry) error { n++; return nil })
		})
		if err != nil || n != 100_000 {
			b.Fatal(n, err)
		}
	}
}

// BenchmarkAuditSinceTail reads the last 100 entries of a 100,000-entry
// trail, as audit --follow does.
func BenchmarkAuditSinceTail(b *testing.B) {
	s := bigTrail(b)
	for b.Loop() {
		err := s.View(func(tx *Tx) error {
			entries, err := tx.AuditSince(99_900, 0)
			if len(entries) != 100 {
				b.Fatal(len(entries))
			}
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
}
