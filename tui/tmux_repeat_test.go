package tui

import (
	"fmt"
	"os"
	"testing"
	"time"
)

// TestTmuxKeyRuns runs the real desk in tmux with three asks waiting and
// presses a as an operator's fingers do: struck every 150 ms, and held
// down (a press, the terminal's repeat delay, then a repeat every 33 ms).
// However the machine's load times the frames, the run approves at most
// the ask under the cursor when it began, never one that came under the
// cursor during it (TestBurstDecidesOnlyWhatWasThere on the model); after
// a pause, a decides again.
func TestTmuxKeyRuns(t *testing.T) {
	o := realDeskInTmux(t)
	held := append([]time.Duration{0}, every(500*time.Millisecond, 2500*time.Millisecond, 33*time.Millisecond)...)
	for _, tc := range []struct {
		name    string
		offsets []time.Duration
	}{
		{"struck every 150 ms", every(0, 1500*time.Millisecond, 150*time.Millisecond)},
		{"held down", held},
	} {
		t.Run(tc.name, func(t *testing.T) {
			db := o.newDB(t)
			x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-runs-%d-%d", os.Getpid(), time.Now().UnixNano())}
			x.startDesk(o, db, 80, 24)
			for i, cmd := range []string{"kubectl --context staging delete ns api",
				"kubectl --context prod delete ns api", "terraform destroy -auto-approve"} {
				askAs(t, o, db, fmt.Sprintf("agent-%d", i), cmd)
				x.waitFor(fmt.Sprintf("Queue · %d waiting", i+1))
			}
			first := storeAsks(t, o, db, "pending")[0]
			time.Sleep(2 * DefaultGrace)
			start := time.Now()
			for _, off := range tc.offsets {
				time.Sleep(time.Until(start.Add(off)))
				x.run("send-keys", "-t", "desk", "a")
			}
			// let go, and let an approval's undo window end
			time.Sleep(burstGap + DefaultUndo + time.Second)
			approved := storeAsks(t, o, db, "approved")
			if len(approved) > 1 || len(approved) == 1 && approved[0].ID != first.ID {
				t.Fatalf("the run approved %+v; at most ask %s, which was under the cursor when it began:\n%s",
					approved, first.ID, x.capture())
			}
			pending := len(storeAsks(t, o, db, "pending"))
			x.decide("a", fmt.Sprintf("Queue · %d waiting", pending-1))
		})
	}
}
