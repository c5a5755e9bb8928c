package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

// appendN appends n evaluate entries in one transaction.
func appendN(t testing.TB, s *Store, n int) {
	t.Helper()
	mustUpdate(t, s, func(tx *Tx) error {
		for i := range n {
			data := fmt.Appendf(nil, `{"command":"make test %d","agent":"coder","outcome":"allow"}`, i)
			if _, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "coder", Node: "n1", Data: data}); err != nil {
				return err
			}
		}
		return nil
	})
}

func TestAuditAppend(t *testing.T) {
	now := time.Date(2026, 11, 29, 8, 0, 0, 0, time.UTC)
	s := openTestStore(t, WithClock(fixedClock(now)))
	var returned []AuditEntry
	mustUpdate(t, s, func(tx *Tx) error {
		for i := range 1000 {
			e := AuditEntry{Seq: 77, Kind: KindEvaluate, Actor: "coder",
				Data: json.RawMessage(fmt.Sprintf(`{ "n": %d, "cmd": "a && b <c>" }`, i))}
			if i%2 == 0 {
				e.Time = now.Add(time.Duration(i) * time.Second).In(time.FixedZone("X", 3600))
			}
			got, err := tx.AppendAudit(e)
			if err != nil {
				return err
			}
			returned = append(returned, got)
		}
		return nil
	})
	var stored []AuditEntry
	mustView(t, s, func(tx *Tx) error {
		var err error
		stored, err = tx.AuditSince(0, 0)
		return err
	})
	if !reflect.DeepEqual(stored, returned) {
		t.Fatal("AppendAudit returned entries other than those stored")
	}
	prev := ""
	for i, e := range stored {
		wantTime := now
		if i%2 == 0 {
			wantTime = now.Add(time.Duration(i) * time.Second)
		}
		wantData := fmt.Sprintf(`{"n":%d,"cmd":"a && b <c>"}`, i)
		if e.Seq != uint64(i+1) || e.Prev != prev || e.Hash != SumAudit(e) || !e.Time.Equal(wantTime) ||
			e.Time.Location() != time.UTC || string(e.Data) != wantData {
			t.Fatalf("entry %d: %+v", i+1, e)
		}
		prev = e.Hash
	}
	head, err := s.VerifyAudit()
	if err != nil || head != (AuditHead{Seq: 1000, Hash: prev}) {
		t.Errorf("VerifyAudit = %+v, %v", head, err)
	}
	if head, err := Verify(stored); err != nil || head.Seq != 1000 {
		t.Errorf("Verify = %+v, %v", head, err)
	}
}

func TestAuditRefuses(t *testing.T) {
	s := openTestStore(t)
	for name, e := range map[string]AuditEntry{
		"no kind":       {Actor: "x"},
		"data not JSON": {Kind: KindSetting, Data: json.RawMessage("{fallback: ask}")},
	} {
		err := s.Update(func(tx *Tx) error { _, err := tx.AppendAudit(e); return err })
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", name, err)
		}
	}
}

