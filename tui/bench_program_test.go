package tui

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"
)

// countingWriter counts the bytes a program writes to its terminal.
type countingWriter struct{ n atomic.Int64 }

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n.Add(int64(len(p)))
	return len(p), nil
}

// quiet waits until the writer has been idle for d.
func (w *countingWriter) quiet(d time.Duration) {
	last := w.n.Load()
	for {
		time.Sleep(d)
		now := w.n.Load()
		if now == last {
			return
		}
		last = now
	}
}

// BenchmarkBytesPerKey: the bytes a real bubbletea program writes to an
// 80x24 terminal for one j on a queue of 10,000 and of 100,000 asks, the
// card's own frame included: each j waits for the queue to be loaded
// (and the desk's first sweep done) and for the new card to be drawn
// (not for a quiet spell, which a busy machine stretches past the card's
// arrival). Reported as bytes/key.
func BenchmarkBytesPerKey(b *testing.B) {
	for _, n := range benchSizes {
		b.Run(fmt.Sprintf("asks=%d", n), func(b *testing.B) { benchBytesPerKey(b, n) })
	}
}

func benchBytesPerKey(b *testing.B, n int) {
	d := openDesk(b, 80, 24)
	seedAsks(b, d, n)
	// The clock stands still (no ask expires, so the desk's first sweep
	// ends none, and no age changes); a card takes keys at once.
	m, err := NewModel(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now, Grace: time.Nanosecond,
		Width: 80, Height: 24, Env: []string{"LANG=C.UTF-8", "TERM=xterm-256color", "COLORTERM=truecolor"}})
	if err != nil {
		b.Fatal(err)
	}
	out := &countingWriter{}
	states := make(chan benchState, 1024)
	p := tea.NewProgram(&stateWatch{Model: m, states: states}, tea.WithInput(nil), tea.WithOutput(out), tea.WithWindowSize(80, 24),
		tea.WithColorProfile(colorprofile.TrueColor), tea.WithEnvironment([]string{"TERM=xterm-256color"}),
		tea.WithoutSignals())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, _ = p.Run()
	}()
	defer func() { p.Quit(); wg.Wait() }()
	until := func(what string, ok func(benchState) bool) { waitState(b, states, what, ok) }
	until("the queue loaded and swept", func(s benchState) bool { return s.asks == n && s.drawn != "" && s.swept })
	out.quiet(50 * time.Millisecond) // the first frame written
	j := keyMsgs("j")[0]
	b.ResetTimer()
	start := out.n.Load()
	for i := 0; i < b.N; i++ {
		p.Send(j)
		until("the card after j", func(s benchState) bool { return s.drawn != "" && s.drawn == s.selected && s.pos == i+1 })
		out.quiet(20 * time.Millisecond) // the renderer's next tick
	}
	b.StopTimer()
	b.ReportMetric(float64(out.n.Load()-start)/float64(b.N), "bytes/key")
}

// BenchmarkChange10k: what one store commit (a new ask) costs a desk
// holding 10,000 pending asks: the read of what changed, following the
// audit trail, and its application to the queue.
func BenchmarkChange10k(b *testing.B) {
	d := openDesk(b, 80, 24)
	seedAsks(b, d, benchAsks)
	d.restart()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		d.benchAsk(i, "cargo publish")
		b.StartTimer()
		d.reload()
	}
	b.StopTimer()
	if got := d.m.list.Len(); got != benchAsks+b.N {
		b.Fatalf("%d asks on the desk, want %d", got, benchAsks+b.N)
	}
}

// BenchmarkNewAskShows: from an ask's commit by another goroutine (as a
// harness process would) to the desk holding it, through the queue's
// WaitChange, in a real program. Reported as ms/ask.
func BenchmarkNewAskShows(b *testing.B) {
	d := openDesk(b, 80, 24)
	d.benchAsk(0, "cargo publish") // the store exists
	m, err := newDesk(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now,
		Width: 80, Height: 24, Env: []string{"LANG=C.UTF-8"}}, b.Context())
	if err != nil {
		b.Fatal(err)
	}
	seen := make(chan int, 1024)
	p := tea.NewProgram(&watched{Model: m, seen: seen}, tea.WithInput(nil), tea.WithOutput(&countingWriter{}),
		tea.WithWindowSize(80, 24), tea.WithoutSignals())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, _ = p.Run()
	}()
	defer func() { p.Quit(); wg.Wait() }()
	want := 1
	waitFor := func(n int) {
		waitState(b, seen, fmt.Sprintf("%d asks on the desk", n), func(got int) bool { return got >= n })
	}
	waitFor(want)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		want++
		d.benchAsk(want, "cargo publish")
		waitFor(want)
	}
	b.StopTimer()
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/ask")
}

// watched reports the number of asks on the desk after every update.
type watched struct {
	*Model
	seen chan int
}

func (w *watched) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := w.Model.Update(msg)
	select {
	case w.seen <- w.Model.list.Len():
	default:
	}
	return w, cmd
}

// benchState is what a benchmark waits for: the asks loaded, the selected
// ask (and its position) and the ask whose card is drawn.
type benchState struct {
	asks, pos       int
	selected, drawn string
	swept           bool
}

// stateWatch reports the desk's state after every update.
type stateWatch struct {
	*Model
	states chan benchState
	swept  bool
}

func (w *stateWatch) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := w.Model.Update(msg)
	if _, ok := msg.(sweptMsg); ok {
		w.swept = true
	}
	s := benchState{asks: w.list.Len(), pos: w.list.sel, selected: w.list.selectedID(), swept: w.swept}
	if d := w.card.data; d != nil {
		s.drawn = d.id
	}
	select {
	case w.states <- s:
	default:
	}
	return w, cmd
}
