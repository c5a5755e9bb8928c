package queue

import (
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// busyDuringWait says, for the expiry of ask a written at now, how much
// of the ask's wait the store was busy, another process holding its lock
// from busyFrom until busyTo as this process last waited for it (zero:
// it never did): " (the store was busy for at least 3s of that wait,
// from 14:18:01 …)". An expiry blamed on nobody deciding hid that the
// operator could not decide for most of the wait (rt47k L3 variant:
// "expired: nobody decided within 4s" though the store was locked from
// the wait's first second on; a decision sent then blocked until after
// the deadline). It is a lower bound: the lock may have been held before
// this process began to wait. "" when the store was not busy for a
// second of the wait, and the expiry was not held up a second or more
// past the deadline by it.
func busyDuringWait(a store.Ask, busyFrom, busyTo, now time.Time) string {
	if busyFrom.IsZero() || a.Deadline.IsZero() || busyTo.Before(a.Created) {
		return ""
	}
	from, to := busyFrom, busyTo
	if from.Before(a.Created) {
		from = a.Created
	}
	if to.After(a.Deadline) {
		to = a.Deadline
	}
	// held up by the lock: it came free past the deadline, and was
	// taken at the deadline or before
	late := now.Sub(a.Deadline)
	heldUp := late >= time.Second && busyTo.After(a.Deadline) && busyFrom.Sub(a.Deadline) < time.Second
	if during := to.Sub(from); during >= time.Second {
		text := fmt.Sprintf(" (the store was busy for at least %s of that wait, from %s: another process held its lock, and a decision sent meanwhile waited for it",
			shortDuration(during), from.Format(time.TimeOnly))
		if heldUp {
			text += fmt.Sprintf("; this expiry could be written only %s past the deadline", shortDuration(late))
		}
		return text + ")"
	}
	if heldUp {
		return fmt.Sprintf(" (the store was busy at its deadline: this expiry could be written only %s past it)", shortDuration(late))
	}
	return ""
}
