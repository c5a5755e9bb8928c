package main

// What the end-to-end tests of every real harness share: finding the
// harness's command (installed from npm by a .ci script and named in an
// environment variable) and running it to the end within a time limit.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// npmHarness is a harness the tests run for real.
type npmHarness struct {
	name    string // as people call it: "Gemini CLI"
	env     string // the variable naming its command: OZDESK_GEMINI
	script  string // the .ci script that installs it and prints its path
	pkg     string // the npm package
	version string // the version the tests were written against (the script's)
	run     string // the -run pattern of its tests
}

// binary returns the command h's variable names, or skips the test saying
// how to get one.
func (h npmHarness) binary(t testing.TB) string {
	t.Helper()
	bin := os.Getenv(h.env)
	if bin == "" {
		t.Skip("the real " + h.name + " is not available: set " + h.env + " to its command, " +
			"e.g. " + h.env + "=$(" + h.script + ") go test ./cmd/ozdesk -run " + h.run + " " +
			"(" + h.script + " installs " + h.pkg + "@" + h.version + " from npm into a cache and prints the path)")
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("%s=%s: %v", h.env, bin, err)
	}
	return bin
}

// harnessResult is how a harness's run ended.
type harnessResult struct {
	Err            error
	Stdout, Stderr string
}

// startHarness starts cmd (made with ctx, which ends after limit) with its
// output captured; the function it returns waits for it. name names the
// harness in the error when it overruns.
func startHarness(name string, limit time.Duration, cmd func(ctx context.Context) *exec.Cmd) func() harnessResult {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	c := cmd(ctx)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	err := c.Start()
	return func() harnessResult {
		defer cancel()
		if err == nil {
			err = c.Wait()
		}
		if ctx.Err() != nil {
			err = fmt.Errorf("%s did not finish in time: %w", name, ctx.Err())
		}
		return harnessResult{Err: err, Stdout: out.String(), Stderr: errOut.String()}
	}
}

// decideAtDesk waits for command's ask to be pending in oz's queue, then
// approves or denies it ("not today") as an operator at the desk would.
func decideAtDesk(t *testing.T, oz ozdeskCLI, decision, command string) {
	t.Helper()
	ask := waitPendingAsk(t, oz, command)
	args := []string{"queue", decision, ask.id()}
	if decision == "deny" {
		args = append(args, "--reason", "not today")
	}
	oz.must(t, args...)
}

// checkRan fails t unless the scripted command's file ran.txt in wd
// exists exactly when want says it ran; log tells what the mock saw.
func checkRan(t *testing.T, wd string, want bool, res harnessResult, log func()) {
	t.Helper()
	_, err := os.Stat(filepath.Join(wd, "ran.txt"))
	if ran := err == nil; ran != want {
		log()
		t.Fatalf("the command ran: %v, want %v\nstdout: %s\nstderr: %s", ran, want, res.Stdout, res.Stderr)
	}
}

// fakeNpmRan puts an `npm` first on the PATH that writes ran.txt in the
// directory it runs in, and does nothing else: the asked command (`npm
// publish`, which the default rules ask about) is harmless, and the file
// proves that it ran.
func fakeNpmRan(t *testing.T, root string) string {
	t.Helper()
	env, err := writeFakeNpm(root)
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// writeFakeNpm is fakeNpmRan for what outlives a test (sharedGeminiACP).
func writeFakeNpm(root string) (string, error) {
	dir := filepath.Join(root, "bin")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	if err := os.WriteFile(filepath.Join(dir, "npm"), []byte("#!/bin/sh\necho \"npm $*\" > ran.txt\n"), 0o700); err != nil {
		return "", err
	}
	return "PATH=" + dir + string(os.PathListSeparator) + os.Getenv("PATH"), nil
}

// askPending starts `ozdesk ask` of command as agent in cwd, waiting for
// the desk, and returns once the ask is queued; the asker is killed when
// the test ends.
func askPending(t *testing.T, oz ozdeskCLI, agent, cwd, command string) {
	t.Helper()
	asker := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", agent, "--cwd", cwd, "--wait", "2m", "--", command)
	asker.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
	if err := asker.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = asker.Process.Kill(); _ = asker.Wait() })
	waitPendingAsk(t, oz, command)
}

// waitPendingAsk returns the pending ask of command once it is queued.
func waitPendingAsk(t *testing.T, oz ozdeskCLI, command string) queuedAsk {
	t.Helper()
	for deadline := time.Now().Add(90 * time.Second); time.Now().Before(deadline); time.Sleep(200 * time.Millisecond) {
		for _, a := range pendingAsks(t, oz) {
			if a.Command == command {
				return a
			}
		}
	}
	t.Fatalf("no pending ask of %q appeared in the queue within 90 s", command)
	return queuedAsk{}
}

// pendingAsks lists the pending asks (none when the store is busy).
func pendingAsks(t *testing.T, oz ozdeskCLI) []queuedAsk {
	t.Helper()
	var out []queuedAsk
	for _, a := range oz.queue(t) {
		if a.State == "pending" {
			out = append(out, a)
		}
	}
	return out
}

// harnessRuns is how many runs of one real harness an end-to-end test
// lets go at once (harnessSlots): its waits (the mock model, the hook,
// the desk) overlap, while at most two harnesses start at once, as
// starting one is seconds of CPU that more at once would stretch past
// their time limits on the 2-core CI machine.
const harnessRuns = 2

// harnessSlots returns the semaphore of one end-to-end test's runs
// (takeHarnessSlot).
func harnessSlots() chan struct{} { return make(chan struct{}, harnessRuns) }

// takeHarnessSlot makes subtest t parallel to its siblings and waits for
// one of slots, which it holds until it and its cleanups are done. Each
// run has its own root, store and mock model.
func takeHarnessSlot(t *testing.T, slots chan struct{}) {
	t.Helper()
	t.Parallel()
	slots <- struct{}{}
	t.Cleanup(func() { <-slots })
}

// harnessRoot makes a scratch directory for one harness run (under the
// system's temporary directory: sockets' paths stay short), removed when
// t ends.
func harnessRoot(t *testing.T, prefix string) string {
	t.Helper()
	root, err := os.MkdirTemp("", prefix)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(root) })
	return root
}

// harnessDesk makes a harness run's scratch directory and an initialised
// store in it, with the ozdesk CLI that reaches that store.
func harnessDesk(t *testing.T, ozBin, prefix string) (string, ozdeskCLI) {
	t.Helper()
	root := harnessRoot(t, prefix)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	return root, oz
}
