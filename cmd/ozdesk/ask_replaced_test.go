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

// TestAskStoreReplaced: a real `ozdesk ask` waits on ask 1 of a store;
// another store, whose own ask 1 (another agent's command) has its asker
// waiting, is linked over the file, and the operator approves ask 1 there.
// The first asker must not run its command: it exits 4 (failed closed),
// saying the store was replaced (rt17k 1: it printed "allow" and exited
// 0). The approval is the other store's ask's, not the first asker's.
func TestAskStoreReplaced(t *testing.T) {
	bin := buildOzdesk(t)
	dir := t.TempDir()
	mine := ozdeskCLI{bin: bin, db: filepath.Join(dir, "s1", "desk.db")}
	other := ozdeskCLI{bin: bin, db: filepath.Join(dir, "s2", "desk.db")}
	asker := func(oz ozdeskCLI, agent, command string) (*exec.Cmd, *bytes.Buffer, *bytes.Buffer) {
		cmd := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", agent, "--cwd", "/srv/app", "--wait", "10m", "--", command)
		cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(dir, "state"))
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
		return cmd, &stdout, &stderr
	}
	for _, oz := range []ozdeskCLI{mine, other} {
		if err := os.MkdirAll(filepath.Dir(oz.db), 0o700); err != nil {
			t.Fatal(err)
		}
		oz.must(t, "init")
	}
	victim, vout, verr := asker(mine, "agent-2", "rm -rf /srv/data/release-11/cache")
	asker(other, "agent-0", "rm -rf /srv/OTHER-1")
	waited := waitPendingAsk(t, mine, "rm -rf /srv/data/release-11/cache")
	if theirs := waitPendingAsk(t, other, "rm -rf /srv/OTHER-1"); theirs.id() != waited.id() {
		t.Fatalf("the other store's ask is %s, want %s", theirs.id(), waited.id())
	}
	// The other store is linked over the first one's name, so its own
	// asker still finds its store where it was and keeps waiting: renaming
	// it away let that asker see its store gone and leave, and the approval
	// then found ask 1's agent gone (withdrawn, exit 6) before the victim
	// was ever asked about.
	link := filepath.Join(dir, "s2", "desk.db.link")
	if err := os.Link(other.db, link); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(link, mine.db); err != nil {
		t.Fatal(err)
	}
	mine.must(t, "queue", "approve", waited.id(), "--reason", "test-crossover")
	err := victim.Wait()
	var exitErr *exec.ExitError
	if !errors.As(err, &exitErr) || exitErr.ExitCode() != exitStore {
		t.Fatalf("the asker of another store's ask 1 ended with %v, want exit %d\nstdout: %s\nstderr: %s", err, exitStore, vout, verr)
	}
	if strings.HasPrefix(vout.String(), "allow") || !strings.Contains(verr.String()+vout.String(), "replaced") {
		t.Fatalf("the asker's answer does not say its store was replaced\nstdout: %s\nstderr: %s", vout, verr)
	}
}
