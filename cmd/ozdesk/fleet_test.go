package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// newFleetNode lays out one node of a fleet as [newNode] does, with the
// cluster as its store and name as its node's name. Nothing is made:
// the fleet's store is made once, by one node ('serve --init').
func newFleetNode(t *testing.T, bin string, broker account, operators string, cluster *etcdtest.Cluster, name string) *node {
	t.Helper()
	return newFleetNodeAt(t, bin, broker, operators, cluster, name, cluster.Address("fleet"))
}

// newFleetNodeAt is newFleetNode with the store's address given: the
// cluster reached through the test's proxies, say.
func newFleetNodeAt(t *testing.T, bin string, broker account, operators string, cluster *etcdtest.Cluster, name, storeAddr string) *node {
	t.Helper()
	dir, err := os.MkdirTemp("", "ozdesk-fleet-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	n := &node{dir: dir, broker: broker, store: storeAddr,
		config: filepath.Join(dir, "etc", "config.yaml"), socket: filepath.Join(dir, "run", "ozdesk.sock"),
		operators: filepath.Join(dir, "etc", "operators.yaml")}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Chmod(dir, 0o755))
	for _, d := range []string{"bin", "etc", "run"} {
		must(os.Mkdir(filepath.Join(dir, d), 0o755))
	}
	must(os.Chown(filepath.Join(dir, "run"), int(broker.uid), int(broker.gid)))
	n.bin = filepath.Join(dir, "bin", "ozdesk")
	copyBinary(t, bin, n.bin)
	must(os.WriteFile(n.operators, []byte(operators), 0o644))
	// The broker's TLS files for the cluster, its own to read.
	var tlsKeys string
	for _, f := range []struct{ key, from string }{
		{"etcd-cacert", cluster.TLS.CA}, {"etcd-cert", cluster.TLS.ClientCert}, {"etcd-key", cluster.TLS.ClientKey},
	} {
		b, err := os.ReadFile(f.from)
		must(err)
		to := filepath.Join(dir, "etc", f.key+".pem")
		must(os.WriteFile(to, b, 0o600))
		must(os.Chown(to, int(broker.uid), int(broker.gid)))
		tlsKeys += f.key + ": " + to + "\n"
	}
	must(os.WriteFile(n.config, fmt.Appendf(nil, "socket: %s\nstore: %s\noperators: %s\nanchor: %s\nnode: %s\n%s",
		n.socket, storeAddr, n.operators, filepath.Join(dir, "run", "audit.head"), name, tlsKeys), 0o644))
	return n
}

// fleetAsk is an ask as 'queue ls --json' lists it.
type fleetAsk struct {
	ID      string `json:"id"`
	Command string `json:"command"`
	Node    string `json:"node"`
	State   string `json:"state"`
}

// queued lists the pending asks as acct sees them from node n.
func queued(t *testing.T, n *node, acct account) []fleetAsk {
	t.Helper()
	r := n.ozdesk(acct, "", "queue", "ls", "--json")
	var asks []fleetAsk
	if r.code != 0 || json.Unmarshal([]byte(r.stdout), &asks) != nil {
		t.Fatalf("queue ls on %s: exit %d\n%s%s", n.dir, r.code, r.stdout, r.stderr)
	}
	return asks
}

