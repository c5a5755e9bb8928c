package store

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
)

// AuditProblem is what [Verify] found wrong with an audit trail.
type AuditProblem int

// The problems an audit trail can show.
const (
	// AuditEdited: the entry's hash does not match its contents (or the
	// entry does not decode).
	AuditEdited AuditProblem = iota + 1
	// AuditMissing: entries are missing before this one (a seq gap).
	AuditMissing
	// AuditReordered: an entry stands after one with a higher seq.
	AuditReordered
	// AuditUnlinked: the entry's Prev is not the previous entry's hash:
	// the chain before it was replaced.
	AuditUnlinked
	// AuditMisplaced: the entry is stored under another seq than its own
	// (entries were moved within the file).
	AuditMisplaced
	// AuditTruncated: the trail ends before the head recorded in the
	// store's meta bucket (the tail was cut).
	AuditTruncated
	// AuditHeadMismatch: the trail goes past the recorded head, or its last
	// entry is not the one the head names.
	AuditHeadMismatch
	// AuditIndexMismatch: the time index does not list exactly the
	// entries, at their times.
	AuditIndexMismatch
	// AuditCutMismatch: the trail starts after an entry (its base) that
	// no cut entry covers, or the cut entries are not as the store
	// records them.
	AuditCutMismatch
)

// String names the problem.
func (p AuditProblem) String() string {
	switch p {
	case AuditEdited:
		return "edited"
	case AuditMissing:
		return "missing"
	case AuditReordered:
		return "reordered"
	case AuditUnlinked:
		return "unlinked"
	case AuditMisplaced:
		return "misplaced"
	case AuditTruncated:
		return "truncated"
	case AuditHeadMismatch:
		return "head mismatch"
	case AuditIndexMismatch:
		return "index mismatch"
	case AuditCutMismatch:
		return "cut mismatch"
	}
	return fmt.Sprintf("problem(%d)", int(p))
}

// AuditError is the first problem found in an audit trail. It matches
// [ErrAuditBroken].
type AuditError struct {
	Seq     uint64       // the entry the problem shows at (for AuditMissing, the first missing seq)
	Problem AuditProblem // what is wrong
	Detail  string       // the same, in words, with the numbers
}

// Error reports the entry and the problem.
func (e *AuditError) Error() string {
	return fmt.Sprintf("audit trail broken at entry %d (%s): %s", e.Seq, e.Problem, e.Detail)
}

// Is reports whether target is [ErrAuditBroken].
func (e *AuditError) Is(target error) bool { return target == ErrAuditBroken }

// chain walks a hash chain one entry at a time.
type chain struct {
	last AuditHead // the last entry accepted
}

// next checks that e follows the entries accepted so far. A seq that does
// not follow is reported as missing or reordered by the caller, who may
// know more.
func (c *chain) next(e AuditEntry) *AuditError {
	if want := c.last.Seq + 1; e.Seq != want {
		if e.Seq < want {
			return &AuditError{Seq: e.Seq, Problem: AuditReordered,
				Detail: fmt.Sprintf("entry %d stands after entry %d", e.Seq, c.last.Seq)}
		}
		return &AuditError{Seq: want, Problem: AuditMissing, Detail: missing(want, e.Seq-1)}
	}
	if SumAudit(e) != e.Hash {
		return &AuditError{Seq: e.Seq, Problem: AuditEdited,
			Detail: fmt.Sprintf("entry %d (%s) does not match its hash: it was changed after it was written", e.Seq, e.Kind)}
	}
	if e.Prev != c.last.Hash {
		return &AuditError{Seq: e.Seq, Problem: AuditUnlinked,
			Detail: fmt.Sprintf("entry %d does not link to entry %d: its prev hash is %.12s…, entry %d's hash is %.12s…", e.Seq, c.last.Seq, e.Prev, c.last.Seq, c.last.Hash)}
	}
	c.last = AuditHead{Seq: e.Seq, Hash: e.Hash}
	return nil
}

func missing(from, to uint64) string {
	if from == to {
		return fmt.Sprintf("entry %d is missing", from)
	}
	return fmt.Sprintf("entries %d to %d are missing", from, to)
}

// Verify checks a whole audit trail, from entry 1, given in order (as
// exported, say), and returns its head. It reports the first problem as an
// [*AuditError]: an edited entry, missing entries, entries out of order, a
// broken link. A chain without a key proves that entries were not changed
// after they were written, not who wrote them: a writer of the file can
// recompute the whole chain, which only comparing heads recorded elsewhere
// catches.
func Verify(entries []AuditEntry) (AuditHead, error) {
	return verifyAfter(AuditHead{}, entries)
}

// VerifyExport checks a stretch of the trail given in order (an export,
// which starts after the base of a trail that was cut), as [Verify] does,
// from the entry before its first: the entry its first one's seq and
// prev name, which it returns as from. A stretch that starts at entry 1
// starts from the zero head. An empty stretch is [ErrInvalid].
func VerifyExport(entries []AuditEntry) (from, head AuditHead, err error) {
	if len(entries) == 0 {
		return AuditHead{}, AuditHead{}, fmt.Errorf("%w: no entries", ErrInvalid)
	}
	if entries[0].Seq == 0 {
		return AuditHead{}, AuditHead{}, &AuditError{Seq: 0, Problem: AuditEdited, Detail: "the first entry has seq 0"}
	}
	from = AuditHead{Seq: entries[0].Seq - 1, Hash: entries[0].Prev}
	if from.Seq == 0 && from.Hash != "" {
		return from, from, &AuditError{Seq: 1, Problem: AuditUnlinked, Detail: "entry 1 links to an entry before it"}
	}
	head, err = verifyAfter(from, entries)
	return from, head, err
}

