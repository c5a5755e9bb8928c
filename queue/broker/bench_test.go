package broker

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// BenchmarkAskThroughBroker measures one ask's round trip through a
// broker on a real socket and store: evaluate (queued), wait, and an
// approval made on the broker's side, with 20 agents asking at once.
func BenchmarkAskThroughBroker(b *testing.B) {
	dir := b.TempDir()
	db := filepath.Join(dir, "state", "desk.db")
	svc := queue.New(store.New(db), queue.WithExclusive())
	if _, err := svc.Init(); err != nil {
		b.Fatal(err)
	}
	srv, err := NewServer(svc, db, nil)
	if err != nil {
		b.Fatal(err)
	}
	sock := filepath.Join(dir, "s.sock")
	ln, err := Listen(sock)
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = srv.Serve(ctx, ln); close(done) }()
	defer func() { cancel(); <-done }()
	// The desk: approve what waits.
	deskCtx, stopDesk := context.WithCancel(context.Background())
	var deskWG sync.WaitGroup
	deskWG.Go(func() {
		for deskCtx.Err() == nil {
			asks, _ := svc.Pending()
			for _, a := range asks {
				_, _ = svc.Decide(a.ID, queue.Decision{Outcome: patterns.Allow, By: "desk"})
			}
			time.Sleep(time.Millisecond)
		}
	})
	c := NewClient(sock)
	b.SetParallelism(10)
	b.ResetTimer()
	var n sync.Mutex
	i := 0
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			n.Lock()
			i++
			cmd := fmt.Sprintf("rm -rf ~ # %d", i)
			n.Unlock()
			ans, err := c.Evaluate(queue.Request{Command: cmd, Agent: "bot", Cwd: "/tmp", Wait: time.Minute})
			if err != nil || ans.Ask == nil {
				b.Errorf("evaluate: %v %+v", err, ans)
				return
			}
			if _, err := c.Wait(context.Background(), ans); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.StopTimer()
	stopDesk()
	deskWG.Wait()
}
