package queue

import (
	"crypto/sha256"
	"encoding/hex"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// An ask's end (decided, resolved, expired, withdrawn, abandoned) is an
// audit entry that no agent is charged for: an operator, a rule or
// ozdesk writes it. Its "ask" entry, which the agent's write budget
// pays for, already holds the command; so an end entry keeps only the
// command's head ([endCommandHead] bytes), with the whole command's
// length and SHA-256, and an agent's asks write no more than its
// budget, to the end of each (rt16f #7: an expire entry copied the
// whole command, and an account wrote about 1.3 times its budget).
const (
	// endCommandHead is the most bytes of its command an ask's end
	// entry keeps.
	endCommandHead = 256
	// endEntryBytes is about the most an ask's end entry writes: its
	// envelope, keys and index, the reason and the command's head.
	endEntryBytes = 1400
)

// endEventOf describes ask a for the entry of its end: as [askEventOf],
// its command cut to its head when longer than [endCommandHead].
func endEventOf(a store.Ask) askEvent {
	ev := askEventOf(a)
	if len(ev.Command) <= endCommandHead {
		return ev
	}
	sum := sha256.Sum256([]byte(ev.Command))
	ev.CommandBytes, ev.CommandSHA256 = len(ev.Command), hex.EncodeToString(sum[:])
	if n, ok := patterns.ClippedBytes(ev.Command); ok && n > len(ev.Command) {
		ev.CommandSent = n
	}
	n := endCommandHead
	for n > 0 && !utf8.RuneStart(ev.Command[n]) {
		n--
	}
	ev.Command = ev.Command[:n]
	return ev
}