// VerifyFrom checks entries, in order, as following the entry start
// names (the zero head: the trail's start), as [Verify] does, and returns
// the last entry's head: a trail read a page at a time is checked page
// by page.
func VerifyFrom(start AuditHead, entries []AuditEntry) (AuditHead, error) {
	return verifyAfter(start, entries)
}

// verifyAfter checks entries as following start.
func verifyAfter(start AuditHead, entries []AuditEntry) (AuditHead, error) {
	c := chain{last: start}
	for i, e := range entries {
		if why := commandMismatch(e); why != "" && e.Seq == c.last.Seq+1 {
			// the command read back beside the entry (an export's)
			return c.last, &AuditError{Seq: e.Seq, Problem: AuditEdited, Detail: why}
		}
		err := c.next(e)
		if err == nil {
			continue
		}
		if err.Problem == AuditMissing {
			// A missing seq that shows up later is an entry out of place.
			for _, later := range entries[i+1:] {
				if later.Seq == err.Seq {
					err = &AuditError{Seq: e.Seq, Problem: AuditReordered,
						Detail: fmt.Sprintf("entry %d stands before entry %d", e.Seq, err.Seq)}
					break
				}
			}
		}
		return c.last, err
	}
	return c.last, nil
}

// VerifyAudit checks the store's audit trail (see [Tx.VerifyAudit]).
func (s *Store) VerifyAudit() (AuditHead, error) {
	var head AuditHead
	err := s.View(func(tx *Tx) error {
		var err error
		head, err = tx.VerifyAudit()
		return err
	})
	return head, err
}

// VerifyAudit walks the whole audit trail and checks the chain (as
// [Verify] does), that each entry is stored under its own seq, that the
// trail ends exactly at the head recorded in the meta bucket (a cut tail
// shows), that the time index lists every entry, and that each long
// command an entry refers to is held, matching its hash (see
// [CommandRefBytes]). It returns the head.
func (tx *Tx) VerifyAudit() (AuditHead, error) {
	head, err := tx.auditHead()
	if err != nil {
		return AuditHead{}, err
	}
	base, err := tx.AuditBase()
	if err != nil {
		return AuditHead{}, err
	}
	c := chain{last: base}
	var cuts cutWalk
	times := make(map[uint64]string, head.Seq-min(head.Seq, base.Seq)) // seq → its time index key
	if b := tx.bucket(bucketAudit); b != nil {
		cur := b.Cursor()
		for k, v := cur.First(); k != nil; k, v = cur.Next() {
			key := seqOf(k)
			var e AuditEntry
			if err := json.Unmarshal(v, &e); err != nil {
				return c.last, &AuditError{Seq: key, Problem: AuditEdited,
					Detail: fmt.Sprintf("entry %d does not decode: %v", key, err)}
			}
			if e.Seq != key {
				return c.last, &AuditError{Seq: key, Problem: AuditMisplaced,
					Detail: fmt.Sprintf("the entry stored as %d says it is entry %d: entries were moved", key, e.Seq)}
			}
			if err := c.next(e); err != nil {
				return c.last, err
			}
			cuts.see(e)
			if _, err := tx.refIn(e.Data); err != nil {
				return c.last, &AuditError{Seq: key, Problem: AuditEdited,
					Detail: fmt.Sprintf("entry %d refers to a command the store does not hold as it was: %v", key, err)}
			}
			times[e.Seq] = string(timeKey(e.Time, e.Seq))
		}
	}
	switch {
	case c.last.Seq < head.Seq:
		return c.last, &AuditError{Seq: c.last.Seq + 1, Problem: AuditTruncated,
			Detail: fmt.Sprintf("the trail ends at entry %d, but the head records entry %d: %s", c.last.Seq, head.Seq, missing(c.last.Seq+1, head.Seq))}
	case c.last.Seq > head.Seq:
		return c.last, &AuditError{Seq: head.Seq + 1, Problem: AuditHeadMismatch,
			Detail: fmt.Sprintf("the trail goes on past the head (entry %d) to entry %d: entries were added outside ozdesk", head.Seq, c.last.Seq)}
	case c.last.Hash != head.Hash:
		return c.last, &AuditError{Seq: head.Seq, Problem: AuditHeadMismatch,
			Detail: fmt.Sprintf("entry %d is not the entry the head records: it was replaced", head.Seq)}
	}
	if err := tx.verifyCut(base, &cuts); err != nil {
		return c.last, err
	}
	return c.last, tx.verifyTimeIndex(times)
}

// verifyTimeIndex checks that the time index holds exactly the keys
// expected (seq → key). It empties times.
func (tx *Tx) verifyTimeIndex(times map[uint64]string) error {
	if index := tx.bucket(bucketAuditTime); index != nil {
		cur := index.Cursor()
		for k, _ := cur.First(); k != nil; k, _ = cur.Next() {
			var seq uint64
			if len(k) == 16 {
				seq = seqOf(k[8:])
			}
			if want, ok := times[seq]; !ok || want != string(k) {
				return &AuditError{Seq: seq, Problem: AuditIndexMismatch,
					Detail: fmt.Sprintf("the time index lists entry %d at a time it does not have", seq)}
			}
			delete(times, seq)
		}
	}
	if len(times) > 0 {
		seq := slices.Min(slices.Collect(maps.Keys(times)))
		detail := fmt.Sprintf("entry %d is missing from the time index", seq)
		if len(times) > 1 {
			detail += fmt.Sprintf(", and %d more", len(times)-1)
		}
		return &AuditError{Seq: seq, Problem: AuditIndexMismatch, Detail: detail}
	}
	return nil
}
