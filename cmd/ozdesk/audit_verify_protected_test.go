package main

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	bolt "go.etcd.io/bbolt"
)

// TestProtectedAuditVerifyExits: 'audit verify' through the broker (a
// process of its own account) exits as in direct mode: 7 for an anchor
// the trail does not hold and for a trail edited around ozdesk, with the
// entry named (rt16f finding 3: both exited 2, "bad flags", so a
// monitor filed tampering as a typo); after a cut, a wrong hash for
// entry 1 is caught (7) and an anchor the cut passed is refused (2), not
// passed (finding 4).
func TestProtectedAuditVerifyExits(t *testing.T) {
	needRoot(t)
	broker := makeAccount(t, "oztvbroker")
	alice := makeAccount(t, "oztvalice") // admin
	agent := makeAccount(t, "oztvagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), broker, fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name))
	n.start(t)
	for _, cmd := range []string{"ls", "ls -la", "pwd", "id"} {
		if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--", cmd); r.code != 0 {
			t.Fatalf("ask %s as the agent: exit %d\n%s", cmd, r.code, r.stderr)
		}
	}
	zero := strings.Repeat("0", 64)
	if r := n.ozdesk(alice, "", "audit", "verify", "--expect", "3:"+zero); r.code != exitAuditBroke || !strings.Contains(r.stderr, "does not hold the anchored entry 3:") {
		t.Errorf("verify --expect 3:0… through the broker: exit %d, want %d\n%s", r.code, exitAuditBroke, r.stderr)
	}

	exp := n.ozdesk(alice, "", "audit", "export")
	m := regexp.MustCompile(`--through (\d+) --exported ([0-9a-f]{64})`).FindStringSubmatch(exp.stderr)
	if exp.code != 0 || m == nil {
		t.Fatalf("audit export: exit %d\n%s", exp.code, exp.stderr)
	}
	origin := regexp.MustCompile(`(?m)^\{"seq":1,.*"hash":"([0-9a-f]{64})"`).FindStringSubmatch(exp.stdout)
	if origin == nil {
		t.Fatalf("no entry 1 in the export:\n%.400s", exp.stdout)
	}
	if r := n.ozdesk(alice, "", "audit", "cut", "--through", m[1], "--exported", m[2]); r.code != 0 {
		t.Fatalf("audit cut: exit %d\n%s", r.code, r.stderr)
	}
	for _, c := range []struct {
		anchor string
		code   int
		says   string
	}{
		{"1:" + origin[1], 0, "cut through entry " + m[1]},
		{"1:" + zero, exitAuditBroke, "the trail's origin"},
		{"1:" + m[2], exitAuditBroke, "the trail's origin"},
		{"2:" + zero, exitUsage, "is before the cut through entry " + m[1]},
		{m[1] + ":" + zero, exitAuditBroke, "the trail was cut through entry " + m[1]},
	} {
		if r := n.ozdesk(alice, "", "audit", "verify", "--expect", c.anchor); r.code != c.code || !strings.Contains(r.stdout+r.stderr, c.says) {
			t.Errorf("after the cut, verify --expect %s: exit %d, want %d saying %q\n%s%s", c.anchor, r.code, c.code, c.says, r.stdout, r.stderr)
		}
	}

	// An entry edited around ozdesk (its actor; its hash left).
	n.stop()
	last := editLastActor(t, n.store)
	n.start(t)
	r := n.ozdesk(alice, "", "audit", "verify")
	if r.code != exitAuditBroke || !strings.Contains(r.stderr, fmt.Sprintf("broken at entry %d (edited)", last)) {
		t.Errorf("verify of an edited trail through the broker: exit %d, want %d naming entry %d\n%s%s", r.code, exitAuditBroke, last, r.stdout, r.stderr)
	}
}

// editLastActor rewrites the last audit entry's actor in the bbolt store
// at path, leaving its hash, as someone writing the file around ozdesk
// would, and returns its seq.
func editLastActor(t *testing.T, path string) uint64 {
	t.Helper()
	db, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var seq uint64
	err = db.Update(func(tx *bolt.Tx) error {
		b := tx.Bucket([]byte("audit"))
		if b == nil {
			return fmt.Errorf("no audit bucket")
		}
		k, v := b.Cursor().Last()
		var e map[string]any
		if err := json.Unmarshal(v, &e); err != nil {
			return err
		}
		e["actor"] = "mallory"
		nv, err := json.Marshal(e)
		if err != nil {
			return err
		}
		seq = binary.BigEndian.Uint64(k)
		return b.Put(k, nv)
	})
	if err != nil {
		t.Fatal(err)
	}
	return seq
}
