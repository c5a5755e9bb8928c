package main

import (
	"fmt"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// TestProtectedBurstExpires (rt45k #3, protected mode): a burst of real
// `ozdesk ask --wait 3s` processes of an agent account, through the
// broker, nobody deciding: every one says its ask expired, and the
// broker's store records each expired; an asker of the same account
// stopped by SIGINT is recorded withdrawn.
func TestProtectedBurstExpires(t *testing.T) {
	needRoot(t)
	brokerAcct := makeAccount(t, "oztbroker")
	agent := makeAccount(t, "oztagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, "operators:\n  - {user: root, role: approver}\n")
	n.start(t)
	desk := broker.NewClient(n.socket)

	stopped := agent.command(n.bin, "--config", n.config, "ask", "--agent", "stopper", "--wait", "20m", "--", "rm -rf ~ # stopped")
	if err := stopped.Start(); err != nil {
		t.Fatal(err)
	}
	for start := time.Now(); ; time.Sleep(20 * time.Millisecond) {
		asks, err := desk.Pending()
		if err == nil && len(asks) == 1 {
			break
		}
		if time.Since(start) > time.Minute {
			t.Fatalf("the stopper's ask never queued: %v, %d", err, len(asks))
		}
	}
	const asks = 12
	results := make([]procResult, asks)
	var wg sync.WaitGroup
	for i := range asks {
		wg.Go(func() {
			results[i] = agent.run(n.bin, "", "--config", n.config, "ask", "--agent", fmt.Sprintf("w%d", i), "--wait", "3s", "--",
				fmt.Sprintf("rm -rf ~ # burst %d", i))
		})
	}
	if err := stopped.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	_ = stopped.Wait()
	wg.Wait()
	for i, r := range results {
		if r.code != exitUndecided || !strings.Contains(r.stdout, "it expired") {
			t.Errorf("asker %d: exit %d, %q %q; want %d, it expired", i, r.code, r.stdout, r.stderr, exitUndecided)
		}
	}
	all, err := desk.Asks(store.AskFilter{})
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]int{}
	for _, a := range all {
		want := store.StateExpired
		if strings.HasSuffix(a.Command, "# stopped") {
			want = store.StateWithdrawn
		}
		counts[a.State]++
		if a.State != want {
			t.Errorf("%s: recorded %s (%+v), want %s", a.Command, a.State, a.Decision, want)
		}
	}
	if counts[store.StateExpired] != asks || counts[store.StateWithdrawn] != 1 {
		t.Errorf("states %v, want %d expired and 1 withdrawn", counts, asks)
	}
}
