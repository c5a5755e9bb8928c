package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// TestAskSignalsTogether: in direct mode (no broker), 'ozdesk ask'
// processes waiting on one store and signalled at once each withdraw their
// ask and exit 3, however the store's lock is contended by the others'
// withdrawals; none blames a broker, and no ask is left pending for the
// sweep to abandon (rt18k #4: most exited 4 "the broker or the store did
// not answer", their asks pending ~13 s). The lock is held longer than
// one lock wait and the old 6 s grace (rt39k LOW-4: under load, askers gave
// up after 6 s and the sweep recorded 373 of 520 killed asks abandoned):
// each still waits its turn and withdraws its own ask.
func TestAskSignalsTogether(t *testing.T) {
	ozBin := buildOzdesk(t)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	oz.must(t, "policy", "set", "max-pending", "100")
	const n = 24
	holdFor := store.DefaultLockTimeout + harness.BackstopGrace + 2*time.Second
	if holdFor >= harness.StoreStopGrace {
		t.Fatalf("the hold (%v) must be shorter than the askers' grace (%v)", holdFor, harness.StoreStopGrace)
	}
	type run struct {
		cmd      *exec.Cmd
		out, err bytes.Buffer
	}
	runs := make([]*run, n)
	for i := range runs {
		r := &run{cmd: exec.Command(ozBin, "ask", "--db", oz.db, "--agent", fmt.Sprintf("k%d", i%4), "--wait", "30m", "--", "npm", "publish", fmt.Sprintf("pkg%d", i))}
		r.cmd.Dir = t.TempDir()
		r.cmd.Stdout, r.cmd.Stderr = &r.out, &r.err
		if err := r.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		runs[i] = r
	}
	defer func() {
		for _, r := range runs {
			_ = r.cmd.Process.Kill()
		}
	}()
	for deadline := time.Now().Add(2 * time.Minute); len(pendingAsks(t, oz)) < n; time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d asks pending after 2 min", len(pendingAsks(t, oz)), n)
		}
	}
	// Another process holds the store's lock as the signals come (a desk
	// reading a card, a burst of writes): each withdrawal waits for it.
	held := make(chan struct{})
	holding := make(chan error, 1)
	go func() {
		holding <- store.New(oz.db).View(func(*store.Tx) error {
			close(held)
			time.Sleep(holdFor)
			return nil
		})
	}()
	<-held
	start := time.Now()
	for _, r := range runs {
		if err := r.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
	}
	for i, r := range runs {
		code := exitCodeOf(t, r.cmd.Wait())
		if code != exitUndecided || !strings.Contains(r.out.String(), "withdrawn") || strings.Contains(r.err.String(), "broker") {
			t.Errorf("ask %d: exit %d, stdout %q, stderr %q; want %d, the ask withdrawn, no broker named", i, code, r.out.String(), r.err.String(), exitUndecided)
		}
	}
	took := time.Since(start)
	if err := <-holding; err != nil {
		t.Fatal(err)
	}
	t.Logf("%d askers signalled together exited within %v", n, took)
	if p := pendingAsks(t, oz); len(p) != 0 {
		t.Errorf("%d asks left pending once every asker exited: %+v", len(p), p)
	}
	// Each ask ended withdrawn by its asker, none abandoned by a sweep.
	kinds := map[string]int{}
	for _, line := range bytes.Split(bytes.TrimSpace(oz.must(t, "audit", "--json")), []byte("\n")) {
		var e struct{ Kind string }
		if err := json.Unmarshal(line, &e); err != nil {
			t.Fatalf("audit --json line %q: %v", line, err)
		}
		kinds[e.Kind]++
	}
	if kinds["withdraw"] != n || kinds["abandon"] != 0 {
		t.Errorf("audit: %d withdraw and %d abandon entries; want %d withdrawn", kinds["withdraw"], kinds["abandon"], n)
	}
}
