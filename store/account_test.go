package store

import (
	"testing"
	"time"
)

// TestAuditAccountHashed: an entry's account is covered by its hash (a
// changed or removed account breaks it), and an entry with none hashes as
// entries always did.
func TestAuditAccountHashed(t *testing.T) {
	e := AuditEntry{Seq: 3, Time: time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC), Kind: KindRuleApprove,
		Actor: "bob", Node: "n1", Data: []byte(`{"rule":"r1"}`), Prev: "ab"}
	plain := SumAudit(e)
	cases := []struct {
		name string
		acct *Account
	}{
		{"uid 1000, claimed", &Account{UID: 1000, Claimed: true}},
		{"uid 1000, vouched", &Account{UID: 1000}},
		{"uid 1001, claimed", &Account{UID: 1001, Claimed: true}},
		{"root", &Account{UID: 0}},
	}
	seen := map[string]string{plain: "none"}
	for _, tc := range cases {
		e.Account = tc.acct
		h := SumAudit(e)
		if was, ok := seen[h]; ok {
			t.Fatalf("%s hashes as %s", tc.name, was)
		}
		seen[h] = tc.name
	}
	e.Account = nil
	if SumAudit(e) != plain {
		t.Fatal("an entry with no account changed its hash")
	}
	if got := (&Account{UID: 1000, Claimed: true}).Name("bob"); got != "bob (claimed, uid 1000)" {
		t.Errorf("claimed reads %q", got)
	}
	if got := (&Account{UID: 1000}).Name("bob"); got != "bob (uid 1000)" {
		t.Errorf("vouched reads %q", got)
	}
	if got := (*Account)(nil).Name("bob"); got != "bob" {
		t.Errorf("unknown reads %q", got)
	}
}
