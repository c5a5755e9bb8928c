package tui

import (
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// pressAt presses key at each offset from start (the desk's clock moved
// there first), with the clock's ticks in between, as a terminal delivers
// a key struck quickly or held down; arrive, when set, runs once the
// clock passes its offset (an ask arriving during the keys).
func (d *testDesk) pressAt(key string, start time.Time, offsets []time.Duration, arrive func(), at time.Duration) {
	d.t.Helper()
	to := func(off time.Duration) { d.clock.Add(start.Add(off).Sub(d.clock.Now())) }
	for _, off := range offsets {
		if arrive != nil && off >= at {
			to(at)
			arrive()
			arrive = nil
		}
		to(off)
		d.send(tickMsg(d.clock.Now()))
		d.keys(key)
	}
}

// every is the offsets from..to, step apart.
func every(from, to, step time.Duration) []time.Duration {
	var out []time.Duration
	for t := from; t <= to; t += step {
		out = append(out, t)
	}
	return out
}

// keyRepeat is a key held down for hold: pressed, then repeated after
// delay every 33 ms (30 a second).
func keyRepeat(delay, hold time.Duration) []time.Duration {
	return append([]time.Duration{0}, every(delay, hold, 33*time.Millisecond)...)
}

// TestBurstDecidesOnlyWhatWasThere: a run of a presses, struck quickly or
// held down, approves the card that was under the cursor when it began
// and nothing that came under the cursor during it (the next ask the
// decision brought, or an ask that arrived), however long the run lasts
// past the grace period (rt13k #3). A pause of burstGap ends the run, and
// the next a decides the card on screen.
func TestBurstDecidesOnlyWhatWasThere(t *testing.T) {
	cases := []struct {
		name    string
		offsets []time.Duration
		arrive  bool // the next ask arrives during the keys, not before them
		pending int  // asks of the three still pending after the keys
	}{
		{name: "struck every 150 ms", offsets: every(0, 1500*time.Millisecond, 150*time.Millisecond), pending: 2},
		{name: "struck every 450 ms", offsets: every(0, 2700*time.Millisecond, 450*time.Millisecond), pending: 2},
		{name: "struck every 900 ms", offsets: every(0, 3600*time.Millisecond, 900*time.Millisecond), pending: 2},
		{name: "held down, X's 660 ms repeat delay", offsets: keyRepeat(660*time.Millisecond, 4*time.Second), pending: 2},
		{name: "held down, a 250 ms repeat delay", offsets: keyRepeat(250*time.Millisecond, 4*time.Second), pending: 2},
		{name: "held down while the next ask arrives", offsets: keyRepeat(500*time.Millisecond, 4*time.Second),
			arrive: true, pending: 2},
		// the operator's own pace: each a after a pause decides the card
		// then on screen
		{name: "pressed every 1.2 s", offsets: every(0, 2400*time.Millisecond, 1200*time.Millisecond), pending: 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			ids := []string{d.ask("claude", "staging", "kubectl --context staging delete ns api")}
			more := func() {
				ids = append(ids, d.ask("codex", "prod", "kubectl --context prod delete ns api"),
					d.ask("gemini", "prod", "terraform destroy -auto-approve"))
				d.reload()
			}
			if !tc.arrive {
				more()
			}
			d.reload()
			d.settle()
			start := d.clock.Now()
			var arrive func()
			if tc.arrive {
				arrive = more
			}
			d.pressAt("a", start, tc.offsets, arrive, 300*time.Millisecond)
			d.pastUndo()
			d.reload()
			if got := d.askState(ids[0]).State; got != store.StateApproved {
				t.Fatalf("the ask on screen when the keys began is %s, want approved\n%s", got, d.screen())
			}
			pending := 0
			for _, id := range ids[1:] {
				if d.askState(id).State == store.StatePending {
					pending++
				}
			}
			if pending != tc.pending {
				t.Fatalf("%d asks of %d still pending after the keys, want %d\n%s", pending, len(ids)-1, tc.pending, d.screen())
			}
			if pending == 0 {
				return
			}
			// let go: after a pause, a decides the card on screen
			d.clock.Add(burstGap)
			d.send(tickMsg(d.clock.Now()))
			d.mustShow("Queue · 2 waiting")
			d.keys("a")
			d.pastUndo()
			d.reload()
			d.mustShow("Queue · 1 waiting", "approved ask")
		})
	}
}
