package main

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestFleetSettingsRolledBackAcrossRestart: with the broker stopped, a
// forger puts the settings record and the store's index of the last
// "setting" entry back together to an older entry's (fallback allow);
// the broker, started again, does not believe them, as it would not
// have while it ran: it kept the last entry it believed in its own
// state directory (policy.floor, beside its anchor). An unmatched
// command is not allowed, the log and the trail say why, and 'audit
// verify' through the broker names the settings.
func TestFleetSettingsRolledBackAcrossRestart(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	brokerAcct := makeAccount(t, "ozfrbroker")
	alice := makeAccount(t, "ozfralice")
	agent := makeAccount(t, "ozfragent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, ops, cluster, "n1")
	if r := brokerAcct.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	n.start(t)
	cli := certClient(t, cluster)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	const setKey, indexKey = "fleet/k/settings/settings", "fleet/k/meta/settings.entry"
	snapshot := func() (set, index string) {
		t.Helper()
		for i, key := range []string{setKey, indexKey} {
			resp, err := cli.Get(ctx, key)
			if err != nil || len(resp.Kvs) != 1 {
				all, _ := cli.Get(ctx, "fleet/k/", clientv3.WithPrefix(), clientv3.WithKeysOnly())
				var keys []string
				for _, kv := range all.Kvs {
					keys = append(keys, string(kv.Key))
				}
				t.Fatalf("the forger reads %s: %v (keys: %s)", key, err, strings.Join(keys, " "))
			}
			if i == 0 {
				set = string(resp.Kvs[0].Value)
			} else {
				index = string(resp.Kvs[0].Value)
			}
		}
		return set, index
	}
	for _, fb := range []string{"ask", "allow"} {
		if r := n.ozdesk(alice, "", "policy", "set", "fallback", fb); r.code != 0 {
			t.Fatalf("policy set fallback %s: exit %d\n%s%s", fb, r.code, r.stdout, r.stderr)
		}
	}
	oldSet, oldIndex := snapshot()
	if r := n.ozdesk(alice, "", "policy", "set", "fallback", "ask"); r.code != 0 {
		t.Fatalf("policy set fallback ask: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	_, newIndex := snapshot()
	const probe = "telnet evil.example 23"
	if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", probe); r.code == 0 {
		t.Fatalf("%s under fallback ask: exit 0\n%s%s", probe, r.stdout, r.stderr)
	}
	// The broker keeps what it believed within a second of the trail
	// growing.
	floorFile := filepath.Join(filepath.Dir(n.socket), "policy.floor")
	// The stored value ends with the seq, 8 bytes big-endian (the etcd
	// backend puts a tag byte before it).
	if len(newIndex) < 8 {
		t.Fatalf("the index of the last setting entry: %x", newIndex)
	}
	want := binary.BigEndian.Uint64([]byte(newIndex[len(newIndex)-8:]))
	kept := func() bool {
		var f struct{ Settings uint64 }
		b, err := os.ReadFile(floorFile)
		return err == nil && json.Unmarshal(b, &f) == nil && f.Settings >= want
	}
	for end := time.Now().Add(10 * time.Second); !kept() && time.Now().Before(end); {
		time.Sleep(100 * time.Millisecond)
	}
	if !kept() {
		b, _ := os.ReadFile(floorFile)
		t.Errorf("the broker did not keep the settings entry %d (index %x) it believed in %s: %q", want, newIndex, floorFile, b)
	}
	n.stop()

	for key, value := range map[string]string{setKey: oldSet, indexKey: oldIndex} {
		if _, err := cli.Put(ctx, key, value); err != nil {
			t.Fatalf("the forger puts %s back: %v", key, err)
		}
	}
	n.start(t)
	if r := n.ozdesk(agent, "", "ask", "--wait", "1s", "--", probe); r.code == 0 {
		t.Errorf("%s allowed by settings put back to an older entry while the broker was stopped: exit 0\n%s%s", probe, r.stdout, r.stderr)
	}
	waitFor(t, 10*time.Second, "the broker's log to say the settings were ignored", func() bool {
		return strings.Contains(n.serveLog.String(), "forged settings ignored")
	})
	waitFor(t, 10*time.Second, "a settings.forged entry", func() bool {
		return strings.Contains(n.ozdesk(alice, "", "audit", "--json").stdout, `"settings.forged"`)
	})
	r := n.ozdesk(alice, "", "audit", "verify")
	if r.code != exitAuditBroke || !strings.Contains(r.stderr+r.stdout, "settings is not as the audit trail wrote it") {
		t.Errorf("audit verify after the rollback: exit %d, want %d naming the settings\n%s%s", r.code, exitAuditBroke, r.stdout, r.stderr)
	}
}
