package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// evaluations reads the "evaluate" entries of a store's audit trail: how
// many times each (agent, command) was evaluated.
func evaluations(t *testing.T, db string) map[[2]string]int {
	t.Helper()
	seen := map[[2]string]int{}
	err := store.New(db).View(func(tx *store.Tx) error {
		return tx.EachAudit(0, func(e store.AuditEntry) error {
			if e.Kind != store.KindEvaluate {
				return nil
			}
			var ev queue.Evaluation
			if err := json.Unmarshal(e.Data, &ev); err != nil {
				return fmt.Errorf("entry %d: %w", e.Seq, err)
			}
			seen[[2]string{ev.Agent, ev.Command}]++
			return nil
		})
	})
	if err != nil {
		t.Fatal(err)
	}
	return seen
}

// checkStore opens the store the way an operator would after a crash:
// bbolt's consistency check, the audit trail, and the queue's listing.
func checkStore(t *testing.T, bin string, env []string, db string) {
	t.Helper()
	if err := store.New(db).Check(); err != nil {
		t.Fatalf("bbolt check: %v", err)
	}
	if r := runProc(bin, env, "", "audit", "verify"); r.code != 0 {
		t.Fatalf("ozdesk audit verify: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := runProc(bin, env, "", "queue", "ls", "--all", "--json"); r.code != 0 {
		t.Fatalf("ozdesk queue ls: exit %d\n%s", r.code, r.stderr)
	}
}

// TestManyAskers runs 20 processes at once, each asking 50 times in a row,
// against one store: every answer is right, no open times out, and every
// evaluation is in the audit trail exactly once.
//
// Under the race detector (CI) each process asks 10 times, not 50: the 20
// still open the store at once, every fifth ask refused as at the full
// size. The full size, which the README names, runs without -race:
//
//	go test ./cmd/ozdesk -run '^TestManyAskers$' -v
func TestManyAskers(t *testing.T) {
	procs, asks := manyAskersSize()
	if testing.Short() {
		t.Skipf("%d processes: not in -short", procs*asks)
	}
	bin := buildTool(t, ".", "ozdesk")
	db := filepath.Join(t.TempDir(), "desk.db")
	env := []string{"OZDESK_DB=" + db, "OZDESK_OPERATOR=alice", "XDG_STATE_HOME=" + filepath.Dir(db)}
	if r := runProc(bin, env, "", "policy", "refuse", "touch forbidden *", "--reason", "no forbidden files"); r.code != 0 {
		t.Fatalf("policy refuse: exit %d\n%s", r.code, r.stderr)
	}

	var wg sync.WaitGroup
	errs := make(chan error, procs*asks)
	start := time.Now()
	for p := range procs {
		wg.Go(func() {
			agent := fmt.Sprintf("agent-%02d", p)
			for i := range asks {
				command, want := fmt.Sprintf("echo %s-%02d", agent, i), 0
				if i%5 == 4 {
					command, want = fmt.Sprintf("touch forbidden %s-%02d", agent, i), 1
				}
				r := runProc(bin, env, "", "ask", "--agent", agent, "--", command)
				if r.code != want || strings.Contains(r.stderr, "locked") {
					errs <- fmt.Errorf("%s: %q exited %d, want %d\nstdout: %s\nstderr: %s", agent, command, r.code, want, r.stdout, r.stderr)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	t.Logf("%d processes × %d asks in %v", procs, asks, time.Since(start).Round(time.Millisecond))

	seen := evaluations(t, db)
	if len(seen) != procs*asks {
		t.Errorf("%d evaluations in the audit trail, want %d", len(seen), procs*asks)
	}
	for k, n := range seen {
		if n != 1 {
			t.Errorf("%v evaluated %d times, want once", k, n)
		}
	}
	checkStore(t, bin, env, db)
}

// manyAskersSize is [TestManyAskers]' processes and asks per process:
// 20 × 50, or 20 × 10 under the race detector.
func manyAskersSize() (procs, asks int) {
	if raceDetector {
		return 20, 10
	}
	return 20, 50
}

// TestKilledMidWrite SIGKILLs ozdesk processes at random moments while
// others ask and decide: the store still opens, checks and verifies, and
// every decision or evaluation a surviving process acknowledged (exit 0)
// is in it.
func TestKilledMidWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("hundreds of processes: not in -short")
	}
	bin := buildTool(t, ".", "ozdesk")
	db := filepath.Join(t.TempDir(), "desk.db")
	env := []string{"OZDESK_DB=" + db, "XDG_STATE_HOME=" + filepath.Dir(db)}
	if r := runProc(bin, env, "", "init"); r.code != 0 {
		t.Fatalf("ozdesk init: %+v", r)
	}

	// Asks that wait at the desk, to be decided below.
	const waiting = 12
	var waiters []*exec.Cmd
	for i := range waiting {
		cmd := exec.Command(bin, "ask", "--agent", fmt.Sprintf("waiter-%02d", i), "--", fmt.Sprintf("npm publish --tag t%02d", i))
		cmd.Env = append(os.Environ(), env...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		waiters = append(waiters, cmd)
	}
	t.Cleanup(func() {
		for _, w := range waiters {
			_ = w.Process.Kill()
			_ = w.Wait()
		}
	})
	pending := waitPending(t, db, waiting)

	type job struct {
		args []string
		ask  string // the ask an approve decides
	}
	var jobs []job
	for i, a := range pending {
		jobs = append(jobs, job{args: []string{"queue", "approve", a.ID, "--operator", fmt.Sprintf("op-%02d", i)}, ask: a.ID})
	}
	for i := range 120 {
		jobs = append(jobs, job{args: []string{"ask", "--agent", "killed", "--", fmt.Sprintf("echo k-%03d", i)}})
	}
	rand.Shuffle(len(jobs), func(i, j int) { jobs[i], jobs[j] = jobs[j], jobs[i] })

	type outcome struct {
		job
		procResult
	}
	results := make(chan outcome, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for _, j := range jobs {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			cmd := exec.Command(bin, j.args...)
			cmd.Env = append(os.Environ(), append(env, "OZDESK_OPERATOR=killer")...)
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if err := cmd.Start(); err != nil {
				results <- outcome{j, procResult{code: -2, stderr: err.Error()}}
				return
			}
			if rand.IntN(2) == 0 {
				time.AfterFunc(time.Duration(rand.IntN(15000))*time.Microsecond, func() { _ = cmd.Process.Signal(syscall.SIGKILL) })
			}
			results <- outcome{j, waitProc(cmd, cmd.Wait(), &out, &errOut)}
		})
	}
	wg.Wait()
	close(results)

	var acked []outcome
	killed := 0
	for r := range results {
		switch {
		case r.killed:
			killed++
		case r.code == 0:
			acked = append(acked, r)
		default:
			t.Errorf("ozdesk %s: exit %d (not killed)\n%s", strings.Join(r.args, " "), r.code, r.stderr)
		}
	}
	t.Logf("%d processes, %d killed, %d acknowledged", len(jobs), killed, len(acked))
	if killed == 0 || len(acked) == 0 {
		t.Fatalf("the test killed %d and saw %d finish: it proves nothing", killed, len(acked))
	}

	checkStore(t, bin, env, db)
	seen := evaluations(t, db)
	st := store.New(db)
	for _, r := range acked {
		if r.ask == "" {
			if seen[[2]string{"killed", r.args[len(r.args)-1]}] != 1 {
				t.Errorf("%q was answered but its evaluation is not in the audit trail once", r.args[len(r.args)-1])
			}
			continue
		}
		var a store.Ask
		if err := st.View(func(tx *store.Tx) error {
			var err error
			a, err = tx.GetAsk(r.ask)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		op := r.args[len(r.args)-1]
		if a.State != store.StateApproved || a.Decision == nil || a.Decision.By != op {
			t.Errorf("ask %s: %s approved it (exit 0), but the store says %s %+v", r.ask, op, a.State, a.Decision)
		}
	}
}

// waitPending waits until the store holds n pending asks, and returns them.
func waitPending(t *testing.T, db string, n int) []store.Ask {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		var asks []store.Ask
		err := store.New(db).View(func(tx *store.Tx) error {
			var err error
			asks, err = tx.PendingAsks()
			return err
		})
		if err == nil && len(asks) >= n {
			return asks
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("fewer than %d pending asks after 60 s", n)
	return nil
}
