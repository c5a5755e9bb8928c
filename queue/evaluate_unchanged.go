package queue

import "ozdesk.dev/ozdesk/store"

// unchangedSince reports whether the write transaction tx starts from the
// very state read (nil: none was read): no write was committed in
// between, so every record the policy was read from is as it was, and
// reading it again could only give the same policy. A write transaction
// numbers the state it commits one past the last committed one, which a
// read transaction reads ([store.Tx.Revision]); the audit heads must
// match too, as a compacted file counts its transactions again from a
// low number. Any other state is read again and compared: another
// asker's record committed meanwhile, a rule written. A file put in the
// store's place in between is read again too, unless it stands at the
// next transaction number with the same audit head, the same audited
// history: a compacted copy holds the same records, and rules edited
// around ozdesk in such a file fail the next call's check of them.
//
// It spares a direct-mode hook a second decoding and check of the rules,
// settings and egress list inside its write (about 0.6 M instructions
// of a call's 10.6 M; issue 10), where the lock is held.
func unchangedSince(tx *store.Tx, read *revision) bool {
	if read == nil {
		return false
	}
	now, err := revisionOf(tx)
	return err == nil && now.tx == read.tx+1 && now.head == read.head
}
