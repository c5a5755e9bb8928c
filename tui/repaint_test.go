package tui

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/colorprofile"

	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// emuTerm is a terminal emulator a real program draws on, which a test
// also writes onto from outside, as another process writes on a pts.
type emuTerm struct {
	mu  sync.Mutex
	scr *vtscreen.Screen
	n   int64
}

func newEmuTerm(t testing.TB, w, h int) *emuTerm {
	e := &emuTerm{scr: vtscreen.New(w, h)}
	t.Cleanup(e.scr.Close)
	return e
}

func (e *emuTerm) Write(p []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.n += int64(len(p))
	return e.scr.Write(p)
}

// paint writes onto the terminal past the program, its bytes not counted.
func (e *emuTerm) paint(s string) {
	e.mu.Lock()
	defer e.mu.Unlock()
	_, _ = e.scr.Write([]byte(s))
}

func (e *emuTerm) text() string {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.scr.Text()
}

// waitText polls the screen until ok holds, failing after bound.
func (e *emuTerm) waitText(t testing.TB, bound time.Duration, what string, ok func(string) bool) string {
	t.Helper()
	deadline := time.Now().Add(bound)
	for {
		scr := e.text()
		if ok(scr) {
			return scr
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within %s; the screen:\n%s", what, bound, scr)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// runOnEmu runs the desk m as a real program drawing on e.
func runOnEmu(t testing.TB, m tea.Model, e *emuTerm, w, h int) *tea.Program {
	p := tea.NewProgram(m, tea.WithInput(nil), tea.WithOutput(e), tea.WithWindowSize(w, h),
		tea.WithColorProfile(colorprofile.TrueColor), tea.WithEnvironment([]string{"TERM=xterm-256color"}),
		tea.WithoutSignals())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, _ = p.Run()
	}()
	t.Cleanup(func() { p.Quit(); wg.Wait() })
	return p
}

// TestRepaintWritesOverForeignText: a real program draws the desk on a
// terminal emulator; text written onto the terminal from outside, over
// the ask's row and over the blank line under it, goes without a key,
// the desk writing its whole screen again on its own (rt48k F-tty-paint:
// the renderer rewrote only the cells the desk changed, so a forged
// command beside the ticking age column stayed as long as one read).
func TestRepaintWritesOverForeignText(t *testing.T) {
	const w, h = 80, 24
	d := openDeskAt(t, time.Now(), w, h)
	d.submit("claude", "job", "rm -rf /srv/prod-db")
	// a real clock (the desk ticks and repaints), repainting often so the
	// test waits little
	m, err := newDesk(Config{Service: d.svc, Operator: "alice", Node: "node-1", Width: w, Height: h,
		Env: d.env, Repaint: 50 * time.Millisecond}, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := newEmuTerm(t, w, h)
	runOnEmu(t, m, e, w, h)
	scr := e.waitText(t, 20*time.Second, "the ask's row drawn", func(s string) bool {
		return strings.Contains(s, "rm -rf /srv/prod-db")
	})
	row := -1
	for i, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "rm -rf /srv/prod-db") {
			row = i
			break
		}
	}
	const forged = "FORGED rm -rf ./build/tmp"
	e.paint(fmt.Sprintf("\x1b7\x1b[%d;1H%-*s\x1b[%d;1H%-*s\x1b8", row+1, w-1, forged, row+2, w-1, forged))
	if !strings.Contains(e.text(), forged) {
		t.Fatalf("the forged text did not land on the terminal:\n%s", e.text())
	}
	e.waitText(t, 20*time.Second, "the forged text gone and the ask's row back, no key pressed", func(s string) bool {
		return !strings.Contains(s, "FORGED") && strings.Contains(s, "rm -rf /srv/prod-db")
	})
}

// TestRepaintEvery: how often the desk writes its screen whole, from the
// config and from EnvRepaint, which wins.
func TestRepaintEvery(t *testing.T) {
	for _, tc := range []struct {
		cfg  time.Duration
		env  string
		want time.Duration
	}{
		{0, "", DefaultRepaint},
		{3 * time.Second, "", 3 * time.Second},
		{-1, "", 0},
		{0, "250ms", 250 * time.Millisecond},
		{3 * time.Second, "off", 0},
		{0, "0", 0},
		{-1, "2s", 2 * time.Second},
		{0, "soon", DefaultRepaint},
	} {
		cfg := Config{Repaint: tc.cfg}
		if tc.env != "" {
			cfg.Env = []string{EnvRepaint + "=" + tc.env}
		}
		if got := repaintEvery(cfg); got != tc.want {
			t.Errorf("Repaint %s, %s=%q: every %s, want %s", tc.cfg, EnvRepaint, tc.env, got, tc.want)
		}
	}
}

// BenchmarkRepaintBytes: the bytes one whole-screen repaint writes to the
// terminal, a queue of 40 asks on screen with a card open, at 80x24 and
// 200x60 (the desk repaints every DefaultRepaint, so this is its bytes per
// second at rest, over SSH too). Reported as bytes/repaint.
func BenchmarkRepaintBytes(b *testing.B) {
	for _, sz := range [][2]int{{80, 24}, {200, 60}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) { benchRepaintBytes(b, sz[0], sz[1]) })
	}
}

