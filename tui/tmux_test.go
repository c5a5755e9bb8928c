package tui

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// tmux drives a tmux server of its own (a private socket), so the test
// never touches the user's sessions.
type tmux struct {
	t      *testing.T
	socket string
}

func (x *tmux) run(args ...string) string {
	x.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-L", x.socket}, args...)...).CombinedOutput()
	if err != nil {
		x.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// capture returns what the pane shows.
func (x *tmux) capture() string { return x.run("capture-pane", "-p", "-t", "desk") }

// waitFor polls the pane until it shows every want.
func (x *tmux) waitFor(wants ...string) string {
	x.t.Helper()
	deadline := time.Now().Add(30 * time.Second) // a bound, not a pace: at load a look took over 15s
	for {
		scr := x.capture()
		ok := true
		for _, w := range wants {
			ok = ok && strings.Contains(scr, w)
		}
		if ok {
			return scr
		}
		if time.Now().After(deadline) {
			x.t.Fatalf("the pane never showed %q:\n%s", wants, scr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// startDesk runs the real desk on db in a tmux pane of cols x rows on
// x's socket, ends the tmux server when the test ends, and waits for the
// empty queue. extra is more of the desk's environment.
func (x *tmux) startDesk(o ozdesk, db string, cols, rows int, extra ...string) {
	x.t.Helper()
	env, argv := o.desk(db)
	env = append(env, extra...)
	args := []string{"-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", strconv.Itoa(cols), "-y", strconv.Itoa(rows),
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color"}
	for _, e := range env {
		args = append(args, "-e", e)
	}
	x.run(append(args, argv...)...)
	x.t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
	x.waitFor("Nothing waits for you.")
}

// decide presses a decision key on the card under the cursor once the
// card has been shown a moment, and waits for the pane to show wants. A
// card that just arrived ignores decision keys, counted from when it is
// drawn; on a loaded machine it may be drawn well after its row, so when
// the pane says the key waited, decide looks again and presses again after
// a pause, as an operator would.
func (x *tmux) decide(key string, wants ...string) string {
	x.t.Helper()
	const held = "just arrived: look before"
	deadline := time.Now().Add(15 * time.Second)
	time.Sleep(2 * DefaultGrace)
	x.run("send-keys", "-t", "desk", key)
	for {
		time.Sleep(50 * time.Millisecond)
		scr := x.capture()
		ok := true
		for _, w := range wants {
			ok = ok && strings.Contains(scr, w)
		}
		switch {
		case ok:
			return scr
		case time.Now().After(deadline):
			x.t.Fatalf("the pane never showed %q after %s:\n%s", wants, key, scr)
		case strings.Contains(scr, held):
			// The key waited; press again once the card has been shown a
			// moment, if the pane still says so, after a pause that ends
			// the burst the first press began (burstGap): a press sooner
			// would go on that burst and wait again.
			time.Sleep(burstGap + DefaultGrace)
			if strings.Contains(x.capture(), held) {
				x.run("send-keys", "-t", "desk", key)
			}
		}
	}
}

// asker is a harness process waiting for the answer to its ask.
type asker struct {
	cmd  *exec.Cmd
	out  bytes.Buffer
	done chan error
}

// ozdesk is what the end-to-end tests run: the real ozdesk command when
// this tree has it (cmd/ozdesk, built once per test process), else this test
// binary standing in for it (see runChild).
type ozdesk struct {
	bin string
	// real reports the real command; refused is the exit code of an ask
	// an operator denied.
	real    bool
	refused int
}

// realDeskInTmux is the real ozdesk command for a test that drives it in
// a tmux server: it skips where tmux is not installed or in -short, and
// fails where the command is not the real one.
func realDeskInTmux(t *testing.T) ozdesk {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	if testing.Short() {
		t.Skip("starts processes and a tmux server")
	}
	o := findOzdesk(t)
	if !o.real {
		t.Fatal("this test needs the real ozdesk command (cmd/ozdesk)")
	}
	return o
}

func findOzdesk(t *testing.T) ozdesk {
	t.Helper()
	if _, err := os.Stat(filepath.Join("..", "cmd", "ozdesk", "main.go")); err != nil {
		return ozdesk{bin: os.Args[0], refused: 3}
	}
	bin, err := buildOzdesk()
	if err != nil {
		t.Fatal(err)
	}
	return ozdesk{bin: bin, real: true, refused: 1}
}

// buildOzdesk builds cmd/ozdesk once per test process, into testBinDir
// (TestMain makes it and removes it): linking the binary costs seconds of
// CPU, and every test that runs it runs the same one. A failed build
// fails every test that asks for it.
var buildOzdesk = sync.OnceValues(func() (string, error) {
	bin := filepath.Join(testBinDir, "ozdesk")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/ozdesk").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ../cmd/ozdesk: %v\n%s", err, out)
	}
	return bin, nil
})

// newDB returns the path of a new store in a test directory. The real
// desk opens only a store that exists (a missing one is "no store at
// PATH", exit 4), so with the real command it is made by ozdesk init.
func (o ozdesk) newDB(t *testing.T) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "desk.db")
	if o.real {
		if out, err := exec.Command(o.bin, "--db", db, "init").CombinedOutput(); err != nil {
			t.Fatalf("ozdesk init: %v\n%s", err, out)
		}
	}
	return db
}

// desk is the command line and environment of the desk on db.
func (o ozdesk) desk(db string) (env, argv []string) {
	if o.real {
		return []string{"OZDESK_OPERATOR=alice"}, []string{o.bin, "--db", db}
	}
	return []string{"OZDESK_TUI_TEST_RUN=desk", "OZDESK_DB=" + db}, []string{o.bin}
}

// ask is a harness asking about command on db and waiting.
func (o ozdesk) ask(db, command string) *exec.Cmd {
	if o.real {
		cmd := exec.Command(o.bin, "--db", db, "ask", "--agent", "e2e-agent", "--job", "e2e", "--wait", "1m", "--", command)
		cmd.Env = os.Environ()
		return cmd
	}
	cmd := exec.Command(o.bin)
	cmd.Env = append(os.Environ(), "OZDESK_TUI_TEST_RUN=ask", "OZDESK_DB="+db, "OZDESK_TUI_TEST_COMMAND="+command)
	return cmd
}

// startAsker starts a harness asking about command, in the background.
func startAsker(t *testing.T, o ozdesk, db, command string) *asker {
	t.Helper()
	return startCmd(t, o.ask(db, command))
}

// startCmd starts a harness process, in the background.
func startCmd(t *testing.T, cmd *exec.Cmd) *asker {
	t.Helper()
	a := &asker{done: make(chan error, 1)}
	a.cmd = cmd
	a.cmd.Stdout, a.cmd.Stderr = &a.out, &a.out
	if err := a.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { a.done <- a.cmd.Wait() }()
	t.Cleanup(func() {
		_ = a.cmd.Process.Kill()
		<-a.done
	})
	return a
}

// wait waits for the harness to exit and returns its exit code and output.
func (a *asker) wait(t *testing.T) (int, string) {
	t.Helper()
	select {
	case err := <-a.done:
		a.done <- err // for the cleanup
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		return code, a.out.String()
	case <-time.After(15 * time.Second):
		t.Fatalf("the waiting ask never got its answer; it says: %s", a.out.String())
	}
	return 0, ""
}

// TestTmuxEndToEnd runs the desk in a tmux pane of 80x24 on a real store,
// with harness processes waiting on asks in the background; keys go in
// with send-keys, the screen comes out with capture-pane, and each
// waiting process exits with the operator's decision.
func TestTmuxEndToEnd(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	if testing.Short() {
		t.Skip("starts processes and a tmux server")
	}
	o := findOzdesk(t)
	t.Logf("running %s (the real ozdesk: %v)", o.bin, o.real)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-e2e-%d", os.Getpid())}
	x.startDesk(o, db, 80, 24)

	push := startAsker(t, o, db, "git push --force origin main")
	x.waitFor("Queue · 1 waiting", "git push --force origin main", "cmd.force-push")
	x.decide("a", "approved ask 1 once")
	code, out := push.wait(t)
	if code != 0 {
		t.Fatalf("approved ask: exit %d, %q", code, out)
	}
	x.waitFor("approved ask 1 once", "Nothing waits for you.")

	publish := startAsker(t, o, db, "npm publish --access public")
	x.waitFor("Queue · 1 waiting", "npm publish --access public")
	x.decide("d", "reason:")
	x.run("send-keys", "-t", "desk", "-l", "not from this box")
	x.run("send-keys", "-t", "desk", "Enter")
	code, out = publish.wait(t)
	if code != o.refused {
		t.Fatalf("denied ask: exit %d, %q", code, out)
	}
	x.waitFor("denied ask 2 once")

	x.run("send-keys", "-t", "desk", "q")
	deadline := time.Now().Add(10 * time.Second)
	for exec.Command("tmux", "-L", x.socket, "has-session", "-t", "desk").Run() == nil {
		if time.Now().After(deadline) {
			t.Fatalf("q did not end the desk:\n%s", x.capture())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestTmuxDemo runs `ozdesk demo` (RunDemo) in a tmux pane: the scratch
// desk fills with the simulated agents' asks, an approval reaches its
// agent, and q ends it.
func TestTmuxDemo(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	if testing.Short() {
		t.Skip("starts processes and a tmux server")
	}
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-demo-%d", os.Getpid())}
	x.run("-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "120", "-y", "40",
		"-e", "OZDESK_TUI_TEST_RUN=demo", "-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color", os.Args[0])
	t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
	x.waitFor("Queue · ", "git push --force", "kubectl delete", "curl -fsSL")
	x.decide("a", "approved ask 1 once")
	x.run("send-keys", "-t", "desk", "q")
	deadline := time.Now().Add(10 * time.Second)
	for exec.Command("tmux", "-L", x.socket, "has-session", "-t", "desk").Run() == nil {
		if time.Now().After(deadline) {
			t.Fatalf("q did not end the demo:\n%s", x.capture())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
