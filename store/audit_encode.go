package store

import (
	"bytes"
	"fmt"
)

// encodeAuditEntry is [encode] of an entry whose Data is compact JSON
// (as [Tx.appendAudit] leaves it), without a pass of encoding/json's
// scanner over Data: encode checks and compacts a raw value it is given,
// which for a hook's evaluation record of a 64 KiB command's 999 parts
// (some 300 KB) was a twentieth of the hook's CPU (fx46p). The entry is
// encoded without Data, and Data is written in its place, before "prev"
// or, for the first entry, "hash": a key that no string of the fields
// before it can hold, as a quote within a string is written escaped.
func encodeAuditEntry(e AuditEntry) ([]byte, error) {
	data := e.Data
	e.Data = nil
	head, err := encode(e)
	if err != nil || len(data) == 0 {
		return head, err
	}
	at := bytes.Index(head, []byte(`,"prev":`))
	if at < 0 {
		at = bytes.Index(head, []byte(`,"hash":`))
	}
	if at < 0 {
		return nil, fmt.Errorf("encode audit entry %d: no hash in %.80q", e.Seq, head)
	}
	out := make([]byte, 0, len(head)+len(`,"data":`)+len(data))
	out = append(out, head[:at]...)
	out = append(out, `,"data":`...)
	out = append(out, data...)
	return append(out, head[at:]...), nil
}
