package queue

import (
	"encoding/json"
	"strconv"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// CommandClip says, for the command text an audit entry carries (cmd:
// its data's own, or the one read back for it, [store.AuditEntry.Command]),
// how long the command the agent sent was, and whether cmd holds only
// its head and tail: the broker kept a command over the reader's limit
// so ([patterns.ClipCommand], whose line names the length), the store's
// spool dropped its middle (its "command_ref" names the length), or the
// change feed cut it ([store.AuditEntry.Clipped] names what it left out).
func CommandClip(e store.AuditEntry, cmd string) (whole int, clipped bool) {
	whole = len(cmd)
	if cmd == e.Command && e.Clipped > 0 {
		whole, clipped = whole+e.Clipped, true
	}
	var ref struct {
		CommandRef *store.CommandRef `json:"command_ref"`
	}
	if cmd == e.Command && json.Unmarshal(e.Data, &ref) == nil && ref.CommandRef != nil && ref.CommandRef.Bytes > whole {
		whole, clipped = ref.CommandRef.Bytes, true
	}
	if n, ok := patterns.ClippedBytes(cmd); ok {
		clipped = true
		whole = max(whole, n)
	}
	return whole, clipped
}

// clipNote is what a summary says before a clipped command (see
// [CommandClip]): that it is clipped, its whole length, and that its head
// and tail are what shows; "" for a command held whole.
func clipNote(e store.AuditEntry, cmd string) string {
	whole, clipped := CommandClip(e, cmd)
	if !clipped {
		return ""
	}
	return " (" + ClippedWords(whole) + ")"
}

// ClippedWords says that a command of whole bytes is clipped, and that
// its head and tail are what shows.
func ClippedWords(whole int) string {
	return "clipped: a " + commaBytes(whole) + "-byte command, its head and tail shown"
}

// commaBytes writes n with a comma between each three digits.
func commaBytes(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
