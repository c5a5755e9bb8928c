package tui

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

const benchAsks = 10000

// benchSizes are the queue lengths the desk is measured at.
var benchSizes = []int{10000, 100000}

// BenchmarkKeyToFrame: one j on a queue of 10,000 and of 100,000 pending
// asks at 80x24, Update and the frame drawn, the card of the newly
// selected ask not built yet (the desk builds it off the event loop).
// Nothing a key does may cost a pass over the asks: the two take the
// same time. /grouped is the queue grouped by agent (s): its order is
// built when the asks change, not per key.
func BenchmarkKeyToFrame(b *testing.B) {
	for _, n := range benchSizes {
		d := openDesk(b, 80, 24)
		seedAsks(b, d, n)
		d.restart()
		b.Run(fmt.Sprintf("asks=%d", n), func(b *testing.B) { benchKeys(b, d) })
		d.keys("s")
		if !strings.Contains(d.screen(), "by agent") {
			b.Fatalf("s did not group the queue:\n%s", d.screen())
		}
		b.Run(fmt.Sprintf("asks=%d/grouped", n), func(b *testing.B) { benchKeys(b, d) })
	}
}

// benchKeys presses j (g at the end) and draws the frame, b.N times.
func benchKeys(b *testing.B, d *testDesk) {
	down, top := keyMsgs("j")[0], keyMsgs("g")[0]
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := down
		if d.m.list.sel == d.m.list.Len()-1 {
			k = top
		}
		d.m.Update(k)
		_ = d.m.Screen()
	}
}

// BenchmarkKeyToFrameWithCard: as BenchmarkKeyToFrame, and the card of
// the selected ask built (read again, suggested, checked against the
// rails) and drawn.
func BenchmarkKeyToFrameWithCard(b *testing.B) {
	d := openDesk(b, 80, 24)
	seedAsks(b, d, benchAsks)
	d.restart()
	down, top := keyMsgs("j")[0], keyMsgs("g")[0]
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := down
		if d.m.list.sel == d.m.list.Len()-1 {
			k = top
		}
		d.send(k)
		_ = d.m.Screen()
	}
}

// BenchmarkLoad10k: reading the store's 10,000 pending asks after a
// change (what each store commit costs the desk), and the memory the desk
// then holds for them.
func BenchmarkLoad10k(b *testing.B) { benchLoad(b, benchAsks) }

// BenchmarkLoad100k: as BenchmarkLoad10k, for 100,000 pending asks.
func BenchmarkLoad100k(b *testing.B) { benchLoad(b, 100000) }

func benchLoad(b *testing.B, n int) {
	d := openDesk(b, 80, 24)
	seedAsks(b, d, n)
	b.ReportAllocs()
	b.ResetTimer()
	var heap uint64
	for i := 0; i < b.N; i++ {
		d.m = nil
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		d.restart()
		_ = d.m.Screen()
		runtime.GC()
		runtime.ReadMemStats(&after)
		heap = after.HeapAlloc - before.HeapAlloc
	}
	if d.m.list.Len() != n {
		b.Fatalf("%d asks loaded", d.m.list.Len())
	}
	b.ReportMetric(float64(heap)/(1<<20), "MiB-held")
}

var _ tea.Model = (*Model)(nil)
