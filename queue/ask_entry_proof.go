package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// ErrAskAltered is returned when an ask's record names another command
// than the "ask" entry that queued it wrote: the record was edited in
// the store around ozdesk (rt36s M2). The ask is neither shown nor
// approved: the operator would read and release a command nobody asked.
var ErrAskAltered = errors.New("the ask is not as the audit trail wrote it")

// askEntryWindow bounds the stretch of the trail, around the time an ask
// was made, searched for the entry that queued it: the entry is written
// in the ask's transaction, at its time.
const askEntryWindow = time.Minute

// askAltered says why ask a is not as the "ask" entry that queued it
// wrote it ("" when it is, or when no such entry is found near its time:
// cut from the trail, or an older record; 'ozdesk audit verify' walks
// the rest). A long command is kept by its hash ([store.CommandRef]),
// checked wherever it is read, and is not compared here. The check
// reads the entries within [askEntryWindow] of the ask's time, by the
// trail's time index.
func askAltered(tx *store.Tx, a store.Ask) (string, error) {
	if a.CommandRef != nil || a.Created.IsZero() {
		return "", nil
	}
	entries, err := tx.AuditRange(a.Created.Add(-askEntryWindow), a.Created.Add(askEntryWindow))
	if err != nil {
		return "", fmt.Errorf("find the entry of ask %s: %w", ShortID(a.ID), err)
	}
	for _, e := range entries {
		if e.Kind != store.KindAsk {
			continue
		}
		var ev askEvent
		if json.Unmarshal(e.Data, &ev) != nil || ev.Ask != a.ID {
			continue
		}
		if !sameAskedCommand(ev.Command, ev.Exact, a.Command) {
			return fmt.Sprintf("its command is not the one audit entry %d (ask) queued: it was changed in the store around ozdesk", e.Seq), nil
		}
		return "", nil
	}
	return "", nil
}

// checkAskEntry refuses ask a when it is not as its "ask" entry wrote it
// ([ErrAskAltered]).
func checkAskEntry(tx *store.Tx, a store.Ask) error {
	why, err := askAltered(tx, a)
	if err != nil || why == "" {
		return err
	}
	return fmt.Errorf("ask %s: %w: %s; it is not shown or approved: check the store with 'ozdesk audit verify'", ShortID(a.ID), ErrAskAltered, why)
}
