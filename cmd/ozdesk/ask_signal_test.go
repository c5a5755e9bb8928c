package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestAskSignals: every signal that would end a waiting 'ozdesk ask'
// withdraws its ask and exits 3 (nobody decided), the reason on stdout: a
// runner whose session drops (SIGHUP) or that is quit (SIGQUIT) leaves no
// ask at the desk that nobody waits for (rt14h #3), and no Go stack.
func TestAskSignals(t *testing.T) {
	ozBin := buildOzdesk(t)
	oz := ozdeskCLI{bin: ozBin, db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(ozBin, "ask", "--db", oz.db, "--agent", "bot", "--", "npm", "publish")
			cmd.Dir = t.TempDir()
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			waitPendingAsk(t, oz, "npm publish")
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			code := exitCodeOf(t, cmd.Wait())
			if code != exitUndecided || !strings.Contains(out.String(), "withdrawn") || strings.Contains(errOut.String(), "goroutine ") {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, the ask withdrawn", code, out.String(), errOut.String(), exitUndecided)
			}
			if p := pendingAsks(t, oz); len(p) != 0 {
				t.Errorf("asks left pending: %+v", p)
			}
		})
	}
}
