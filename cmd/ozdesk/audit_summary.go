//go:build !ozdesk_adapters

package main

import (
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// summaryBytes bounds the bytes of an entry's summary printed on one line.
const summaryBytes = 400

// auditSummary says what an entry records, in one line (queue.Summarize),
// its outcome first when it carries one, every untrusted word escaped and
// a long line clipped, saying how much.
func auditSummary(e store.AuditEntry) string {
	s := queue.Summarize(e)
	if s.Outcome != "" {
		return s.Outcome + " " + clip(s.Text, summaryBytes)
	}
	return clip(s.Text, summaryBytes)
}
