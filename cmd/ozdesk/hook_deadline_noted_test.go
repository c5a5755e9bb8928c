//go:build !ozdesk_adapters

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestHookDeadlineNoted (fx54g): a hook whose ask waited its full --wait
// and whose expiry could not be written (another process took the
// store's lock once the ask was queued) is ended by its own deadline,
// refused, and leaves its record beside the store naming its ask, for
// every hook: the desk counts it and the next write puts it in the
// trail. Failed before: only a hook still waiting for the lock to
// evaluate was noted (TestHookUnreachedShortWait), and this one left
// nothing but an ask pending with no end.
func TestHookDeadlineNoted(t *testing.T) {
	bin := buildOzdesk(t)
	for _, harness := range hookHarnesses {
		t.Run(harness, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "desk.db")}
			oz.must(t, "init")
			command := "rm -rf /srv/deadline-" + harness
			_, done := startHook(t, oz, harness, hookCall(t, harness, dir, command), false, "--wait", "8s")
			ask := waitPendingAsk(t, oz, command).id()
			release := holdStoreLock(t, oz.db)
			r := done()
			if err := blocksIn(harness, r); err != nil {
				t.Errorf("%v (stdout %q, stderr %q)", err, r.stdout, r.stderr)
			}
			raw, err := os.ReadFile(store.UnreachedPath(oz.db))
			if err != nil || !bytes.Contains(raw, []byte(command)) || !bytes.Contains(raw, []byte(`"ask":"`)) {
				t.Fatalf("no record beside the store of ask %s at its deadline: %q, %v (hook said %q %q)",
					ask, raw, err, r.stdout, r.stderr)
			}
			release()
			oz.must(t, "ask", "--agent", "bot", "ls")
			out := oz.must(t, "audit", "--kind", store.KindUnreached)
			if !bytes.Contains(out, []byte(command)) || !bytes.Contains(out, []byte("refused at its deadline")) ||
				!bytes.Contains(out, []byte("was queued, and its end was not written")) {
				t.Errorf("ozdesk audit lacks the hook's end at its deadline:\n%s", out)
			}
		})
	}
}
