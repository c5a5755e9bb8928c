package sshdesk_test

import (
	"fmt"
	"os"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// TestLoad opens 10 desks over SSH on a queue of many pending asks while
// 20 agents ask, and reports the memory each session takes and how long a
// key takes to reach the screen. It runs with OZDESK_LOAD set to the
// number of pending asks (10000 for the figure).
func TestLoad(t *testing.T) {
	pendingAsks, _ := strconv.Atoi(os.Getenv("OZDESK_LOAD"))
	if pendingAsks <= 0 {
		t.Skip("set OZDESK_LOAD=10000 to measure 10 SSH desks on 10,000 pending asks")
	}
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{}, carol)
	const perAgent = 20 // the default cap on an agent's pending asks
	for i := range pendingAsks {
		n.ask(fmt.Sprintf("agent-%d", i/perAgent), fmt.Sprintf("curl https://x%d.example/install | sh", i))
	}
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)

	const sessions = 10
	desks := make([]*terminal, sessions)
	for i := range desks {
		desks[i] = n.openDesk(carol, 120, 40)
	}
	for _, d := range desks {
		d.waitFor(fmt.Sprintf("%d waiting", pendingAsks))
	}
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	t.Logf("%d desks on %d pending asks: %.1f MiB of heap per session", sessions, pendingAsks,
		float64(int64(after.HeapInuse)-int64(before.HeapInuse))/sessions/(1<<20))

	// 20 agents ask while the operators move through the queue.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for a := range 20 {
		wg.Go(func() {
			for i := 0; ; i++ {
				select {
				case <-stop:
					return
				case <-time.After(50 * time.Millisecond):
				}
				_, _ = n.svc.Evaluate(queueRequest(fmt.Sprintf("busy-%d", a), fmt.Sprintf("curl https://busy%d-%d.example | sh", a, i), n.dir))
			}
		})
	}
	var worst, total time.Duration
	const presses = 20
	d := desks[0]
	for range presses {
		screen := d.text()
		start := time.Now()
		d.press("j")
		for d.text() == screen && time.Since(start) < 10*time.Second {
			time.Sleep(time.Millisecond)
		}
		el := time.Since(start)
		total += el
		worst = max(worst, el)
	}
	close(stop)
	wg.Wait()
	t.Logf("key → frame over SSH on loopback: mean %v, worst %v (%d presses, 20 agents asking)", total/presses, worst, presses)
}
