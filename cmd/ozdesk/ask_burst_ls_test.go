package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestQueueLsDuringAskBurst (rt19k #8): 100 real `ozdesk ask` processes
// queue at once on one direct-mode store while operators run
// `ozdesk queue ls --json` over and over: every ls succeeds (an
// operator's read waits its turn behind the burst instead of failing
// "store busy" after five seconds), and ls lists all 100 in the end.
func TestQueueLsDuringAskBurst(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	env := append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
	const n = 100
	askers := make([]*exec.Cmd, n)
	for i := range n {
		cmd := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", fmt.Sprintf("flood%d", i%10), "--cwd", t.TempDir(),
			"--wait", "10m", "--", fmt.Sprintf("rm -rf /srv/flood-%d", i))
		cmd.Env = env
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		askers[i] = cmd
	}
	t.Cleanup(func() {
		for _, c := range askers {
			_ = c.Process.Signal(syscall.SIGTERM) // each withdraws its ask
		}
		for _, c := range askers {
			_ = c.Wait()
		}
	})
	const readers = 3
	var (
		wg       sync.WaitGroup
		mu       sync.Mutex
		failures []string
		lists    int
	)
	start := time.Now()
	stop := make(chan struct{})
	var once sync.Once
	for range readers {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				cmd := exec.Command(oz.bin, "queue", "ls", "--json", "--db", oz.db)
				cmd.Env = env
				var stdout, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				err := cmd.Run()
				mu.Lock()
				lists++
				if err != nil {
					failures = append(failures, fmt.Sprintf("%v: %s", err, stderr.Bytes()))
				}
				mu.Unlock()
				var asks []queuedAsk
				if err == nil && json.Unmarshal(stdout.Bytes(), &asks) == nil && len(asks) >= n {
					once.Do(func() { close(stop) })
					return
				}
				if time.Since(start) > 5*time.Minute {
					once.Do(func() { close(stop) })
					mu.Lock()
					failures = append(failures, fmt.Sprintf("not all %d asks listed after 5 minutes", n))
					mu.Unlock()
					return
				}
			}
		})
	}
	wg.Wait()
	t.Logf("%d asks listed after %v; %d queue ls runs", n, time.Since(start).Round(time.Millisecond), lists)
	for _, f := range failures {
		t.Errorf("queue ls during the burst: %s", f)
	}
}