// TestAuditHashPinned pins the canonical encoding: changing it would make
// every existing trail fail verification.
func TestAuditHashPinned(t *testing.T) {
	e := AuditEntry{Seq: 42, Time: time.Date(2026, 11, 29, 8, 0, 0, 5, time.UTC), Kind: KindDecide,
		Actor: "alice", Node: "n1", Data: json.RawMessage(`{"ask":"0000000007","outcome":"allow"}`),
		Prev: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"}
	const want = "cb53e48e7fac0b4d0bbe62605dead663b9818e59e2a1188c408f279f96901f15" // computed independently from the documented encoding
	if got := SumAudit(e); got != want {
		t.Errorf("SumAudit = %s, want %s", got, want)
	}
	zoned := e
	zoned.Time = e.Time.In(time.FixedZone("X", -5*3600))
	if SumAudit(zoned) != SumAudit(e) {
		t.Error("the hash depends on the time zone")
	}
	moved := e
	moved.Kind, moved.Actor = "decid", "ealice" // the same bytes, split differently
	if SumAudit(moved) == SumAudit(e) {
		t.Error("fields are not delimited")
	}
}

// entryAt reads and writes raw audit entries in a bbolt transaction.
func entryAt(t testing.TB, tx *bbolt.Tx, seq uint64) AuditEntry {
	t.Helper()
	var e AuditEntry
	if err := json.Unmarshal(tx.Bucket([]byte(bucketAudit)).Get(seqKey(seq)), &e); err != nil {
		t.Fatalf("entry %d: %v", seq, err)
	}
	return e
}

func putEntryAt(t testing.TB, tx *bbolt.Tx, key uint64, e AuditEntry) {
	t.Helper()
	data, err := encode(e)
	if err != nil {
		t.Fatal(err)
	}
	if err := tx.Bucket([]byte(bucketAudit)).Put(seqKey(key), data); err != nil {
		t.Fatal(err)
	}
}

func deleteEntries(t testing.TB, tx *bbolt.Tx, from, to uint64) {
	t.Helper()
	for seq := from; seq <= to; seq++ {
		e := entryAt(t, tx, seq)
		if err := tx.Bucket([]byte(bucketAudit)).Delete(seqKey(seq)); err != nil {
			t.Fatal(err)
		}
		if err := tx.Bucket([]byte(bucketAuditTime)).Delete(timeKey(e.Time, seq)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestAuditTamper changes a trail of 1,000 entries in the raw file, as
// someone with write access could, each time keeping the file consistent
// for bbolt, and checks that VerifyAudit names the first problem.
func TestAuditTamper(t *testing.T) {
	tests := []struct {
		name    string
		tamper  func(t testing.TB, tx *bbolt.Tx)
		problem AuditProblem
		seq     uint64
	}{
		{"edit one entry's data", func(t testing.TB, tx *bbolt.Tx) {
			e := entryAt(t, tx, 500)
			e.Data = json.RawMessage(`{"command":"rm -rf /","outcome":"allow"}`)
			putEntryAt(t, tx, 500, e)
		}, AuditEdited, 500},
		{"edit one entry's actor and rehash it", func(t testing.TB, tx *bbolt.Tx) {
			e := entryAt(t, tx, 500)
			e.Actor = "mallory"
			e.Hash = SumAudit(e)
			putEntryAt(t, tx, 500, e)
		}, AuditUnlinked, 501},
		{"entry no longer JSON", func(t testing.TB, tx *bbolt.Tx) {
			if err := tx.Bucket([]byte(bucketAudit)).Put(seqKey(321), []byte("{")); err != nil {
				t.Fatal(err)
			}
		}, AuditEdited, 321},
		{"delete one entry", func(t testing.TB, tx *bbolt.Tx) {
			deleteEntries(t, tx, 500, 500)
		}, AuditMissing, 500},
		{"delete the first entries", func(t testing.TB, tx *bbolt.Tx) {
			deleteEntries(t, tx, 1, 10)
		}, AuditMissing, 1},
		{"delete one and renumber the rest", func(t testing.TB, tx *bbolt.Tx) {
			for seq := uint64(501); seq <= 1000; seq++ {
				e := entryAt(t, tx, seq)
				e.Seq--
				putEntryAt(t, tx, seq-1, e)
			}
			deleteEntries(t, tx, 1000, 1000)
		}, AuditEdited, 500},
		{"swap two entries", func(t testing.TB, tx *bbolt.Tx) {
			a, b := entryAt(t, tx, 300), entryAt(t, tx, 700)
			putEntryAt(t, tx, 300, b)
			putEntryAt(t, tx, 700, a)
		}, AuditMisplaced, 300},
		{"swap two entries and their seqs", func(t testing.TB, tx *bbolt.Tx) {
			a, b := entryAt(t, tx, 300), entryAt(t, tx, 700)
			a.Seq, b.Seq = 700, 300
			putEntryAt(t, tx, 300, b)
			putEntryAt(t, tx, 700, a)
		}, AuditEdited, 300},
		{"cut the tail", func(t testing.TB, tx *bbolt.Tx) {
			deleteEntries(t, tx, 991, 1000)
		}, AuditTruncated, 991},
		{"replace the last entry", func(t testing.TB, tx *bbolt.Tx) {
			e := entryAt(t, tx, 1000)
			e.Data = json.RawMessage(`{}`)
			e.Hash = SumAudit(e)
			putEntryAt(t, tx, 1000, e)
		}, AuditHeadMismatch, 1000},
		{"add an entry past the head", func(t testing.TB, tx *bbolt.Tx) {
			last := entryAt(t, tx, 1000)
			e := AuditEntry{Seq: 1001, Time: last.Time, Kind: KindRuleAdd, Actor: "mallory", Prev: last.Hash}
			e.Hash = SumAudit(e)
			putEntryAt(t, tx, 1001, e)
			if err := tx.Bucket([]byte(bucketAuditTime)).Put(timeKey(e.Time, 1001), nil); err != nil {
				t.Fatal(err)
			}
		}, AuditHeadMismatch, 1001},
		{"drop an entry from the time index", func(t testing.TB, tx *bbolt.Tx) {
			e := entryAt(t, tx, 400)
			if err := tx.Bucket([]byte(bucketAuditTime)).Delete(timeKey(e.Time, 400)); err != nil {
				t.Fatal(err)
			}
		}, AuditIndexMismatch, 400},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestStore(t)
			appendN(t, s, 1000)
			rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error { tt.tamper(t, tx); return nil })
			if err := s.Check(); err != nil {
				t.Fatalf("the tampered file is not consistent: %v", err)
			}
			_, err := s.VerifyAudit()
			var ae *AuditError
			if !errors.Is(err, ErrAuditBroken) || !errors.As(err, &ae) {
				t.Fatalf("VerifyAudit: %v, want an AuditError", err)
			}
			if ae.Problem != tt.problem || ae.Seq != tt.seq {
				t.Errorf("found %s at %d, want %s at %d: %v", ae.Problem, ae.Seq, tt.problem, tt.seq, err)
			}
			t.Log(err)
		})
	}
}

// TestAuditRewrite shows the chain's limit: whoever rewrites the tail and
// the head together is caught only by a head recorded elsewhere.
func TestAuditRewrite(t *testing.T) {
	s := newTestStore(t)
	appendN(t, s, 100)
	recorded, err := s.VerifyAudit()
	if err != nil {
		t.Fatal(err)
	}
	rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
		deleteEntries(t, tx, 91, 100)
		last := entryAt(t, tx, 90)
		head, _ := json.Marshal(AuditHead{Seq: 90, Hash: last.Hash})
		return tx.Bucket([]byte(bucketMeta)).Put([]byte(metaAuditHead), head)
	})
	head, err := s.VerifyAudit()
	if err != nil {
		t.Fatalf("a consistent rewrite does not verify: %v", err)
	}
	if head == recorded {
		t.Error("the rewritten trail has the recorded head")
	}
}

