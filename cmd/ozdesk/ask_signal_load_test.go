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

// TestAskSignalledUnderLoadWithdraws: 'ozdesk ask' processes on one store,
// signalled together while another process holds the store's lock longer
// than one lock wait of the old grace (5 s and a moment: a burst of
// hundreds of withdrawals, each with its fsync, takes that long on a
// loaded machine), each wait their turn and withdraw their own ask: the
// audit says withdraw for every one, abandon for none. Before, each asker
// gave up after 6 s and exited; the sweep then recorded the ask
// abandoned (rt39k LOW-4: 373 abandon, 147 withdraw of 520 killed).
func TestAskSignalledUnderLoadWithdraws(t *testing.T) {
	ozBin := buildOzdesk(t)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	oz.must(t, "policy", "set", "max-pending", "100")
	const n = 24
	// longer than the grace the askers had, shorter than the one they have
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
	for deadline := time.Now().Add(2 * time.Minute); len(pendingAsks(t, oz)) < n; time.Sleep(300 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d asks pending after 2 min", len(pendingAsks(t, oz)), n)
		}
	}
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
	for _, r := range runs {
		if err := r.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatal(err)
		}
	}
	for i, r := range runs {
		code := exitCodeOf(t, r.cmd.Wait())
		if code != exitUndecided || !strings.Contains(r.out.String(), "withdrawn") {
			t.Errorf("asker %d: exit %d, stdout %q, stderr %q; want %d, its ask withdrawn", i, code, r.out.String(), r.err.String(), exitUndecided)
		}
	}
	if err := <-holding; err != nil {
		t.Fatal(err)
	}
	if p := pendingAsks(t, oz); len(p) != 0 {
		t.Errorf("%d asks left pending once every asker exited", len(p))
	}
	kinds := map[string]int{}
	for _, line := range bytes.Split(bytes.TrimSpace(oz.must(t, "audit", "--json")), []byte("\n")) {
		var e struct{ Kind string }
		if err := json.Unmarshal(line, &e); err != nil {
			t.Fatalf("audit --json line %q: %v", line, err)
		}
		kinds[e.Kind]++
	}
	if kinds["withdraw"] != n || kinds["abandon"] != 0 {
		t.Errorf("audit: %d withdraw and %d abandon entries; want %d withdraw, none abandoned", kinds["withdraw"], kinds["abandon"], n)
	}
}
