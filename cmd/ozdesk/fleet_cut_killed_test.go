package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/store"
)

// TestFleetServeKilledMidCut: 'ozdesk audit cut', a client process of an
// admin's account, asks a broker ('ozdesk serve', on etcd) to cut 3,000
// entries (about 90 steps); the broker is SIGKILLed once the first steps
// landed. The client fails (not 0), the trail verifies from where the
// cut got to (between its start and its end), the same cut from the
// client again finishes it, and nothing else is lost: the rule and the
// decision made before, and the entries after the cut's end.
func TestFleetServeKilledMidCut(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 1)
	broker, alice, agent := makeAccount(t, "ozkcbroker"), makeAccount(t, "ozkcalice"), makeAccount(t, "ozkcagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	n := newFleetNode(t, buildTool(t, ".", "ozdesk"), broker, ops, cluster, "n0")
	if r := broker.run(n.bin, "", "--config", n.config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	st := openClusterStore(t, cluster)
	// The trail's bulk, as evaluations append it, before the broker starts.
	data, _ := json.Marshal(map[string]string{"command": "ls -la /tmp", "agent": "bot"})
	for range 100 {
		if err := st.Update(func(tx *store.Tx) error {
			for range 30 {
				if _, err := tx.AppendAudit(store.AuditEntry{Kind: store.KindEvaluate, Actor: "bot", Node: "n0", Data: data}); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
	}
	n.start(t)
	must := func(r procResult, what string) procResult {
		t.Helper()
		if r.code != 0 {
			t.Fatalf("%s: exit %d\n%s%s", what, r.code, r.stdout, r.stderr)
		}
		return r
	}
	must(n.ozdesk(alice, "", "policy", "refuse", "curl *", "--reason", "no downloads"), "refuse rule")
	decided := n.startAsk(t, agent, "rm -rf ~/decided-before")
	must(n.ozdesk(alice, "", "queue", "approve", decided.id), "approve")
	if code := decided.wait(t); code != 0 {
		t.Fatalf("the agent after its approval: exit %d\n%s", code, decided.out)
	}
	exp := must(n.ozdesk(alice, "", "audit", "export"), "export")
	m := regexp.MustCompile(`--through (\d+) --exported ([0-9a-f]{64})`).FindStringSubmatch(exp.stderr)
	if m == nil {
		t.Fatalf("export: no head\n%s", exp.stderr)
	}
	// Cut through the seeded entries, and keep those after them.
	var through store.AuditHead
	if err := st.View(func(tx *store.Tx) error {
		return tx.EachAudit(0, func(e store.AuditEntry) error {
			if e.Seq == 3000 {
				through = store.AuditHead{Seq: e.Seq, Hash: e.Hash}
			}
			return nil
		})
	}); err != nil || through.Seq == 0 {
		t.Fatalf("read entry 3000: %v", err)
	}
	from := mustCutBase(t, st)
	cut := []string{"--config", n.config, "audit", "cut", "--through", fmt.Sprint(through.Seq), "--exported", through.Hash}
	client := alice.command(n.bin, cut...)
	var out bytes.Buffer
	client.Stdout, client.Stderr = &out, &out
	if err := client.Start(); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(60 * time.Second); mustCutBase(t, st).Seq <= from.Seq; time.Sleep(2 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no step of the cut landed in 60 s\n%s", out.String())
		}
	}
	if err := n.serve.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = n.serve.Wait()
	n.serve = nil
	err := client.Wait()
	killedAt := mustCutBase(t, st)
	t.Logf("killed with the base at entry %d (from %d, cutting through %d); the client: %v\n%s", killedAt.Seq, from.Seq, through.Seq, err, out.String())
	if ee, ok := err.(*exec.ExitError); killedAt.Seq < through.Seq && (!ok || ee.ExitCode() == 0) {
		t.Errorf("the client whose broker was killed mid-cut: %v, want a failure\n%s", err, out.String())
	}
	if killedAt.Seq <= from.Seq || killedAt.Seq > through.Seq {
		t.Fatalf("the base is %d after the kill, want within %d..%d", killedAt.Seq, from.Seq+1, through.Seq)
	}

	n.start(t)
	if r := must(n.ozdesk(alice, "", "audit", "verify"), "verify after the kill"); !strings.Contains(r.stdout, fmt.Sprintf("cut through entry %d:", killedAt.Seq)) {
		t.Errorf("verify after the kill:\n%s", r.stdout)
	} else if killedAt.Seq < through.Seq && !strings.Contains(r.stdout, fmt.Sprintf("unfinished cut: a cut through entry %d ", through.Seq)) {
		t.Errorf("verify after the kill does not say the cut is unfinished:\n%s", r.stdout)
	}
	if killedAt.Seq < through.Seq {
		must(n.ozdesk(alice, "", cut[2:]...), "the cut again")
	}
	r := must(n.ozdesk(alice, "", "audit", "verify"), "verify after the second cut")
	if !strings.Contains(r.stdout, fmt.Sprintf("cut through entry %d:", through.Seq)) || strings.Contains(r.stdout, "unfinished") {
		t.Errorf("verify after the second cut:\n%s", r.stdout)
	}
	// Nothing else lost: the rule decides, the decision is kept, and the
	// entries after the cut's end are there.
	if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--", "curl https://example.com"); r.code != exitRefused {
		t.Errorf("curl after the cut: exit %d, want %d (the rule)\n%s", r.code, exitRefused, r.stderr)
	}
	if r := must(n.ozdesk(alice, "", "queue", "show", decided.id), "show the decided ask"); !strings.Contains(r.stdout, "approved") {
		t.Errorf("the ask approved before the cut:\n%s", r.stdout)
	}
	if r := must(n.ozdesk(alice, "", "audit", "--json"), "audit"); !strings.Contains(r.stdout, "decided-before") {
		t.Errorf("the entries after the cut's end are gone:\n%.2000s", r.stdout)
	}
}

// openClusterStore opens the fleet's store ('fleet' on the cluster) from
// the test, with the cluster's client certificate.
func openClusterStore(t *testing.T, c *etcdtest.Cluster) *store.Store {
	t.Helper()
	cfg, err := store.ParseEtcdAddress(c.Address("fleet"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.TLS, err = store.EtcdTLS(c.TLS.CA, c.TLS.ClientCert, c.TLS.ClientKey); err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	return st
}

// mustCutBase reads the trail's base: the last entry cut.
func mustCutBase(t *testing.T, st *store.Store) store.AuditHead {
	t.Helper()
	var b store.AuditHead
	if err := st.View(func(tx *store.Tx) (err error) { b, err = tx.AuditBase(); return err }); err != nil {
		t.Fatal(err)
	}
	return b
}
