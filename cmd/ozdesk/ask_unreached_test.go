package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestAskUnreachedStore (issue 9, rt46k M3): a real `ozdesk ask` whose
// store another process holds locked past its lock wait refuses, exit 4,
// and leaves a line beside the store; once the lock is let go, the next
// ask's write folds it into the trail: `ozdesk audit` shows it as an
// ask.unreached entry, the side file is empty, and `audit verify` holds.
func TestAskUnreachedStore(t *testing.T) {
	bin := buildOzdesk(t)
	cases := []struct {
		name, wait, says string
	}{
		// --wait 12s: the lock wait (half of it, 6 s) passes first
		{"lock wait passed", "12s", "stayed busy"},
		// --wait 2s: its deadline passes while the lock wait (5 s) still runs
		{"deadline passed waiting for the lock", "2s", "the store did not answer (another process held it)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			askUnreached(t, bin, tc.wait, tc.says)
		})
	}
}

// askUnreached runs TestAskUnreachedStore's case of an ask with --wait
// wait, its refusal saying says.
func askUnreached(t *testing.T, bin, wait, says string) {
	dir := t.TempDir()
	oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "desk.db")}
	oz.must(t, "init")
	release := holdStoreLock(t, oz.db)

	cmd := exec.Command(bin, "ask", "--db", oz.db, "--agent", "bot", "--wait", wait, "--", "rm", "-rf", "/srv/data")
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(dir, "state"))
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stderr, &stderr // the refusal is on stdout, an error on stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != exitStore {
		t.Fatalf("ozdesk ask with the store locked: %v, want exit %d (stderr %s)", err, exitStore, stderr.Bytes())
	}
	if !strings.Contains(stderr.String(), says) {
		t.Errorf("output %q does not say %q", stderr.String(), says)
	}
	side := store.UnreachedPath(oz.db)
	raw, err := os.ReadFile(side)
	if err != nil {
		t.Fatalf("no record beside the store: %v", err)
	}
	for _, want := range []string{`"agent":"bot"`, `"command":"rm -rf /srv/data"`, `"cwd":`, `"pid":`} {
		if !bytes.Contains(raw, []byte(want)) {
			t.Errorf("side record %s lacks %s", raw, want)
		}
	}
	release()
	if out := oz.must(t, "audit", "--kind", store.KindUnreached); bytes.Contains(out, []byte("rm -rf /srv/data")) {
		t.Fatalf("in the trail before any write:\n%s", out)
	}

	oz.must(t, "ask", "--agent", "bot", "ls") // run puts --db last: no --
	out := oz.must(t, "audit", "--kind", store.KindUnreached)
	for _, want := range []string{store.KindUnreached, "refused unqueued", "agent bot", "rm -rf /srv/data"} {
		if !bytes.Contains(out, []byte(want)) {
			t.Errorf("ozdesk audit lacks %q:\n%s", want, out)
		}
	}
	if fi, err := os.Stat(side); err != nil || fi.Size() != 0 {
		t.Errorf("side file after the fold: %v, %v; want empty", fi, err)
	}
	oz.must(t, "audit", "verify")
}