// TestFleet runs three brokers, as three processes with three node names,
// on one etcd cluster of three members, reached over TLS with client
// certificates: one policy, one queue, and the faults of the cluster
// under them.
func TestFleet(t *testing.T) {
	t.Parallel() // its own cluster, accounts, nodes and ports: its waits overlap the other tests'
	needRoot(t)
	cluster := etcdtest.StartTLS(t, 3)
	broker := makeAccount(t, "oztfbroker")
	alice := makeAccount(t, "oztfalice")
	agent := makeAccount(t, "oztfagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name)
	// carol approves over the SSH desk n0 serves, with her key.
	var carolKey string
	if openSSHMissing() == "" {
		var pub string
		carolKey, pub = sshKey(t, "carol@laptop")
		ops += fmt.Sprintf("  - {name: carol, role: approver, keys: [%q]}\n", pub)
	}
	bin := buildTool(t, ".", "ozdesk")
	// n1 reaches the cluster through the test's proxies, which cut it off
	// in one step.
	cutN1 := startPartition(t, cluster, "fleet")
	var nodes []*node
	for i := range 3 {
		addr := cluster.Address("fleet")
		if i == 1 {
			addr = cutN1.addr
		}
		nodes = append(nodes, newFleetNodeAt(t, bin, broker, ops, cluster, fmt.Sprintf("n%d", i), addr))
	}
	if r := broker.run(nodes[0].bin, "", "--config", nodes[0].config, "serve", "--init"); r.code != 0 {
		t.Fatalf("serve --init: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := broker.run(nodes[1].bin, "", "--config", nodes[1].config, "serve", "--init"); r.code != exitConflict {
		t.Errorf("a second serve --init: exit %d, want %d (made already)\n%s", r.code, exitConflict, r.stderr)
	}
	sshAddr := "127.0.0.1:" + strconv.Itoa(freePort(t))
	hostKey := []string{"--ssh-host-key", filepath.Join(nodes[0].dir, "run", "ssh_host_ed25519_key")}
	nodes[0].start(t, append([]string{"--ssh", sshAddr}, hostKey...)...)
	for _, n := range nodes[1:] {
		n.start(t)
	}

	// flow: an agent's ask on node `from` is seen on every node and
	// approved from node `by`, which releases the agent.
	flow := func(t *testing.T, from, by int, command string) {
		t.Helper()
		w := nodes[from].startAsk(t, agent, command)
		for i, n := range nodes {
			if n.serve == nil {
				continue // its broker is down
			}
			found := false
			for _, a := range queued(t, n, alice) {
				if a.Command == command {
					found = true
					if a.Node != fmt.Sprintf("n%d", from) {
						t.Errorf("node n%d lists the ask of n%d as node %q", i, from, a.Node)
					}
				}
			}
			if !found {
				t.Errorf("node n%d does not list the ask of n%d", i, from)
			}
		}
		if r := nodes[by].ozdesk(alice, "", "queue", "approve", w.id); r.code != 0 {
			t.Fatalf("approve on n%d: exit %d\n%s%s", by, r.code, r.stdout, r.stderr)
		}
		if code := w.wait(t); code != 0 {
			t.Errorf("the agent on n%d after the approval on n%d: exit %d, want 0\n%s", from, by, code, w.out)
		}
	}

	t.Run("a decision on one node releases an agent on another", func(t *testing.T) {
		flow(t, 1, 0, "rm -rf ~/fleet-1")
	})

	t.Run("the desk over SSH on one node decides another node's ask", func(t *testing.T) {
		if carolKey == "" {
			t.Skipf("%s is not installed (.ci/run installs it)", openSSHMissing())
		}
		desk := openSSHDesk(t, nodes[0], broker, carolKey, "carol", sshAddr, hostKey...)
		desk.waitFor("Nothing waits for you.", "carol@")
		w := nodes[2].startAsk(t, agent, "rm -rf ~/fleet-ssh")
		desk.waitFor("rm -rf ~/fleet-ssh", "n2")
		time.Sleep(time.Second) // the card that just appeared ignores keys a moment
		desk.send("a")
		if code := w.wait(t); code != exitOK {
			t.Fatalf("the agent on n2 after carol's key over SSH on n0: exit %d, want 0\n%s", code, w.out)
		}
		desk.waitFor("approved ask " + w.id + " once")
		r := nodes[1].ozdesk(alice, "", "queue", "show", w.id)
		if r.code != 0 || !strings.Contains(r.stdout, "carol") || !strings.Contains(r.stdout, "n2") {
			t.Errorf("queue show %s on n1: exit %d, want it approved by carol, on n2\n%s%s", w.id, r.code, r.stdout, r.stderr)
		}
		desk.send("q")
	})

	t.Run("a refuse rule written on one node stops a command on another", func(t *testing.T) {
		r := nodes[2].ozdesk(alice, "", "policy", "refuse", "curl [host:evil.example]", "--reason", "not there")
		if r.code != 0 {
			t.Fatalf("policy refuse on n2: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		r = nodes[0].ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "10s", "--", "curl https://evil.example/x")
		if r.code != exitRefused || !strings.Contains(r.stdout+r.stderr, "not there") {
			t.Errorf("the command on n0: exit %d, want %d with the rule's reason\n%s%s", r.code, exitRefused, r.stdout, r.stderr)
		}
	})

	t.Run("a rule scoped to one node decides there only", func(t *testing.T) {
		r := nodes[2].ozdesk(alice, "", "policy", "refuse", "git push --force origin scoped", "--reason", "not from n0", "--node", "n0")
		if r.code != 0 {
			t.Fatalf("policy refuse --node n0 on n2: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		r = nodes[0].ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "10s", "--", "git push --force origin scoped")
		if r.code != exitRefused || !strings.Contains(r.stdout+r.stderr, "not from n0") {
			t.Errorf("the command on n0, where the rule applies: exit %d, want %d with its reason\n%s%s", r.code, exitRefused, r.stdout, r.stderr)
		}
		r = nodes[1].ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "1s", "--", "git push --force origin scoped")
		if strings.Contains(r.stdout+r.stderr, "not from n0") {
			t.Errorf("the command on n1, where the rule does not apply, was refused by it: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("the leader moves during asks: none refused", func(t *testing.T) {
		// A leader change is routine in a cluster: the brokers try
		// again and no agent sees it. ls is allowed, and recorded (one
		// write each).
		var wg sync.WaitGroup
		stop := make(chan struct{})
		fails := make(chan string, 100)
		var runs atomic.Int64
		for i, n := range nodes {
			wg.Go(func() {
				for k := 0; ; k++ {
					select {
					case <-stop:
						return
					default:
					}
					r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--wait", "20s", "--", fmt.Sprintf("ls -la /tmp/n%d-%d", i, k))
					runs.Add(1)
					if r.code != 0 {
						fails <- fmt.Sprintf("n%d: ls: exit %d\n%s%s", i, r.code, r.stdout, r.stderr)
					}
				}
			})
		}
		moves := 0
		for range 4 {
			time.Sleep(time.Second)
			if from, to, err := cluster.MoveLeader(); err != nil {
				t.Logf("%v (an election was under way)", err)
			} else {
				moves++
				t.Logf("leader moved from m%d to m%d", from, to)
			}
		}
		time.Sleep(time.Second)
		close(stop)
		wg.Wait()
		close(fails)
		for f := range fails {
			t.Error(f)
		}
		if moves < 2 {
			t.Errorf("the leader moved %d times of 4: the step proves nothing", moves)
		}
		t.Logf("%d asks during %d leader moves", runs.Load(), moves)
	})

	t.Run("one broker cut off from the cluster: denied in time, nothing lost, back unrestarted", func(t *testing.T) {
		partitionStep(t, cutN1, nodes[1], nodes[0], alice, agent, flow, 1, 0)
	})

	t.Run("one member stopped: everything goes on", func(t *testing.T) {
		cluster.Stop(2)
		flow(t, 0, 2, "rm -rf ~/fleet-2")
	})

	// An ask queued before quorum is lost waits through the outage (its
	// process belongs to the whole test, not to one step).
	waiting := nodes[2].startAsk(t, agent, "rm -rf ~/fleet-3")
	t.Run("quorum lost: asks are denied within their deadline, none lost", func(t *testing.T) {
		cluster.Stop(1)
		start := time.Now()
		// The broker tries the store again for half the ask's wait
		// (an election passes), then denies: within the wait.
		const wait = 20 * time.Second
		r := nodes[1].ozdesk(agent, "", "ask", "--agent", "bot", "--wait", wait.String(), "--", "rm -rf ~/fleet-4")
		took := time.Since(start)
		if r.code == 0 {
			t.Errorf("an ask without quorum was allowed:\n%s%s", r.stdout, r.stderr)
		}
		if took > wait {
			t.Errorf("the ask without quorum took %s to be denied, past its wait of %s", took, wait)
		}
		t.Logf("without quorum: exit %d after %s: %s%s", r.code, took.Round(time.Millisecond), r.stdout, r.stderr)
		if waiting.ended() {
			t.Errorf("the ask queued before the outage ended: %s", waiting.out)
		}
	})

	t.Run("quorum back: the flow resumes without restarting a broker", func(t *testing.T) {
		cluster.StartAgain(1, 2)
		deadline := time.Now().Add(30 * time.Second)
		for {
			r := nodes[0].ozdesk(alice, "", "queue", "approve", waiting.id)
			if r.code == 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("approve after the outage: exit %d\n%s%s\nthe waiting agent said: %s", r.code, r.stdout, r.stderr, waiting.out)
			}
			time.Sleep(200 * time.Millisecond)
		}
		if code := waiting.wait(t); code != 0 {
			t.Errorf("the ask kept through the outage: exit %d after its approval\n%s", code, waiting.out)
		}
		flow(t, 2, 1, "rm -rf ~/fleet-5")
		// The ask denied without quorum left a trace once the cluster
		// was back: n1's broker wrote it at its next sweep (rt17f #7).
		for deadline := time.Now().Add(20 * time.Second); ; {
			r := nodes[0].ozdesk(alice, "", "audit", "--kind", "outage")
			if r.code == 0 && strings.Contains(r.stdout, "rm -rf ~/fleet-4") && strings.Contains(r.stdout, "refused on node n1 from") {
				t.Logf("the outage, as the fleet's audit trail shows it:\n%s", r.stdout)
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no outage entry for the ask denied without quorum: exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			time.Sleep(250 * time.Millisecond)
		}
		for _, n := range nodes {
			if r := n.ozdesk(alice, "", "audit", "verify"); r.code != 0 {
				t.Errorf("audit verify on %s: exit %d\n%s%s", n.dir, r.code, r.stdout, r.stderr)
			}
		}
	})

	t.Run("a broker killed: its agent is denied, the fleet goes on, its ask is abandoned", func(t *testing.T) {
		w := nodes[1].startAsk(t, agent, "rm -rf ~/fleet-6")
		_ = nodes[1].serve.Process.Kill()
		_ = nodes[1].serve.Wait()
		nodes[1].serve = nil
		if code := w.wait(t); code == 0 {
			t.Errorf("the agent of a killed broker was allowed:\n%s", w.out)
		}
		flow(t, 0, 2, "rm -rf ~/fleet-7")
		// Back, the node's broker finds the agent gone and abandons its
		// ask; every node sees it so.
		nodes[1].start(t)
		deadline := time.Now().Add(30 * time.Second)
		for {
			r := nodes[0].ozdesk(alice, "", "queue", "ls", "--state", "abandoned", "--json")
			var asks []fleetAsk
			_ = json.Unmarshal([]byte(r.stdout), &asks)
			if slices.ContainsFunc(asks, func(a fleetAsk) bool { return a.Command == "rm -rf ~/fleet-6" && a.Node == "n1" }) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the killed broker's ask is not abandoned:\n%s%s", r.stdout, r.stderr)
			}
			time.Sleep(250 * time.Millisecond)
		}
	})
}
