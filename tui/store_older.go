package tui

import (
	"fmt"

	"ozdesk.dev/ozdesk/queue"
)

// storeWentBack reports whether the read ch is of an older copy of the
// store the desk read (the same mark: restored from a backup of itself):
// its audit trail ends behind the entry the desk applied last, or holds
// that entry with another hash, or its next entry does not follow it
// (rt35k HIGH-1: a copy put back under a running desk reused ask 1 for
// another command, and the desk said only "ask 1 left the queue"). It
// says from where to where the trail went back ("" when it did not).
func (m *Model) storeWentBack(ch *queue.Changes) string {
	if !m.read || ch.Fresh || m.auditSeq == 0 || m.auditHash == "" {
		return ""
	}
	switch {
	case ch.Head < m.auditSeq:
		return fmt.Sprintf("its audit trail went back from entry %d to %d", m.auditSeq, ch.Head)
	case ch.Head == m.auditSeq && ch.HeadHash != "" && ch.HeadHash != m.auditHash:
		return fmt.Sprintf("its audit trail's entry %d is another", m.auditSeq)
	}
	for _, e := range ch.Audit {
		switch {
		case e.Seq == m.auditSeq && e.Hash != m.auditHash,
			e.Seq == m.auditSeq+1 && e.Prev != "" && e.Prev != m.auditHash:
			return fmt.Sprintf("its audit trail was rewritten from entry %d on", e.Seq)
		}
	}
	return ""
}
