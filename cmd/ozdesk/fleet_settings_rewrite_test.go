package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetSettingsWrittenAnew: settings the broker does not believe
// are made believed again by an operator's 'policy set', even of the
// value they read as (rt20g #1), and even when the broker's policy floor
// is from a trail the store no longer holds, as after a restore of the
// cluster served on purpose (rt20g #9).
//
// First a certificate holder forges the settings record (fallback
// allow): 'policy set fallback ask', the repair the docs give, must
// write them anew, so 'audit verify' holds again. Then the broker,
// stopped, is started with a floor past the trail's head (what a
// restore leaves): the settings read as put back, and a later 'policy
// set' must take effect, not be called forged in its turn.
func TestFleetSettingsWrittenAnew(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozswbroker")
	alice := makeAccount(t, "ozswalice")
	bob := makeAccount(t, "ozswbob")
	agent := makeAccount(t, "ozswagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n  - {user: %s, role: admin}\n", alice.name, bob.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	set := func(name, value, want string) {
		t.Helper()
		r := n.ozdesk(alice, "", "policy", "set", name, value)
		if r.code != 0 || !strings.Contains(r.stdout, want) {
			t.Fatalf("policy set %s %s: exit %d, want %q\n%s%s", name, value, r.code, want, r.stdout, r.stderr)
		}
	}
	set("fallback", "ask", "fallback is now ask")

	cli := certClient(t, cluster)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	const key = "fleet/k/settings/settings"
	resp, err := cli.Get(ctx, key)
	if err != nil || len(resp.Kvs) != 1 {
		t.Fatalf("the forger reads %s: %v", key, err)
	}
	var rec map[string]any
	if err := json.Unmarshal(resp.Kvs[0].Value, &rec); err != nil {
		t.Fatalf("%s: %v\n%s", key, err, resp.Kvs[0].Value)
	}
	rec["fallback"], rec["four_eyes"] = "allow", false
	forged, _ := json.Marshal(rec)
	if _, err := cli.Put(ctx, key, string(forged)); err != nil {
		t.Fatalf("the forger writes %s: %v", key, err)
	}
	// Its lines are lines, and it does not speak of a file (rt20g #2).
	if r := n.ozdesk(alice, "", "audit", "verify"); r.code != exitAuditBroke || strings.Contains(r.stderr, `\n`) || strings.Contains(r.stderr, "the file") {
		t.Fatalf("audit verify after the forgery: exit %d, want %d, with no escaped newline and no file\n%s%s", r.code, exitAuditBroke, r.stdout, r.stderr)
	}
	set("fallback", "ask", "written anew")
	if r := n.ozdesk(alice, "", "audit", "verify"); r.code != 0 {
		t.Errorf("audit verify after the settings were written anew: exit %d, want 0\n%s%s", r.code, r.stdout, r.stderr)
	}

	// A floor past the trail's head, as a broker that served the fleet
	// before a restore keeps it.
	n.stop()
	floorFile := filepath.Join(filepath.Dir(n.socket), "policy.floor")
	if err := os.WriteFile(floorFile, []byte(`{"settings":900,"egress":900}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(floorFile, int(brokerAcct.uid), int(brokerAcct.gid)); err != nil {
		t.Fatal(err)
	}
	n.start(t)
	const probe = "telnet evil.example 23"
	// Not believed, the settings read as the strictest: four eyes on, so
	// a fallback of allow is proposed and another admin approves it.
	set("fallback", "allow", "proposed p1")
	if r := n.ozdesk(bob, "", "policy", "approve", "p1"); r.code != 0 {
		t.Fatalf("policy approve p1: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", probe); r.code != 0 {
		t.Errorf("%s under the fallback allow two admins set after the restore: exit %d\n%s%s\nbroker:\n%s", probe, r.code, r.stdout, r.stderr, n.serveLog.String())
	}
}