func TestVerifySlice(t *testing.T) {
	s := openTestStore(t)
	appendN(t, s, 20)
	var entries []AuditEntry
	mustView(t, s, func(tx *Tx) error {
		var err error
		entries, err = tx.AuditSince(0, 0)
		return err
	})
	edit := func(f func([]AuditEntry) []AuditEntry) []AuditEntry {
		return f(append([]AuditEntry(nil), entries...))
	}
	tests := []struct {
		name    string
		entries []AuditEntry
		problem AuditProblem
		seq     uint64
	}{
		{"whole", entries, 0, 20},
		{"empty", nil, 0, 0},
		{"a prefix", entries[:7], 0, 7},
		{"starts late", entries[3:], AuditMissing, 1},
		{"gap", edit(func(e []AuditEntry) []AuditEntry { return append(e[:5], e[6:]...) }), AuditMissing, 6},
		{"swapped", edit(func(e []AuditEntry) []AuditEntry { e[4], e[9] = e[9], e[4]; return e }), AuditReordered, 10},
		{"adjacent swap", edit(func(e []AuditEntry) []AuditEntry { e[4], e[5] = e[5], e[4]; return e }), AuditReordered, 6},
		{"repeated", edit(func(e []AuditEntry) []AuditEntry { return append(e[:8], e[7:]...) }), AuditReordered, 8},
		{"edited", edit(func(e []AuditEntry) []AuditEntry { e[11].Node = "n2"; return e }), AuditEdited, 12},
	}
	for _, tt := range tests {
		head, err := Verify(tt.entries)
		var ae *AuditError
		switch {
		case tt.problem == 0 && (err != nil || head.Seq != tt.seq):
			t.Errorf("%s: Verify = %+v, %v", tt.name, head, err)
		case tt.problem != 0 && !errors.As(err, &ae):
			t.Errorf("%s: Verify = %v, want %s", tt.name, err, tt.problem)
		case tt.problem != 0 && (ae.Problem != tt.problem || ae.Seq != tt.seq):
			t.Errorf("%s: found %s at %d, want %s at %d: %v", tt.name, ae.Problem, ae.Seq, tt.problem, tt.seq, err)
		}
	}
}

