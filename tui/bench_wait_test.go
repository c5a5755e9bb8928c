package tui

import (
	"fmt"
	"testing"
	"time"
)

// benchWait is how long a benchmark waits for what it measures before it
// fails: `go test -timeout` does not stop a benchmark, so a wait with no
// end of its own hangs `.ci/bench` (an ask the cap refused, which never
// reaches the desk, was waited for forever).
const benchWait = 2 * time.Minute

// waitState reads states until ok holds of one, failing the benchmark
// when none does within benchWait or the channel closes.
func waitState[T any](tb testing.TB, states <-chan T, what string, ok func(T) bool) {
	tb.Helper()
	deadline := time.NewTimer(benchWait)
	defer deadline.Stop()
	for {
		select {
		case s, open := <-states:
			if !open {
				tb.Fatalf("waiting for %s: the program stopped", what)
			}
			if ok(s) {
				return
			}
		case <-deadline.C:
			tb.Fatalf("waiting for %s: nothing after %v", what, benchWait)
		}
	}
}

// benchAsk queues one ask of its own agent (bench-N), so that no agent
// reaches its cap of pending asks however many a benchmark queues, and
// fails the benchmark when the queue did not queue it (refused, or
// answered by a rule).
func (d *testDesk) benchAsk(n int, command string) {
	d.t.Helper()
	ans := d.submit(fmt.Sprintf("bench-%d", n), "job", command)
	if ans.Ask == nil {
		d.t.Fatalf("ask %d (%q) not queued: %s %s: %s", n, command, ans.Outcome, ans.Rule, ans.Reason)
	}
}
