package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestHookUnreachedShortWait: a hook whose --wait is shorter than the
// store's lock timeout (5 s), run while another process holds the store
// locked, refuses and leaves its record beside the store, as a longer
// one does: the desk counts it and the next write puts it in the trail.
// Failed before: the hook's own deadline ended the process while its
// evaluation still waited out the 5 s, and nothing was recorded.
func TestHookUnreachedShortWait(t *testing.T) {
	bin := buildOzdesk(t)
	for _, tc := range []struct{ harness, wait string }{
		{"claude-code", "3s"},
		{"codex", "2s"},
		{"gemini-cli", "4s"},
		{"crush", "3s"},
	} {
		t.Run(tc.harness+" "+tc.wait, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "desk.db")}
			oz.must(t, "init")
			release := holdStoreLock(t, oz.db)
			command := "npm publish --tag unreached-" + tc.harness
			_, done := startHook(t, oz, tc.harness, hookCall(t, tc.harness, dir, command), false, "--wait", tc.wait)
			r := done()
			if err := blocksIn(tc.harness, r); err != nil {
				t.Errorf("%v (stdout %q, stderr %q)", err, r.stdout, r.stderr)
			}
			raw, err := os.ReadFile(store.UnreachedPath(oz.db))
			if err != nil || !bytes.Contains(raw, []byte(command)) {
				t.Fatalf("no record beside the store for %s with --wait %s: %q, %v (hook said %q %q)",
					tc.harness, tc.wait, raw, err, r.stdout, r.stderr)
			}
			release()
			oz.must(t, "ask", "--agent", "bot", "ls")
			if out := oz.must(t, "audit", "--kind", store.KindUnreached); !bytes.Contains(out, []byte(command)) {
				t.Errorf("ozdesk audit lacks the hook's refusal:\n%s", out)
			}
		})
	}
}
