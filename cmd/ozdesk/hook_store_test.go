package main

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestHookStoreHeldPastWait: a store locked by another process after the
// ask is queued does not push the answer past --wait: every hook answers
// its harness's refusal within --wait and the one second it allows
// itself, before a harness timeout set a margin above --wait.
func TestHookStoreHeldPastWait(t *testing.T) {
	bin := buildOzdesk(t)
	const wait = 3 * time.Second
	// Each harness's hook with a store of its own (the lock below is on
	// the whole file), all at once: their waits overlap.
	runAtOnce(len(hookHarnesses), func(i int) {
		harness := hookHarnesses[i]
		t.Run(harness, func(t *testing.T) {
			oz := ozdeskCLI{bin: bin, db: filepath.Join(t.TempDir(), "desk.db")}
			oz.must(t, "init")
			command := "npm publish --tag held-" + harness
			start := time.Now()
			_, done := startHook(t, oz, harness, hookCall(t, harness, t.TempDir(), command), false, "--wait", wait.String())
			waitPendingAsk(t, oz, command)
			f, err := os.OpenFile(oz.db, os.O_RDWR, 0)
			if err != nil {
				t.Fatal(err)
			}
			if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
				t.Fatal(err)
			}
			r := done()
			took := time.Since(start)
			_ = f.Close() // releases the lock
			if err := blocksIn(harness, r); err != nil {
				t.Errorf("%v (stdout %q, stderr %q)", err, r.stdout, r.stderr)
			}
			if limit := wait + hookGrace + 500*time.Millisecond; took > limit {
				t.Errorf("answered after %v, past --wait %v (limit %v)", took.Round(time.Millisecond), wait, limit)
			}
		})
	})
}

// TestHookStoreNotAFile: a store path that is a FIFO (or another file
// that is not a regular file) is refused at once, not opened: opening a
// FIFO would wait for a writer forever.
func TestHookStoreNotAFile(t *testing.T) {
	bin := buildOzdesk(t)
	for _, harness := range hookHarnesses {
		t.Run(harness, func(t *testing.T) {
			dir := t.TempDir()
			oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "desk.db")}
			if err := syscall.Mkfifo(oz.db, 0o600); err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			_, done := startHook(t, oz, harness, hookCall(t, harness, dir, "rm -rf ~"), false, "--wait", "20s")
			r := done()
			if err := blocksIn(harness, r); err != nil {
				t.Errorf("%v (stdout %q, stderr %q)", err, r.stdout, r.stderr)
			}
			if took := time.Since(start); took > 5*time.Second {
				t.Errorf("answered after %v: the FIFO was waited on", took.Round(time.Millisecond))
			}
		})
	}
}
