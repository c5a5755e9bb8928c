package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/internal/teststore"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// clock is a settable clock shared by the store, the queue and the desk.
type clock = teststore.Clock

// testStart is the fixed time tests start at.
var testStart = time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC)

// testDesk is a desk over a real store in a temporary directory, driven
// through its model: messages in, commands run to completion, screens out
// through a terminal emulator.
type testDesk struct {
	t     testing.TB
	dir   string
	st    *store.Store
	svc   *queue.Service
	clock *clock
	m     *Model
	w, h  int
	quit  bool
	// api is what the desk is given: the real service behind a tripwire
	// that fails the test when Update or View calls it (onLoop is set
	// while they run).
	api    *guardAPI
	onLoop *atomic.Bool
	// hold, when set, keeps the messages it picks from the model until
	// release: a command that is still on its way.
	hold func(tea.Msg) bool
	held []tea.Msg
	// env is the desk's environment; raw what it wrote to the terminal
	// past its frames (tea.Raw: the bell, notifications).
	env []string
	raw []string
}

// openDesk makes a store, a queue over it and a desk of w×h on it, for
// operator "alice" on node "node-1".
func openDesk(t testing.TB, w, h int) *testDesk {
	t.Helper()
	return openDeskEnv(t, w, h)
}

// deskEnv is the environment of a test desk, before what a test adds.
var deskEnv = []string{"LANG=C.UTF-8", "COLORTERM=truecolor", "TERM=xterm-256color"}

// openDeskEnv opens a desk as openDesk does, with more in its
// environment.
func openDeskEnv(t testing.TB, w, h int, env ...string) *testDesk {
	t.Helper()
	return openDeskAt(t, testStart, w, h, env...)
}

// openDeskAt opens a desk as openDeskEnv does, its clock set at start
// (time.Now() for a desk whose store other processes, on the real
// clock, decide in too).
func openDeskAt(t testing.TB, start time.Time, w, h int, env ...string) *testDesk {
	t.Helper()
	dir := t.TempDir()
	ck := teststore.NewClock(start)
	st := store.New(filepath.Join(dir, "state", "desk.db"), store.WithClock(ck.Now))
	home := filepath.Join(dir, "home", "op")
	if err := os.MkdirAll(filepath.Join(home, "src", "api"), 0o755); err != nil {
		t.Fatal(err)
	}
	svc := queue.New(st, queue.WithNode("node-1"), queue.WithClock(ck.Now), queue.WithHome(home))
	d := &testDesk{t: t, dir: dir, st: st, svc: svc, clock: ck, w: w, h: h, onLoop: &atomic.Bool{}}
	d.api = &guardAPI{real: svc, t: t, onLoop: d.onLoop, path: testStorePath}
	d.env = append(append([]string{}, deskEnv...), env...)
	m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "node-1", Now: ck.Now,
		Width: w, Height: h, Env: d.env})
	if err != nil {
		t.Fatal(err)
	}
	d.m = m
	d.run(m.Init())
	return d
}

// restart opens a new desk on the same store, which reads it whole.
func (d *testDesk) restart() {
	d.t.Helper()
	m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "node-1", Now: d.clock.Now,
		Width: d.w, Height: d.h, Env: d.env})
	if err != nil {
		d.t.Fatal(err)
	}
	d.m = m
	d.run(m.Init())
}

// home is the home directory of the simulated agents.
func (d *testDesk) home() string { return filepath.Join(d.dir, "home", "op") }

// cwd is the working directory of the simulated agents.
func (d *testDesk) cwd() string { return filepath.Join(d.home(), "src", "api") }

// submit evaluates a command through the real queue, as `ozdesk ask`
// would, and returns its answer.
func (d *testDesk) submit(agent, job, command string) *queue.Answer {
	d.t.Helper()
	ans, err := d.svc.Evaluate(queue.Request{Command: command, Agent: agent, Job: job, Harness: "cli",
		Cwd: d.cwd(), Home: d.home(), Wait: 10 * time.Minute})
	if err != nil {
		d.t.Fatalf("evaluate %q: %v", command, err)
	}
	return ans
}

// fixedCwd and fixedHome are where the agents of golden screens work: the
// temporary directory's name would change the screens from run to run.
const (
	fixedHome = "/home/op"
	fixedCwd  = "/home/op/src/api"
)

// askFixed submits a command the policy asks about from fixedCwd, for a
// golden screen, and returns its ask's ID.
func (d *testDesk) askFixed(agent, job, command string) string {
	d.t.Helper()
	ans, err := d.svc.Evaluate(queue.Request{Command: command, Agent: agent, Job: job, Harness: "cli",
		Cwd: fixedCwd, Home: fixedHome, Wait: 10 * time.Minute})
	if err != nil {
		d.t.Fatalf("evaluate %q: %v", command, err)
	}
	if ans.Ask == nil {
		d.t.Fatalf("%q was answered %s by %s, not asked", command, ans.Outcome, ans.Rule)
	}
	return ans.Ask.ID
}

