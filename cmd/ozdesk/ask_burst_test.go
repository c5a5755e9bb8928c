package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestAskBurstWaitsForLock: a burst of real `ozdesk ask` processes on one
// store, each with a generous --wait: every one is answered; none fails
// closed because the store's lock was busy (they queue for it within
// their own deadline, not five seconds).
func TestAskBurstWaitsForLock(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	const n = 60
	type result struct {
		out, errOut string
		err         error
	}
	results := make([]result, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			cmd := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", fmt.Sprintf("burst%d", i), "--cwd", t.TempDir(),
				"--wait", "20m", "--", fmt.Sprintf("ls /srv/b%d", i))
			cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			results[i] = result{stdout.String(), stderr.String(), err}
		})
	}
	wg.Wait()
	for i, r := range results {
		if r.err != nil || !strings.HasPrefix(r.out, "allow") || strings.Contains(r.errOut, "busy") {
			t.Errorf("ask %d: %v\nstdout: %s\nstderr: %s", i, r.err, r.out, r.errOut)
		}
	}
}
