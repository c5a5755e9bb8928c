package queue

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// An agent's command need not be UTF-8 ($'rm -rf /srv/\xff'), and JSON
// cannot carry such bytes: encoding/json writes each as U+FFFD. The ask
// record keeps them exact ([store.Ask.MarshalJSON]), so an "ask" entry
// that kept only the JSON text named another command than its record,
// and every check of the record against the trail cried tampering
// (rt39k HIGH-2). An event whose command is not UTF-8 keeps its bytes
// in "command_b64" beside "command" (read as text, each bad byte
// U+FFFD), and reads back the exact bytes.

// askEventJSON is the stored form of an [askEvent].
type askEventJSON struct {
	askEventAlias
	CommandB64 []byte `json:"command_b64,omitempty"`
}

// askEventAlias has askEvent's fields without its methods.
type askEventAlias askEvent

// MarshalJSON encodes the event, its command's bytes kept exact.
func (ev askEvent) MarshalJSON() ([]byte, error) {
	j := askEventJSON{askEventAlias: askEventAlias(ev)}
	if !utf8.ValidString(ev.Command) {
		j.CommandB64 = []byte(ev.Command)
	}
	return json.Marshal(j)
}

// UnmarshalJSON decodes an event written by [askEvent.MarshalJSON]: the
// command as its agent sent it when the entry kept its bytes.
func (ev *askEvent) UnmarshalJSON(data []byte) error {
	var j askEventJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	*ev = askEvent(j.askEventAlias)
	if j.CommandB64 != nil {
		ev.Command, ev.Exact = string(j.CommandB64), true
	}
	return nil
}

// sameAskedCommand reports whether the command an "ask" entry queued
// (entry; exact when the entry kept its bytes) is record, an ask's
// stored command. An entry written before entries kept the bytes of a
// command that is not UTF-8 holds its JSON text: record is compared as
// that text then, so such a store's trail still verifies (the bytes
// such an entry lost cannot be checked).
func sameAskedCommand(entry string, exact bool, record string) bool {
	if entry == record || exact || utf8.ValidString(record) {
		return entry == record
	}
	return entry == asJSONText(record)
}

// asJSONText is s as encoding/json writes it: each byte that does not
// start a UTF-8 sequence written as U+FFFD.
func asJSONText(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError && n == 1 {
			b.WriteRune(utf8.RuneError)
		} else {
			b.WriteString(s[:n])
		}
		s = s[n:]
	}
	return b.String()
}
