package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// TestAskBurstExpiresTogether (rt45k #3): a burst of real `ozdesk ask
// --wait 3s` processes on one store, nobody deciding: every asker says
// its ask expired, and the trail and `queue ls --state expired` say so
// too; an asker stopped by SIGINT meanwhile is recorded withdrawn.
// Failed before: the asks were stamped (and their deadlines moved) only
// once each had the store's lock, after their askers' own waits had
// started, so most askers of a burst gave up a moment before the stored
// deadline and recorded "withdrawn: its agent stopped waiting" while they
// said "it expired" (5 of 6 at --wait 30s, 39 of 40 at 20m).
func TestAskBurstExpiresTogether(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	oz.must(t, "policy", "set", "fallback", "ask")
	env := append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
	ask := func(agent, wait, command string) (*exec.Cmd, *bytes.Buffer) {
		cmd := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", agent, "--cwd", t.TempDir(), "--wait", wait, "--", command)
		cmd.Env = env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		return cmd, &out
	}
	// The one stopped by a signal: queued first, stopped while the burst waits.
	stopped, stoppedOut := ask("stopper", "20m", "rm -rf /srv/stopped")
	if err := stopped.Start(); err != nil {
		t.Fatal(err)
	}
	waitPendingAsk(t, oz, "rm -rf /srv/stopped")
	const n = 16
	type result struct {
		out  string
		code int
	}
	results := make([]result, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			cmd, out := ask(fmt.Sprintf("w%d", i), "3s", fmt.Sprintf("rm -rf /srv/burst-%d", i))
			err := cmd.Run()
			code := 0
			if err != nil {
				code = exitCodeOf(t, err)
			}
			results[i] = result{out.String(), code}
		})
	}
	if err := stopped.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	if code := exitCodeOf(t, stopped.Wait()); code != exitUndecided || !strings.Contains(stoppedOut.String(), "withdrawn") {
		t.Errorf("the SIGINT'd asker: exit %d, %q; want %d, withdrawn", code, stoppedOut, exitUndecided)
	}
	wg.Wait()
	for i, r := range results {
		if r.code != exitUndecided || !strings.Contains(r.out, "it expired") {
			t.Errorf("asker %d: exit %d, %q; want %d, it expired", i, r.code, r.out, exitUndecided)
		}
	}
	states := map[string]string{}
	for _, state := range []string{"expired", "withdrawn"} {
		var asks []queuedAsk
		if err := json.Unmarshal(oz.must(t, "queue", "ls", "--state", state, "--json"), &asks); err != nil {
			t.Fatal(err)
		}
		for _, a := range asks {
			states[a.Command] = state
		}
	}
	for i := range n {
		if c := fmt.Sprintf("rm -rf /srv/burst-%d", i); states[c] != "expired" {
			t.Errorf("%s: recorded %q, want expired", c, states[c])
		}
	}
	if s := states["rm -rf /srv/stopped"]; s != "withdrawn" {
		t.Errorf("the SIGINT'd ask: recorded %q, want withdrawn", s)
	}
	// The trail: one expire entry per burst ask, one withdraw (the SIGINT'd).
	trail := string(oz.must(t, "audit", "--kind", "expire", "--kind", "withdraw"))
	if e, w := strings.Count(trail, " expire "), strings.Count(trail, " withdraw "); e != n || w != 1 {
		t.Errorf("the trail holds %d expire and %d withdraw entries, want %d and 1:\n%s", e, w, n, trail)
	}
}
