//go:build !ozdesk_adapters

package broker

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestFleetEvaluateWithinWait: a fleet's broker that cannot reach its
// cluster answers an ask within the asker's wait, refusing (closed,
// nothing queued), however long its store's own timeout: the store's
// retries follow the ask's deadline, which runs from the request's
// arrival, also for requests that wait for one of their account's
// places at the broker. Once the cluster is back the next
// ask flows, the broker not restarted.
func TestFleetEvaluateWithinWait(t *testing.T) {
	c := etcdtest.Start(t, 1)
	addr := c.Address("within")
	cfg, err := store.ParseEtcdAddress(addr)
	if err != nil {
		t.Fatal(err)
	}
	// The cluster is down for the waits below, some 9 s, longer on a
	// loaded host: past the default node TTL of 10 s the node lease
	// lapses, and the first ask after the outage is refused while the
	// broker takes its lease again (store's TestNodeLeaseFence covers that).
	// This test is about the wait budget, so the lease outlives the
	// outage.
	cfg.NodeTTL = time.Minute
	// The store's own timeout is far past any wait below: only the
	// ask's deadline can end its retries in time.
	st, err := store.OpenEtcd(cfg, store.WithLockTimeout(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	svc := queue.New(st, queue.WithNode("n0"), queue.WithHome(t.TempDir()))
	if _, err := svc.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	srv, err := NewServer(svc, addr, nil)
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
	cl := NewClient(sock)

	c.Stop(0)
	for _, wait := range []time.Duration{2 * time.Second, 6 * time.Second} {
		start := time.Now()
		ans, err := cl.Evaluate(queue.Request{Command: "ls", Agent: "bot", Wait: wait})
		took := time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		if ans.Outcome == patterns.Allow || ans.Ask != nil || ans.Unavailable == nil ||
			!strings.Contains(ans.Unavailable.Error(), "store unavailable") {
			t.Errorf("wait %s, the cluster down: %s, ask %v, unavailable %v; want it refused closed for the store, nothing queued",
				wait, ans.Outcome, ans.Ask, ans.Unavailable)
		}
		// Within the wait, with room for a loaded host; a broker whose
		// store tried for its own minute answered after it.
		if took > wait+5*time.Second {
			t.Errorf("wait %s, the cluster down: answered after %s", wait, took.Round(time.Millisecond))
		}
		t.Logf("wait %s, the cluster down: refused after %s", wait, took.Round(time.Millisecond))
	}

	// Many at once from one account, which the broker evaluates two at
	// a time: the wait runs from each request's arrival, so those that
	// waited for a place are refused sooner, not a wait later.
	const many, wait = 12, 2 * time.Second
	var wg sync.WaitGroup
	start := time.Now()
	for i := range many {
		wg.Go(func() {
			ans, err := cl.Evaluate(queue.Request{Command: fmt.Sprintf("ls /tmp/%d", i), Agent: "bot", Wait: wait})
			took := time.Since(start)
			if err != nil || ans.Outcome == patterns.Allow || ans.Unavailable == nil || !strings.Contains(ans.Unavailable.Error(), "store unavailable") {
				t.Errorf("ask %d of %d at once: %v, %+v; want it refused closed for the store", i, many, err, ans)
			}
			if took > wait+4*time.Second {
				t.Errorf("ask %d of %d at once, wait %s: answered after %s", i, many, wait, took.Round(time.Millisecond))
			}
		})
	}
	wg.Wait()
	t.Logf("%d asks at once, wait %s, the cluster down: all refused within %s", many, wait, time.Since(start).Round(time.Millisecond))

	c.StartAgain(0)
	ans, err := cl.Evaluate(queue.Request{Command: "rm -rf ~/x", Agent: "bot", Wait: 20 * time.Second})
	if err != nil || ans.Ask == nil || ans.Unavailable != nil {
		t.Fatalf("the cluster back: %v, %+v; want the ask queued", err, ans)
	}
	pending, err := svc.Pending()
	if err != nil || len(pending) != 1 || pending[0].Command != "rm -rf ~/x" {
		t.Errorf("pending after the outage: %d asks, %v; want only the one asked after it", len(pending), err)
	}
}