// ask submits a command the policy asks about and returns its ask's ID.
func (d *testDesk) ask(agent, job, command string) string {
	d.t.Helper()
	ans := d.submit(agent, job, command)
	if ans.Ask == nil {
		d.t.Fatalf("%q was answered %s by %s, not asked", command, ans.Outcome, ans.Rule)
	}
	return ans.Ask.ID
}

// reload tells the desk the store changed, as the watch does.
func (d *testDesk) reload() { d.send(StoreChangedMsg{}) }

// send gives the model messages and runs the commands they return to
// completion, feeding their messages back.
func (d *testDesk) send(msgs ...tea.Msg) {
	for _, msg := range msgs {
		if _, ok := msg.(tea.QuitMsg); ok {
			d.quit = true
			continue
		}
		if raw, ok := msg.(tea.RawMsg); ok {
			d.raw = append(d.raw, fmt.Sprint(raw.Msg))
			continue
		}
		if d.hold != nil && d.hold(msg) {
			d.held = append(d.held, msg)
			continue
		}
		d.onLoop.Store(true)
		_, cmd := d.m.Update(msg)
		d.onLoop.Store(false)
		d.run(cmd)
	}
}

// release stops holding messages and gives the model those held.
func (d *testDesk) release() {
	held := d.held
	d.hold, d.held = nil, nil
	d.send(held...)
}

func (d *testDesk) run(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	switch msg := cmd().(type) {
	case nil:
	case tea.BatchMsg:
		for _, c := range msg {
			d.run(c)
		}
	default:
		d.send(msg)
	}
}

// keys sends key presses, written as msg.String() spells them ("j",
// "enter", "shift+tab", "A"); a longer plain word is typed rune by rune.
func (d *testDesk) keys(ks ...string) {
	for _, k := range ks {
		for _, msg := range keyMsgs(k) {
			d.send(msg)
		}
	}
}

func keyMsgs(k string) []tea.Msg {
	special := map[string]tea.Key{
		"enter": {Code: tea.KeyEnter}, "esc": {Code: tea.KeyEscape}, "tab": {Code: tea.KeyTab},
		"shift+tab": {Code: tea.KeyTab, Mod: tea.ModShift}, "up": {Code: tea.KeyUp}, "down": {Code: tea.KeyDown},
		"left": {Code: tea.KeyLeft}, "right": {Code: tea.KeyRight}, "space": {Code: tea.KeySpace, Text: " "},
		"backspace": {Code: tea.KeyBackspace}, "ctrl+c": {Code: 'c', Mod: tea.ModCtrl}, "ctrl+t": {Code: 't', Mod: tea.ModCtrl},
		"pgdown": {Code: tea.KeyPgDown}, "pgup": {Code: tea.KeyPgUp}, "home": {Code: tea.KeyHome}, "end": {Code: tea.KeyEnd},
	}
	if key, ok := special[k]; ok {
		return []tea.Msg{tea.KeyPressMsg(key)}
	}
	if c, ok := strings.CutPrefix(k, "ctrl+"); ok && utf8.RuneCountInString(c) == 1 {
		r, _ := utf8.DecodeRuneInString(c)
		return []tea.Msg{tea.KeyPressMsg(tea.Key{Code: r, Mod: tea.ModCtrl})}
	}
	var out []tea.Msg
	for _, r := range k {
		out = append(out, tea.KeyPressMsg(tea.Key{Code: r, Text: string(r)}))
	}
	if utf8.RuneCountInString(k) == 0 {
		return nil
	}
	return out
}

// screen is what a terminal shows of the desk now.
func (d *testDesk) screen() string {
	d.onLoop.Store(true)
	frame := d.m.Screen()
	d.onLoop.Store(false)
	s := vtscreen.Render(frame, d.w, d.h)
	defer s.Close()
	return s.Text()
}

// mustShow fails unless the screen holds every want.
func (d *testDesk) mustShow(wants ...string) string {
	d.t.Helper()
	scr := d.screen()
	for _, w := range wants {
		if !strings.Contains(scr, w) {
			d.t.Fatalf("screen lacks %q:\n%s", w, scr)
		}
	}
	return scr
}

// askState reads an ask's state from the store.
func (d *testDesk) askState(id string) store.Ask {
	d.t.Helper()
	a, err := d.svc.Get(id)
	if err != nil {
		d.t.Fatal(err)
	}
	return a
}

// decisionBy is a denial by another operator.
func decisionBy(op string) queue.Decision {
	return queue.Decision{Outcome: patterns.Refuse, By: op, Reason: "too risky"}
}
