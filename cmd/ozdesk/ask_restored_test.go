package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestAskRestoredCopy (rt35k HIGH-1): a real `ozdesk ask` waits on its
// ask; an older copy of the same store, made before the ask, is put back
// in the file's place. The asker exits 4 saying the store was replaced,
// and names no zero-padded store key (it said "get ask 0000000004: ask
// 0000000004: not found").
func TestAskRestoredCopy(t *testing.T) {
	bin := buildOzdesk(t)
	dir := t.TempDir()
	oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "s", "desk.db")}
	if err := os.MkdirAll(filepath.Dir(oz.db), 0o700); err != nil {
		t.Fatal(err)
	}
	oz.must(t, "init")
	backup, err := os.ReadFile(oz.db)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", "twin", "--cwd", "/srv/app", "--wait", "10m", "--", "rm -rf /srv/harmless-cache")
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(dir, "state"))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	waitPendingAsk(t, oz, "rm -rf /srv/harmless-cache")
	tmp := oz.db + ".restore"
	if err := os.WriteFile(tmp, backup, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, oz.db); err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	var exitErr *exec.ExitError
	if !errors.As(err, &exitErr) || exitErr.ExitCode() != exitStore {
		t.Fatalf("the asker ended with %v, want exit %d\nstdout: %s\nstderr: %s", err, exitStore, &stdout, &stderr)
	}
	out := stdout.String() + stderr.String()
	if !strings.Contains(out, "replaced") || strings.Contains(out, "000000") {
		t.Fatalf("the asker's answer does not say its store was replaced, or names a store key:\n%s", out)
	}
}