func TestAuditSinceAndRange(t *testing.T) {
	base := time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)
	s := openTestStore(t)
	// Times one minute apart, except that entry 6 is back-dated to
	// between entries 2 and 3 (a clock that stepped back), and entries
	// 8 and 9 share a time.
	minutes := []int{0, 1, 2, 3, 4, 5, 2, 7, 8, 8, 10}
	mustUpdate(t, s, func(tx *Tx) error {
		for _, m := range minutes[1:] {
			if _, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Time: base.Add(time.Duration(m)*time.Minute + 30*time.Second)}); err != nil {
				return err
			}
		}
		return nil
	})
	at := func(m int) time.Time { return base.Add(time.Duration(m) * time.Minute) }
	seqs := func(entries []AuditEntry, err error) []uint64 {
		if err != nil {
			t.Fatal(err)
		}
		var out []uint64
		for _, e := range entries {
			out = append(out, e.Seq)
		}
		return out
	}
	mustView(t, s, func(tx *Tx) error {
		for _, tt := range []struct {
			name string
			got  []uint64
			want []uint64
		}{
			{"since 0", seqs(tx.AuditSince(0, 0)), []uint64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
			{"since 7", seqs(tx.AuditSince(7, 0)), []uint64{8, 9, 10}},
			{"since 3, limit 2", seqs(tx.AuditSince(3, 2)), []uint64{4, 5}},
			{"since the end", seqs(tx.AuditSince(10, 0)), nil},
			{"range all", seqs(tx.AuditRange(time.Time{}, time.Time{})), []uint64{1, 2, 6, 3, 4, 5, 7, 8, 9, 10}},
			{"range [2, 4)", seqs(tx.AuditRange(at(2), at(4))), []uint64{2, 6, 3}},
			{"range [8, 9)", seqs(tx.AuditRange(at(8), at(9))), []uint64{8, 9}},
			{"range from 9", seqs(tx.AuditRange(at(9), time.Time{})), []uint64{10}},
			{"range up to 1", seqs(tx.AuditRange(time.Time{}, at(1))), nil},
			{"range empty", seqs(tx.AuditRange(at(6), at(7))), nil},
		} {
			if !reflect.DeepEqual(tt.got, tt.want) {
				t.Errorf("%s: %v, want %v", tt.name, tt.got, tt.want)
			}
		}
		return nil
	})
}

// TestAuditInvalidUTF8 appends an entry whose actor is not valid UTF-8:
// it is stored as JSON can hold it, and still verifies.
func TestAuditInvalidUTF8(t *testing.T) {
	s := openTestStore(t)
	var e AuditEntry
	mustUpdate(t, s, func(tx *Tx) error {
		var err error
		e, err = tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "agent-\xff\xfe", Node: "n\xc3"})
		return err
	})
	if e.Actor != "agent-\ufffd\ufffd" || e.Node != "n\ufffd" {
		t.Errorf("stored actor %q node %q", e.Actor, e.Node)
	}
	// openTestStore's cleanup verifies the trail.
}
