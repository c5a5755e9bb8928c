package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// TestBrokerStopAbandons stops a broker cleanly (SIGTERM) while its
// agent waits: the ask is recorded abandoned for the broker's stop, by
// ozdesk, not withdrawn as if its agent had stopped waiting (rt18g 5);
// the agent is told so; `queue ls`, `queue show` and the audit trail say
// it; and the broker's normal stop logs no ERROR. In protected mode on a
// file store, and in a fleet on etcd (read back from another node).
func TestBrokerStopAbandons(t *testing.T) {
	t.Parallel() // its own accounts (ozbsf*, ozbse*), nodes, cluster and ports: its waits overlap the other tests'
	needRoot(t)
	bin := buildTool(t, ".", "ozdesk")
	for _, tc := range []struct {
		name   string
		fleet  bool
		prefix string
	}{
		{"file store", false, "ozbsf"},
		{"fleet", true, "ozbse"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			brokerAcct := makeAccount(t, tc.prefix+"broker")
			alice := makeAccount(t, tc.prefix+"alice")
			agent := makeAccount(t, tc.prefix+"agent")
			ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n  - {user: root, role: approver}\n", alice.name)
			// stopped is the broker stopped; reader the one read after.
			var stopped, reader *node
			want := "abandoned: the broker on node "
			if tc.fleet {
				cluster := etcdtest.StartTLS(t, 1)
				stopped = newFleetNode(t, bin, brokerAcct, ops, cluster, "n1")
				reader = newFleetNode(t, bin, brokerAcct, ops, cluster, "n2")
				if r := brokerAcct.run(stopped.bin, "", "--config", stopped.config, "serve", "--init"); r.code != 0 {
					t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
				}
				reader.start(t)
				want += "n1 stopped"
			} else {
				stopped = newNode(t, bin, brokerAcct, ops)
				reader = stopped
			}
			stopped.start(t)
			w := stopped.startAsk(t, agent, "rm -rf ~/stopped-under-it")
			waitingOnSocket(t, w)
			log := stopped.serveLog
			stopped.stop()
			code := w.wait(t)
			if code != exitUndecided || !strings.Contains(w.out.String(), "abandoned") || strings.Contains(w.out.String(), "withdrawn") {
				t.Errorf("the agent whose broker stopped: exit %d, want %d and the ask abandoned, not withdrawn:\n%s", code, exitUndecided, w.out)
			}
			if strings.Contains(log.String(), "level=ERROR") {
				t.Errorf("the broker's normal stop logged an ERROR:\n%s", log)
			}
			if !tc.fleet {
				reader.start(t)
			}
			r := reader.ozdesk(alice, "", "queue", "show", w.id)
			if r.code != 0 || !strings.Contains(r.stdout, "abandoned: the broker on node ") || strings.Contains(r.stdout, "withdrawn") {
				t.Errorf("queue show %s: exit %d, want it abandoned for the broker's stop\n%s%s", w.id, r.code, r.stdout, r.stderr)
			}
			if tc.fleet && !strings.Contains(r.stdout, want) {
				t.Errorf("queue show %s: want %q\n%s", w.id, want, r.stdout)
			}
			if r := reader.ozdesk(alice, "", "queue", "ls", "--state", "abandoned"); r.code != 0 || !strings.Contains(r.stdout, "stopped-under-it") {
				t.Errorf("queue ls --state abandoned: exit %d, want the ask\n%s%s", r.code, r.stdout, r.stderr)
			}
			desk := broker.NewClient(reader.socket)
			a, err := desk.Get(w.id)
			if err != nil || a.State != store.StateAbandoned || a.Decision == nil || a.Decision.By != "ozdesk" {
				t.Errorf("ask %s: %v, state %q, decision %+v; want abandoned by ozdesk", w.id, err, a.State, a.Decision)
			}
			if r := reader.ozdesk(alice, "", "audit", "verify"); r.code != 0 {
				t.Errorf("audit verify: exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
		})
	}
}

// waitingOnSocket waits until w's process holds a connection to the
// broker, and still holds it a moment later: its wait is in flight (its
// evaluation's connection closes as it is answered).
func waitingOnSocket(t *testing.T, w *waiter) {
	t.Helper()
	fds := filepath.Join("/proc", fmt.Sprint(w.cmd.Process.Pid), "fd")
	holds := func() bool {
		ents, _ := os.ReadDir(fds)
		for _, e := range ents {
			if l, err := os.Readlink(filepath.Join(fds, e.Name())); err == nil && strings.HasPrefix(l, "socket:") {
				return true
			}
		}
		return false
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if holds() {
			time.Sleep(200 * time.Millisecond)
			if holds() {
				return
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("the agent's wait never reached the broker:\n%s", w.out)
}
