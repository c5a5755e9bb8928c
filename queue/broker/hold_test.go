package broker

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// startBroker runs a broker in a process of its own on the store at path,
// until the test ends; stop ends it sooner.
func startBroker(t *testing.T, path, sock string) (stop func()) {
	t.Helper()
	exe, err := os.Executable()
	must(t, err)
	cmd := exec.Command(exe)
	cmd.Env = []string{"OZB_HOSTILE=serve", "OZB_STORE=" + path, "OZB_SOCKET=" + sock}
	stdout, err := cmd.StdoutPipe()
	must(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	must(t, cmd.Start())
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		_ = cmd.Process.Signal(syscall.SIGTERM)
		if err := <-exited; err != nil {
			t.Errorf("the broker: %v\n%s", err, stderr.String())
		}
	}
	t.Cleanup(stop)
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "serving\n" {
		t.Fatalf("the broker: %q, %v\n%s", line, err, stderr.String())
	}
	return stop
}

// auditHead is the head of the audit trail of the store at path.
func auditHead(t *testing.T, path string) store.AuditHead {
	t.Helper()
	head, err := store.New(path).VerifyAudit()
	must(t, err)
	return head
}

// TestBrokerHoldsItsStore: while a broker serves, its store is held open
// and locked, so no other process writes it; the broker writes nothing
// but the file it started with, and once its path names another file it
// serves no request again, not even when the file is put back.
func TestBrokerHoldsItsStore(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "desk.db")
	must(t, initStore(path))
	sock := filepath.Join(socketDir(t), "s")
	stop := startBroker(t, path, sock)
	cl := NewClient(sock)
	allowed := func() {
		t.Helper()
		ans, err := cl.Evaluate(queue.Request{Command: "ls", Cwd: dir})
		if err != nil || ans.Outcome != patterns.Allow || ans.Unavailable != nil {
			t.Fatalf("evaluate ls: %+v, %v; want allow", ans, err)
		}
	}
	allowed()

	// Another process (this one) cannot write the store meanwhile.
	err := store.New(path, store.WithLockTimeout(300*time.Millisecond)).Update(func(*store.Tx) error { return nil })
	if !errors.Is(err, store.ErrLocked) {
		t.Fatalf("a write beside the broker: %v, want ErrLocked", err)
	}

	// Another store put in the store's place is neither read nor
	// written, and neither is the store once it is put back.
	other := filepath.Join(dir, "other.db")
	must(t, initStore(other))
	otherKept := other + ".keep"
	must(t, os.Link(other, otherKept))
	before := auditHead(t, other)
	keep := path + ".keep"
	must(t, os.Link(path, keep))
	must(t, os.Rename(other, path))
	for _, put := range []string{"replaced", "put back"} {
		if put == "put back" {
			must(t, os.Rename(keep, path))
		}
		ans, err := cl.Evaluate(queue.Request{Command: "ls", Cwd: dir})
		if err != nil || ans.Outcome == patterns.Allow || ans.Unavailable == nil {
			t.Errorf("evaluate ls with the store %s: %+v, %v; want a fail-closed ask", put, ans, err)
		}
		if _, err := cl.Pending(); !errors.Is(err, ErrStoreGone) {
			t.Errorf("pending with the store %s: %v, want ErrStoreGone", put, err)
		}
	}
	stop()
	if got := auditHead(t, otherKept); got != before {
		t.Errorf("the broker wrote the store put in its store's place: head %+v, was %+v", got, before)
	}
	if n := evaluations(t, path); n != 1 {
		t.Errorf("the store holds %d evaluations, want 1: the one before it was replaced", n)
	}
}

// evaluations counts the evaluations in the audit trail of the store at
// path.
func evaluations(t *testing.T, path string) int {
	t.Helper()
	n := 0
	err := store.New(path).View(func(tx *store.Tx) error {
		es, err := tx.AuditSince(0, 1000)
		for _, e := range es {
			if e.Kind == store.KindEvaluate {
				n++
			}
		}
		return err
	})
	must(t, err)
	return n
}
