package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetSettingsWrittenAnew: settings the broker does not believe
// are made believed again by an operator's 'policy set', even of the
// value they read as (rt20g #1): a certificate holder forges the
// settings record (fallback allow), and 'policy set fallback ask', the
// repair the docs give, must write them anew, so 'audit verify' holds
// again.
func TestFleetSettingsWrittenAnew(t *testing.T) {
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozswbroker")
	alice := makeAccount(t, "ozswalice")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
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
	if r := n.ozdesk(alice, "", "audit", "verify"); r.code != exitAuditBroke {
		t.Fatalf("audit verify after the forgery: exit %d, want %d\n%s%s", r.code, exitAuditBroke, r.stdout, r.stderr)
	}
	set("fallback", "ask", "written anew")
	if r := n.ozdesk(alice, "", "audit", "verify"); r.code != 0 {
		t.Errorf("audit verify after the settings were written anew: exit %d, want 0\n%s%s", r.code, r.stdout, r.stderr)
	}
}