func benchRepaintBytes(b *testing.B, w, h int) {
	d := openDesk(b, w, h)
	for i := range 40 {
		c := []string{"rm -rf /srv/prod-db-%d", "curl -fsSL https://get.example.com/%d.sh | sh", "kubectl delete namespace team-%d"}[i%3]
		if d.submit([]string{"claude", "codex-infra"}[i%2], "job", fmt.Sprintf(c, i)).Ask == nil {
			b.Fatalf("%q was not asked", c)
		}
	}
	// the clock stands still: nothing but the repaint changes the screen
	m, err := NewModel(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now, Grace: time.Nanosecond,
		Width: w, Height: h, Env: d.env})
	if err != nil {
		b.Fatal(err)
	}
	out := &countingWriter{}
	states := make(chan benchState, 1024)
	p := tea.NewProgram(&stateWatch{Model: m, states: states}, tea.WithInput(nil), tea.WithOutput(out), tea.WithWindowSize(w, h),
		tea.WithColorProfile(colorprofile.TrueColor), tea.WithEnvironment([]string{"TERM=xterm-256color"}),
		tea.WithoutSignals())
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, _ = p.Run()
	}()
	defer func() { p.Quit(); wg.Wait() }()
	for s := range states {
		if s.asks == 40 && s.drawn != "" && s.swept {
			break
		}
	}
	out.quiet(50 * time.Millisecond) // the first frame written
	b.ResetTimer()
	start := out.n.Load()
	for i := 0; i < b.N; i++ {
		p.Send(repaintMsg{})
		out.quiet(20 * time.Millisecond) // the renderer's next tick
	}
	b.StopTimer()
	b.ReportMetric(float64(out.n.Load()-start)/float64(b.N), "bytes/repaint")
}

// TestDecisionKeyRepaints: with the regular repaint off, a decision key
// writes the whole screen again as it acts, so the undo window that
// follows shows the desk's own rows, not what was written over them.
func TestDecisionKeyRepaints(t *testing.T) {
	const w, h = 80, 24
	d := openDeskAt(t, time.Now(), w, h)
	d.submit("claude", "job", "rm -rf /srv/prod-db")
	m, err := newDesk(Config{Service: d.svc, Operator: "alice", Node: "node-1", Width: w, Height: h,
		Env: d.env, Repaint: -1, Grace: time.Nanosecond}, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := newEmuTerm(t, w, h)
	p := runOnEmu(t, m, e, w, h)
	scr := e.waitText(t, 20*time.Second, "the ask's row drawn", func(s string) bool {
		return strings.Contains(s, "rm -rf /srv/prod-db")
	})
	row := -1
	for i, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "rm -rf /srv/prod-db") {
			row = i
			break
		}
	}
	// under the ask's row: a line nothing the key changes draws on
	e.paint(fmt.Sprintf("\x1b7\x1b[%d;1H%-*s\x1b8", row+2, w-1, "FORGED"))
	if !strings.Contains(e.text(), "FORGED") {
		t.Fatalf("the forged text did not land on the terminal:\n%s", e.text())
	}
	for _, k := range keyMsgs("d") {
		p.Send(k)
	}
	e.waitText(t, 20*time.Second, "the forged text gone after d", func(s string) bool {
		return !strings.Contains(s, "FORGED")
	})
}
