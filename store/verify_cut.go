package store

import (
	"encoding/json"
	"fmt"
)

// cutWalk gathers, on a walk of the trail, what [Tx.verifyCut] checks: the
// last cut entry and the hash of every entry seen, by seq, that a cut
// names.
type cutWalk struct {
	last   *AuditEntry // the last cut entry seen
	hashes map[uint64]string
}

// see notes e.
func (w *cutWalk) see(e AuditEntry) {
	if w.hashes == nil {
		w.hashes = map[uint64]string{}
	}
	w.hashes[e.Seq] = e.Hash
	if e.Kind == KindAuditCut {
		w.last = &e
	}
}

// verifyCut checks the trail's base against the cuts: a trail that starts
// after entry N must hold a cut entry through N or further (one not yet
// finished), the latest cut entry must be the one the store records, and
// where the cut ends the hash must be the one it names.
func (tx *Tx) verifyCut(base AuditHead, w *cutWalk) error {
	rec, ok, err := tx.auditCutRecord()
	if err != nil {
		return err
	}
	bad := func(seq uint64, format string, args ...any) error {
		return &AuditError{Seq: seq, Problem: AuditCutMismatch, Detail: fmt.Sprintf(format, args...)}
	}
	switch {
	case !ok && w.last == nil && base.Seq == 0:
		return nil
	case !ok && w.last == nil:
		return bad(base.Seq, "the trail starts after entry %d, but no cut entry says it was cut: entries were removed outside ozdesk", base.Seq)
	case !ok || w.last == nil || w.last.Seq != rec.Entry:
		return bad(rec.Entry, "the latest cut entry is not the one the store records (entry %d): cut entries were added or removed outside ozdesk", rec.Entry)
	}
	var data AuditCut
	if err := json.Unmarshal(w.last.Data, &data); err != nil || data != rec.AuditCut {
		return bad(rec.Entry, "cut entry %d does not say what the store records of it", rec.Entry)
	}
	switch through := rec.Through; {
	case base.Seq > through.Seq:
		return bad(base.Seq, "the trail starts after entry %d, but the latest cut (entry %d) goes through entry %d only: entries were removed outside ozdesk", base.Seq, rec.Entry, through.Seq)
	case base.Seq == through.Seq && base.Hash != through.Hash:
		return bad(base.Seq, "the trail starts after entry %d, whose hash the cut (entry %d) records otherwise", base.Seq, rec.Entry)
	case base.Seq < through.Seq && w.hashes[through.Seq] != through.Hash:
		return bad(through.Seq, "the unfinished cut (entry %d) goes through entry %d, which the trail does not hold as it says", rec.Entry, through.Seq)
	}
	return nil
}
