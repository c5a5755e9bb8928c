package tui

import (
	"ozdesk.dev/ozdesk/cards"
)

// storeAgain notes that the store the desk saw deleted is there again,
// made anew (by an asker, a broker): this process read the old one's
// audit trail, and its store refuses to append to a trail behind what it
// read, as to a rollback (store/audit_floor.go). The desk says so at
// once, in plain words, rather than let a decision fail with the raw
// error later.
func (m *Model) storeAgain() {
	m.madeAgain = true
	m.setStatus(statusErr, m.behindWords())
}

// behindWords says why the queue refuses what this desk writes when the
// store's audit trail is behind what the desk read: the store was made
// again since the desk started (madeAgain), or put back from an older
// copy; restarting the desk reads it afresh.
func (m *Model) behindWords() string {
	path := cards.Escape(m.storePath)
	if m.madeAgain {
		return "the store at " + path + " was made again since this desk started; restart the desk to decide here (it refuses this desk's decisions)"
	}
	return "the store at " + path + " is behind what this desk read (put back from an older copy?); check it, then restart the desk to decide here (it refuses this desk's decisions)"
}
