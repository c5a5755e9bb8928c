package queue

import (
	"encoding/json"

	"ozdesk.dev/ozdesk/store"
)

// ReceiptIndex is a trail's "ask.received" entries by the ask each names:
// a listing of many decisions looks up each one's receipts at once,
// never scanning every receipt per decision.
type ReceiptIndex map[string][]store.AuditEntry

// IndexReceipts indexes the "ask.received" entries among es.
func IndexReceipts(es []store.AuditEntry) ReceiptIndex {
	ix := ReceiptIndex{}
	for _, e := range es {
		if e.Kind != store.KindReceived {
			continue
		}
		if id := askOfReceived(e); id != "" {
			ix[id] = append(ix[id], e)
		}
	}
	return ix
}

// EntryReceiptIn is [EntryReceipt] of decision entry e, its receipts
// looked up in ix; "" for another entry.
func EntryReceiptIn(e store.AuditEntry, ix ReceiptIndex) string {
	if e.Kind != store.KindDecide && e.Kind != store.KindResolve {
		return ""
	}
	var ev askEvent
	if json.Unmarshal(e.Data, &ev) != nil || ev.Ask == "" {
		return ""
	}
	return EntryReceipt(e, ix[ev.Ask])
}
