package queue

import (
	"unicode/utf8"

	"ozdesk.dev/ozdesk/store"
)

// The most of an ask's command, and of an audit entry's data, that
// [Service.Changes] carries: a desk lists asks and entries, and reads an
// ask whole ([Service.Get]) to draw its card, so the change feed stays
// small whatever the agents sent (a command of a megabyte, many of them).
const (
	ChangesCommandBytes = 8 << 10
	ChangesEntryBytes   = 8 << 10
)

// clipChanges bounds what c carries: a longer command keeps its head and
// tail, with Ask.Clipped saying how many bytes are left out between them;
// a longer entry's data keeps its small fields and the head and tail of
// its long ones (shrinkData), and a long
// command read back for it cut to head and tail, with
// AuditEntry.Clipped saying how many bytes are left out (the entry's
// hash and chain are untouched: `ozdesk audit` reads it whole).
func clipChanges(c *Changes) {
	for i := range c.Asks {
		clipCommand(&c.Asks[i])
	}
	for i := range c.Audit {
		e := &c.Audit[i]
		e.Data = shrinkData(e.Data, ChangesEntryBytes)
		// A long command the entry refers to by hash, read back: the
		// entry's hash covers the reference, not this copy.
		if n := len(e.Command); n > ChangesEntryBytes {
			a := store.Ask{Command: e.Command}
			clipCommand(&a)
			e.Command, e.Clipped = a.Command, e.Clipped+a.Clipped
		}
	}
}

// ClipAsks bounds asks for a listing, as [Service.Changes] does: each
// without its recorded evaluation, a long command cut to its head and
// tail (see [store.Ask.Clipped]). [Service.Get] reads an ask whole.
func ClipAsks(asks []store.Ask) []store.Ask {
	for i := range asks {
		asks[i].Verdict = nil
		clipCommand(&asks[i])
	}
	return asks
}

// clipCommand keeps the head and the tail of a long command, on rune
// boundaries.
func clipCommand(a *store.Ask) {
	n := len(a.Command)
	if n <= ChangesCommandBytes {
		return
	}
	head := a.Command[:runeCut(a.Command, ChangesCommandBytes*3/4)]
	start := n - ChangesCommandBytes/4
	for start < n && !utf8.RuneStart(a.Command[start]) {
		start++
	}
	tail := a.Command[start:]
	a.Clipped = n - len(head) - len(tail)
	a.Command = head + tail
}

// runeCut is the length of the longest prefix of s of at most max bytes
// that ends on a rune boundary.
func runeCut(s string, max int) int {
	if len(s) <= max {
		return len(s)
	}
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return max
}
