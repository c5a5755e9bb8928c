package store

import (
	"encoding/json"
	"fmt"
)

// CommandCovered says whether an entry's Command, which its hash does
// not cover, is the very text its data's "command_ref" names (and so
// covered after all: the hash covers the reference, and the reference
// names the text's SHA-256 and length). An entry without a Command is
// covered; one whose Command was clipped (the spool of long commands
// dropped its middle, or a reader was given its head and tail:
// [AuditEntry.Clipped]) is not, nor is one whose data refers to no
// command. An export keeps only a covered Command, and verifying one
// refuses any other ([VerifyExport]), so an edited command in an
// export shows.
func CommandCovered(e AuditEntry) bool {
	return commandMismatch(e) == ""
}

// commandMismatch says why e's Command is not covered ("" when it is).
func commandMismatch(e AuditEntry) string {
	if e.Clipped != 0 {
		return fmt.Sprintf("entry %d (%s) carries a clipped command (%d bytes left out): only its head and tail, not the one its hash covers", e.Seq, e.Kind, e.Clipped)
	}
	if e.Command == "" {
		return ""
	}
	var c commandJSON
	if json.Unmarshal(e.Data, &c) != nil || c.CommandRef == nil {
		return fmt.Sprintf("entry %d (%s) carries a command its data does not refer to: it was added after the entry was written", e.Seq, e.Kind)
	}
	if RefCommand(e.Command) != *c.CommandRef {
		return fmt.Sprintf("entry %d (%s) carries a command that is not the one its hash covers (SHA-256 %.12s…, %d bytes): it was changed after it was written",
			e.Seq, e.Kind, c.CommandRef.SHA256, c.CommandRef.Bytes)
	}
	return ""
}
