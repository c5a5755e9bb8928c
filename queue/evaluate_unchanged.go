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
// asker's record committed meanwhile, a rule written, the file replaced.
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
