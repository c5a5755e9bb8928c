package tui

import (
	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
)

// storeBack notes that a store is at the path again after the desk saw
// it gone, and reports whether it is the very store the desk read (the
// same mark: a file moved away and back): the desk says it is back and
// reads it whole, and its decisions work as before (rt22k #13: it said
// the store "was made again" and refused them). Another store there (made
// anew) is [Model.storeAgain].
func (m *Model) storeBack(ch *queue.Changes) bool {
	if ch.Store.IsZero() || m.storeMark.IsZero() || !m.storeMark.Same(ch.Store) {
		m.storeAgain()
		return false
	}
	m.setStatus(statusInfo, "the store at "+cards.Escape(m.storePath)+" is back: read afresh; look before deciding")
	return true
}

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

// refusedHere reports whether the queue refuses every decision this desk
// sends, the store's audit trail being behind what it read (made again,
// or put back from an older copy): only a restart reads it afresh.
func (m *Model) refusedHere() bool { return m.madeAgain || m.wentBack }

// refusedWords is what a decision key says while the queue refuses every
// decision this desk sends (refusedHere): nothing was decided, and why.
func (m *Model) refusedWords() string {
	return "nothing decided: " + m.behindWords()
}

// behindWords says why the queue refuses what this desk writes when the
// store's audit trail is behind what the desk read: the store was made
// again since the desk started (madeAgain), or put back from an older
// copy; restarting the desk reads it afresh. What to do and the refusal
// come first, what happened to the store and its path after: a status
// line cut at 80 columns kept the path and cut the refusal (rt37k L7:
// "… restart the desk to decide here (it refus…").
func (m *Model) behindWords() string {
	path := cards.Escape(m.storePath)
	if m.madeAgain {
		return "restart the desk to decide here: decisions refused; the store was made again since this desk started (" + path + ")"
	}
	if m.wentBack {
		return "restart the desk to decide here: decisions refused; the store was put back from an older copy while this desk ran (" + path + ")"
	}
	return "check the store, then restart the desk to decide here: decisions refused; the store is behind what this desk read, put back from an older copy? (" + path + ")"
}
