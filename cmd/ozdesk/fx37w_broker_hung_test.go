package main

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestFx37wBrokerHungRefusesWithinBound (issue 10): with a broker that
// runs but hangs — a real `ozdesk serve` started while another process
// (this test) holds its store's file lock: its socket is there and takes
// connections and requests, its process is not stopped, and it answers
// nothing while it waits for the lock — every adapter refuses in its
// harness's terms within the node's evaluate-timeout (1 s here) and a
// slack, naming the broker and the bound, with --wait 60s: before, each
// waited its --wait (the hooks) or the client's 60 s call timeout
// (shell, ask). The command never runs.
func TestFx37wBrokerHungRefusesWithinBound(t *testing.T) {
	needRoot(t)
	bin := buildTool(t, ".", "ozdesk")
	brokerAcct := makeAccount(t, "oz37hb")
	agent := makeAccount(t, "oz37ha")
	n := newNode(t, bin, brokerAcct, "operators:\n  - {user: root, role: admin}\n")
	const bound = time.Second
	addToConfig(t, n, "evaluate-timeout: "+bound.String()+"\n")
	work := t.TempDir()
	if err := os.Chmod(work, 0o777); err != nil {
		t.Fatal(err)
	}
	marker := filepath.Join(work, "ran")
	command := "touch " + marker
	holdStoreLock(t, n.store)
	n.start(t) // its socket takes connections; the broker waits for the lock
	// The broker gives up on the lock after 5 s and exits (then every
	// adapter would say no broker runs): the slack keeps the refusals
	// inside that, for adapters started at once on a loaded machine.
	const slack = 3 * time.Second
	adapters := append(brokerGoneAdapters(work, command), brokerGoneAdapter{
		"ask", []string{"ask", "--agent", "bot", "--wait", "60s", "--", command}, "",
		func(r procResult) bool { return r.code == exitStore },
	})
	results := make([]procResult, len(adapters))
	took := make([]time.Duration, len(adapters))
	runAtOnce(len(adapters), func(i int) {
		start := time.Now()
		results[i] = n.ozdesk(agent, adapters[i].stdin, adapters[i].args...)
		took[i] = time.Since(start)
	})
	want := []string{"the broker at " + n.socket, "did not answer the evaluation within " + bound.String()}
	for i, a := range adapters {
		r := results[i]
		out := r.stdout + r.stderr
		t.Logf("%s: %v, exit %d", a.name, took[i].Round(time.Millisecond), r.code)
		if took[i] > bound+slack {
			t.Errorf("%s: took %v to refuse, want under %v", a.name, took[i], bound+slack)
		}
		if !a.refused(r) {
			t.Errorf("%s: exit %d, want a refusal:\n%s", a.name, r.code, out)
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: the refusal does not say %q:\n%s", a.name, w, out)
			}
		}
	}
	if _, err := os.Stat(marker); err == nil {
		t.Errorf("the command ran")
	}
	if err := n.serve.Process.Signal(syscall.Signal(0)); err != nil {
		t.Errorf("the broker was not there to the end (%v): the refusals prove nothing of a hung one\n%s", err, n.serveLog)
	}
}

// addToConfig adds lines to the node's configuration.
func addToConfig(t *testing.T, n *node, lines string) {
	t.Helper()
	f, err := os.OpenFile(n.config, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(lines); err != nil {
		t.Fatal(err)
	}
}

// holdStoreLock takes the store's file lock in this process, exclusive,
// as another process using the file would (bbolt's flock), until release
// or the test's end.
func holdStoreLock(t *testing.T, path string) (release func()) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	var once sync.Once
	release = func() { once.Do(func() { f.Close() }) } // closing releases the lock
	t.Cleanup(release)
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	return release
}
