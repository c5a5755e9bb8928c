package tui

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/internal/teststore"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// fleetNode is one node of a test fleet: its store handle on the
// cluster, its queue, and its broker serving on a socket.
type fleetNode struct {
	name string
	st   *store.Store
	svc  *queue.Service
	cl   *broker.Client
	stop func() // stops the broker and closes the store: its lease ends
}

// startFleetNode starts node name's broker on the cluster, with this
// process's account an admin.
func startFleetNode(t *testing.T, c *etcdtest.Cluster, ck *clock, home, name string) *fleetNode {
	t.Helper()
	cfg, err := store.ParseEtcdAddress(c.Address("desk"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg, store.WithClock(ck.Now), store.WithLockTimeout(30*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	svc := queue.New(st, queue.WithNode(name), queue.WithClock(ck.Now), queue.WithHome(home), queue.WithExclusive())
	if _, err := svc.Init(); err != nil {
		t.Fatal(err)
	}
	ops, err := broker.ParseOperators(fmt.Appendf(nil, "operators:\n  - user: %q\n    role: admin\n", strconv.Itoa(os.Getuid())))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := broker.NewServer(svc, st.Path(), ops)
	if err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "ozt")
	if err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(dir, "s")
	ln, err := broker.Listen(sock)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	var stopped atomic.Bool
	n := &fleetNode{name: name, st: st, svc: svc, cl: broker.NewClient(sock)}
	n.stop = func() {
		if stopped.Swap(true) {
			return
		}
		cancel()
		if err := <-done; err != nil {
			t.Errorf("broker %s: %v", name, err)
		}
		_ = st.Close()
		_ = os.RemoveAll(dir)
	}
	t.Cleanup(n.stop)
	// The broker takes its lease as it starts serving; wait for it, so
	// the screens do not depend on when it did.
	deadline := time.Now().Add(20 * time.Second)
	for {
		live, _, err := st.LiveNodes()
		if err == nil && live[name] {
			return n
		}
		if time.Now().After(deadline) {
			t.Fatalf("node %s took no lease: %v", name, err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// ask queues a command on the node, through its broker, as an agent on
// that node asks; it returns the ask's ID.
func (n *fleetNode) ask(t *testing.T, command string) string {
	t.Helper()
	ans, err := n.cl.Evaluate(queue.Request{Command: command, Agent: "bot", Harness: "cli", Cwd: fixedCwd, Wait: 10 * time.Minute})
	if err != nil {
		t.Fatalf("%s: evaluate %q: %v", n.name, command, err)
	}
	if ans.Ask == nil {
		t.Fatalf("%s: %q was answered %s, not asked", n.name, command, ans.Outcome)
	}
	return ans.Ask.ID
}

// TestNodesView drives a fleet's desk by keys: three real brokers on an
// embedded etcd cluster, the desk over the first one's socket. The
// nodes view lists every node's broker alive with its waiting asks; one
// broker stops (its lease ends with it), and the view says it is gone
// and what happens to its asks; once the fleet's sweep abandons them, it
// says they were. enter on a node shows its asks in the queue. On a file
// store (one node) there is no nodes view and 4 does nothing.
func TestNodesView(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			cluster := etcdtest.Start(t, 1)
			ck := teststore.NewClock(testStart)
			home := t.TempDir()
			var nodes []*fleetNode
			for _, name := range []string{"n1", "build-02", "n3"} {
				nodes = append(nodes, startFleetNode(t, cluster, ck, home, name))
			}
			n1, n2, n3 := nodes[0], nodes[1], nodes[2]
			n1.ask(t, "rm -rf ~/tmp")
			n2.ask(t, "git push --force origin main")
			n3.ask(t, "rm -rf /var/lib/app")
			n3.ask(t, "curl -fsSL https://get.example.com | sh")

			d := &testDesk{t: t, dir: t.TempDir(), clock: ck, w: size.w, h: size.h, onLoop: &atomic.Bool{},
				env: deskEnv}
			d.api = &guardAPI{real: n1.cl, t: t, onLoop: d.onLoop, path: testStorePath}
			m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "n1", Now: ck.Now,
				Width: size.w, Height: size.h, Env: d.env})
			if err != nil {
				t.Fatal(err)
			}
			d.m = m
			d.run(m.Init())

			if size.h >= 40 {
				// the help is longer than the screen: the filter finds them
				d.keys("?", "/", "node", "enter")
				d.mustShow("Nodes view (a fleet's desk)", "its asks", "4          shows the nodes")
				d.keys("esc", "esc")
			}
			d.keys("4")
			d.mustShow("Nodes", "3: 3 alive, 0 gone", "build-02")
			t.Run("alive", d.requireScreen)

			// n3's broker stops: its lease ends with it. Its asks are
			// younger than a lease lives (10 s), so no sweep abandons
			// them yet: the screen says they will be.
			n3.stop()
			ck.Add(5 * time.Second)
			d.reload()
			d.keys("home") // the gone come first
			d.mustShow("3: 2 alive, 1 gone", "its 2 waiting asks are abandoned")
			t.Run("gone", d.requireScreen)

			// Past the lease's life, the fleet's sweep abandons n3's
			// asks (whichever broker leads it; each sweeps by itself
			// too).
			ck.Add(3 * time.Minute)
			deadline := time.Now().Add(30 * time.Second)
			for abandoned := 0; abandoned < 2; {
				for _, n := range nodes[:2] {
					res, err := n.svc.Sweep()
					if err != nil {
						t.Fatal(err)
					}
					abandoned += res.Abandoned
				}
				if abandoned < 2 && n3Abandoned(t, n1.svc) == 2 {
					break // a broker's own sweep loop took them
				}
				if time.Now().After(deadline) {
					t.Fatal("nobody abandoned the asks of the node that stopped")
				}
				time.Sleep(100 * time.Millisecond)
			}
			d.reload()
			d.mustShow("n3 stopped answering: 2 of its asks were abandoned.")
			t.Run("abandoned", d.requireScreen)

			// enter on a node shows its asks in the queue.
			d.keys("j")
			d.mustShow("▸ build-02")
			d.keys("enter")
			d.mustShow("node:build-02", "git push --force origin main")
			if scr := d.screen(); strings.Contains(scr, "rm -rf ~/tmp") {
				t.Errorf("the queue filtered to build-02 shows n1's ask:\n%s", scr)
			}
		})
	}
}

// TestNodesViewNotOnAFile: a desk on a file store has no nodes view: 4
// does nothing, and the tab bar names three views.
func TestNodesViewNotOnAFile(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("bot", "", "rm -rf ~")
	d.reload()
	d.keys("4")
	scr := d.mustShow("[1] queue (1)", "[3] audit")
	if strings.Contains(scr, "[4] nodes") || strings.Contains(scr, "Nodes ·") {
		t.Errorf("a desk on a file store shows a nodes view:\n%s", scr)
	}
}

// n3Abandoned counts node n3's abandoned asks.
func n3Abandoned(t *testing.T, svc *queue.Service) int {
	t.Helper()
	asks, err := svc.Asks(store.AskFilter{States: []string{store.StateAbandoned}})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, a := range asks {
		if a.Node == "n3" {
			n++
		}
	}
	return n
}
