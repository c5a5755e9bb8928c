package store

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"
)

// FuzzEncodeAuditEntry checks that an audit entry is stored as encode
// wrote it, byte for byte, for any kind, actor, node and compact data,
// first entry (no prev) or not, with an account and rules or not: Data
// is put in the place encode gives it, whatever the strings before it
// hold (a quoted ,"prev": or ,"hash": in an actor's name too).
func FuzzEncodeAuditEntry(f *testing.F) {
	for _, seed := range []struct {
		kind, actor, node, data, prev string
		account                       bool
	}{
		{"evaluate", "claude", "node-a", `{"command":"ls","report":{"parts":[]}}`, "ab12", false},
		{"evaluate", "claude", "node-a", `{"a":1}`, "", false},
		{"rule", `x,"prev":"y`, `n,"hash":"z`, `"<&>\u2028"`, "", true},
		{"decide", "op\xff", "\\", `[1,{"b":null}]`, `p\"`, true},
		{"setting", "", "", "", "", false},
	} {
		f.Add(seed.kind, seed.actor, seed.node, seed.data, seed.prev, seed.account)
	}
	f.Fuzz(func(t *testing.T, kind, actor, node, data, prev string, account bool) {
		var compact bytes.Buffer
		if data != "" && json.Compact(&compact, []byte(data)) != nil {
			return
		}
		e := AuditEntry{Seq: 7, Time: time.Date(2026, 12, 6, 1, 2, 3, 4, time.UTC), Kind: jsonString(kind),
			Actor: jsonString(actor), Node: jsonString(node), Data: compact.Bytes(), Prev: prev, Hash: "h"}
		if account {
			e.Account, e.Rules = &Account{UID: 1000, Claimed: true}, "r"
		}
		got, err := encodeAuditEntry(e)
		if err != nil {
			t.Fatal(err)
		}
		want, err := encode(e)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("stored\n%s\nwant\n%s", got, want)
		}
	})
}
