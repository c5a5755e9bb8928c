//go:build !ozdesk_adapters

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestShellDeadlineNoted (issue 9): `ozdesk shell --wait` whose ask
// waited its full wait and whose expiry could not be written (another
// process took the store's lock once the ask was queued) is refused at
// its deadline and leaves its record beside the store naming its ask, as
// the hooks do (TestHookDeadlineNoted): the next write puts it in the
// trail as an ask.unreached entry. Failed before: the shell noted
// nothing, and its ask stayed pending with no end in the trail.
func TestShellDeadlineNoted(t *testing.T) {
	bin := buildOzdesk(t)
	dir := t.TempDir()
	oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "desk.db")}
	oz.must(t, "init")
	command := "rm -rf /srv/deadline-shell"
	cmd := oz.shell(dir, []string{"--wait", "6s", "-c", command}, nil)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ask := waitPendingAsk(t, oz, command).id()
	release := holdStoreLock(t, oz.db)
	if code := exitCodeOf(t, cmd.Wait()); code == 0 {
		t.Fatalf("ozdesk shell past its deadline ran the command: %s", out.Bytes())
	}
	raw, err := os.ReadFile(store.UnreachedPath(oz.db))
	if err != nil || !bytes.Contains(raw, []byte(command)) || !bytes.Contains(raw, []byte(`"ask":"`)) {
		t.Fatalf("no record beside the store of ask %s at its deadline: %q, %v (shell said %q)", ask, raw, err, out.Bytes())
	}
	release()
	oz.must(t, "ask", "--agent", "bot", "ls")
	trail := oz.must(t, "audit", "--kind", store.KindUnreached)
	if !bytes.Contains(trail, []byte(command)) || !bytes.Contains(trail, []byte("refused at its deadline")) ||
		!bytes.Contains(trail, []byte("was queued, and its end was not written")) {
		t.Errorf("ozdesk audit lacks the shell's end at its deadline:\n%s", trail)
	}
}
