//go:build !ozdesk_adapters

package broker

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// startFleetBroker serves node's broker, with ops, on the fleet's store
// at addr (made by the first), and returns a client of its socket.
func startFleetBroker(t *testing.T, addr, node string, ops *Operators) *Client {
	t.Helper()
	cfg, err := store.ParseEtcdAddress(addr)
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	svc := queue.New(st, queue.WithNode(node), queue.WithHome(t.TempDir()))
	if _, err := svc.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	srv, err := NewServer(svc, addr, ops)
	if err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(socketDir(t), "s")
	ln, err := Listen(sock)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-done })
	return NewClient(sock)
}

// TestFleetAgentSeesItsNode: in a fleet an account is a node's. The same
// uid asking on two nodes' brokers (one embedded etcd) sees, reads, waits
// on and withdraws only the asks it made on the node it asks; another
// node's ask of the same uid is "not found" there, as any stranger's is,
// and is left pending. A node's see_queue shows that node's asks only.
// An operator's desk on any node sees every node's. Before, the uid
// alone made an ask one's own, across nodes.
func TestFleetAgentSeesItsNode(t *testing.T) {
	c := etcdtest.Start(t, 1)
	addr := c.Address("nodes")
	n0 := startFleetBroker(t, addr, "n0", nil)
	n1 := startFleetBroker(t, addr, "n1", nil)
	seeQueue, err := ParseOperators([]byte("operators:\n  - {user: \"65534\", role: viewer}\nagents:\n  see_queue: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	n1see := startFleetBroker(t, addr, "n1", seeQueue)
	desk := startFleetBroker(t, addr, "n2", operatorsFor(t, RoleViewer))

	ask := func(cl *Client, cmd string) string {
		t.Helper()
		ans, err := cl.Evaluate(queue.Request{Command: cmd, Agent: "bot"})
		if err != nil || ans.Outcome != patterns.Ask || ans.Ask == nil {
			t.Fatalf("ask %q: %v, %v", cmd, ans, err)
		}
		return ans.Ask.ID
	}
	on0, on1 := ask(n0, "rm -rf ~/on-n0"), ask(n1, "rm -rf ~/on-n1")

	ids := func(asks []store.Ask) []string {
		var out []string
		for _, a := range asks {
			out = append(out, a.ID)
		}
		slices.Sort(out)
		return out
	}
	both := []string{on0, on1}
	slices.Sort(both)
	for _, tc := range []struct {
		name string
		cl   *Client
		want []string
	}{
		{"the agent on n0", n0, []string{on0}},
		{"the agent on n1", n1, []string{on1}},
		{"the agent on n1, see_queue", n1see, []string{on1}},
		{"the desk on n2", desk, both},
	} {
		pending, err := tc.cl.Pending()
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(pending); !slices.Equal(got, tc.want) {
			t.Errorf("%s: pending lists %v, want %v", tc.name, got, tc.want)
		}
		// Asking for another node's asks by name gets none of them: an
		// agent's filter is its own node's, whatever it says.
		listed, err := tc.cl.Asks(store.AskFilter{Node: "n0"})
		if err != nil {
			t.Fatal(err)
		}
		if tc.cl != desk && tc.cl != n0 && slices.Contains(ids(listed), on0) {
			t.Errorf("%s: asks with node n0 lists %v, with n0's ask", tc.name, ids(listed))
		}
		listed, err = tc.cl.Asks(store.AskFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if got := ids(listed); !slices.Equal(got, tc.want) {
			t.Errorf("%s: asks lists %v, want %v", tc.name, got, tc.want)
		}
	}

	// n1's agent (the same uid) can neither read nor withdraw n0's ask.
	if _, err := n1.Get(on0); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("get n0's ask on n1: %v, want not found", err)
	}
	if err := n1.Withdraw(on0, "bot"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("withdraw n0's ask on n1: %v, want not found", err)
	}
	if a, err := desk.Get(on0); err != nil || a.State != store.StatePending {
		t.Errorf("n0's ask after n1's agent tried to withdraw it: %v, state %q, want pending", err, a.State)
	}
	// On its own node it can.
	if a, err := n0.Get(on0); err != nil || a.ID != on0 {
		t.Errorf("get n0's ask on n0: %v", err)
	}
	if err := n0.Withdraw(on0, "bot"); err != nil {
		t.Errorf("withdraw n0's ask on n0: %v", err)
	}
	if a, err := desk.Get(on0); err != nil || a.State != store.StateWithdrawn {
		t.Errorf("n0's ask after its agent withdrew it on n0: %v, state %q", err, a.State)
	}
}
