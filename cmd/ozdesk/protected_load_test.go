package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
)

// TestProtectedLoad runs 20 agent processes, each asking 50 times in a row
// through the broker's socket, while a desk (this test, an approver)
// approves every ask it sees. Nothing is lost: every ask is approved and
// released, once. It reports the p50 and p99 of ask → desk (the ask's
// creation to the desk seeing it) and decision → unblock (the approval to
// the asking process's exit).
//
// Under the race detector (CI) each agent asks 10 times, not 50: the 20
// agents still ask at once, ten times the broker's places for one
// account's requests (broker.DefaultWorkPerAccount). The full size, whose
// figures the README gives, runs without -race:
//
//	go test ./cmd/ozdesk -run '^TestProtectedLoad$' -v
func TestProtectedLoad(t *testing.T) {
	needRoot(t)
	agents, asksEach := protectedLoadSize()
	if testing.Short() {
		t.Skipf("%d asks through the broker: not in -short", agents*asksEach)
	}
	brokerAcct := makeAccount(t, "oztbroker")
	agent := makeAccount(t, "oztagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct, "operators:\n  - {user: root, role: approver}\n")
	n.start(t)
	desk := broker.NewClient(n.socket)

	var (
		mu       sync.Mutex
		decided  = map[string]time.Time{} // ask ID → when approved
		seenLag  []time.Duration
		released []time.Duration
	)
	// The desk sees asks (a view polling the queue) and decides them (an
	// operator working through what it sees), apart, as a person does.
	stop := make(chan struct{})
	var deskErr error
	deskDone := make(chan struct{})
	toDecide := make(chan string, agents*asksEach)
	go func() {
		defer close(deskDone)
		defer close(toDecide)
		seen := map[string]bool{}
		for {
			select {
			case <-stop:
				return
			default:
			}
			asks, err := desk.Pending()
			at := time.Now()
			if err != nil {
				deskErr = err
				return
			}
			for _, a := range asks {
				if !seen[a.ID] {
					seen[a.ID] = true
					mu.Lock()
					seenLag = append(seenLag, at.Sub(a.Created))
					mu.Unlock()
					toDecide <- a.ID
				}
			}
			time.Sleep(2 * time.Millisecond)
		}
	}()
	decideDone := approveEach(t, desk, toDecide, &mu, decided)

	var wg sync.WaitGroup
	errs := make(chan error, agents*asksEach)
	for i := range agents {
		wg.Go(func() {
			for j := range asksEach {
				command := fmt.Sprintf("rm -rf ~ # job %d-%d", i, j)
				r := agent.run(n.bin, "", "--config", n.config, "ask", "--agent", fmt.Sprintf("bot%d", i), "--wait", "2m", "--json", "--", command)
				end := time.Now()
				var out struct {
					Ask string `json:"ask"`
				}
				if r.code != 0 || json.Unmarshal([]byte(r.stdout), &out) != nil {
					errs <- fmt.Errorf("%s: exit %d\n%s%s", command, r.code, r.stdout, r.stderr)
					continue
				}
				mu.Lock()
				at, ok := decided[out.Ask]
				mu.Unlock()
				if !ok {
					errs <- fmt.Errorf("%s (ask %s) was released, but the desk never approved it", command, out.Ask)
					continue
				}
				mu.Lock()
				released = append(released, end.Sub(at))
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	close(stop)
	<-deskDone
	<-decideDone
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if deskErr != nil {
		t.Fatal(deskErr)
	}
	if len(decided) != agents*asksEach {
		t.Errorf("the desk approved %d asks, want %d", len(decided), agents*asksEach)
	}
	if r := n.ozdesk(brokerAcct, "", "--config", n.dir+"/none.yaml", "audit", "verify"); r.code != 0 && !strings.Contains(r.stderr, "none.yaml") {
		t.Logf("audit verify: %s", r.stderr)
	}
	t.Logf("%d agents × %d asks: %d through the broker: ask → desk p50 %v p99 %v; decision → unblock p50 %v p99 %v",
		agents, asksEach, len(decided), pct(seenLag, 50), pct(seenLag, 99), pct(released, 50), pct(released, 99))
}

// protectedLoadSize is [TestProtectedLoad]'s agents and asks per agent:
// 20 × 50, or 20 × 10 under the race detector.
func protectedLoadSize() (agents, asksEach int) {
	if raceDetector {
		return 20, 10
	}
	return 20, 50
}

// pct is the p-th percentile of ds.
func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, len(s)*p/100)]
}

// approveEach approves every ask named on ids through desk, as an
// operator working through a queue does, and notes in decided (under mu)
// when each was decided; the channel it returns closes once ids is
// closed and drained.
func approveEach(t *testing.T, desk *broker.Client, ids <-chan string, mu *sync.Mutex, decided map[string]time.Time) <-chan struct{} {
	done := make(chan struct{})
	go func() {
		defer close(done)
		for id := range ids {
			mu.Lock()
			decided[id] = time.Now()
			mu.Unlock()
			if _, err := desk.Decide(id, queue.Decision{Outcome: patterns.Allow, Reason: "load"}); err != nil {
				t.Errorf("decide %s: %v", id, err)
			}
		}
	}()
	return done
}
