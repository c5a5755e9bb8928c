package main

import (
	"encoding/json"
	"errors"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue/harness"
)

// TestProtectedHookLimits: a command longer than the reader reads
// reaches the desk as such, within --wait (rt10s F7); and (rt10s F2) with the broker stopped
// (SIGSTOP: it accepts connections and never answers), every hook still
// answers its harness's refusal by --wait after it was started, plus only
// what a hook costs to start and answer here (measured first, with the
// broker running), and with the default waits before the harness timeouts
// the documentation pairs them with: the hook's deadline runs from its own
// start, not from when its ask was queued. F2 runs first, on a node of its
// own, and F7 runs while the hooks with the default waits wait out theirs.
func TestProtectedHookLimits(t *testing.T) {
	needRoot(t)
	broker := makeAccount(t, "oztdlbroker")
	agent := makeAccount(t, "oztdlagent")
	bin := buildTool(t, ".", "ozdesk")
	// Two nodes: n keeps its broker running for the long commands (F7);
	// stopped's broker is stopped (F2), and the hooks that wait out the
	// adapters' default waits there (up to 45 s) wait while F7 runs on n.
	n := newNode(t, bin, broker, "operators:\n  - {user: root, role: admin}\n")
	n.start(t)
	stopped := newNode(t, bin, broker, "operators:\n  - {user: root, role: admin}\n")
	stopped.start(t)

	// What a hook costs here, start to exit, on an allowed command.
	var costs []time.Duration
	for range 3 {
		began := time.Now()
		r := stopped.ozdesk(agent, hookCall(t, "crush", "/", "ls"), "hook", "crush")
		costs = append(costs, time.Since(began))
		if r.code != 0 {
			t.Fatalf("hook crush on ls: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
	}
	slices.Sort(costs)
	cost := costs[1]

	if err := stopped.serve.Process.Signal(syscall.SIGSTOP); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = stopped.serve.Process.Signal(syscall.SIGCONT) })

	// The slack covers six hooks started at once on a loaded machine; a
	// hook that counts its deadline from when it asked, not from its start,
	// answered 1.8 s past --wait here, so it still fails.
	const slack = time.Second
	type run struct {
		harness string
		wait    time.Duration // 0: the adapter's default
		within  time.Duration // the bound the answer must come in
	}
	// The defaults against the harness timeouts the README pairs them
	// with: crush 30 s, Gemini CLI 60 s. They go on in the background,
	// through the checks below; defaultsDone waits for them.
	runs := []run{
		{"crush", 0, 30 * time.Second},
		{"gemini-cli", 0, 60 * time.Second},
	}
	const wait = 3 * time.Second
	for _, h := range hookHarnesses {
		runs = append(runs, run{h, wait, wait + cost + slack})
	}
	defaults := map[string]time.Duration{"crush": harness.DefaultCrushWait, "gemini-cli": harness.DefaultGeminiWait}
	var wg, defaultsDone sync.WaitGroup
	for _, r := range runs {
		group := &wg
		if r.wait == 0 {
			group = &defaultsDone
		}
		group.Go(func() {
			args := []string{"hook", r.harness}
			if r.wait > 0 {
				args = append(args, "--wait", r.wait.String())
			}
			began := time.Now()
			res := stopped.ozdesk(agent, hookCall(t, r.harness, "/", "rm -rf /srv/data"), args...)
			took := time.Since(began)
			if err := blocksIn(r.harness, res); err != nil {
				t.Errorf("%s: %v\n%s%s", r.harness, err, res.stdout, res.stderr)
			}
			w := r.wait
			if w == 0 {
				w = defaults[r.harness]
			}
			if took > r.within {
				t.Errorf("%s --wait %v answered after %v, past %v (a hook costs %v here)", r.harness, w, took.Round(time.Millisecond), r.within, cost.Round(time.Millisecond))
			}
		})
	}
	defer defaultsDone.Wait() // before the cleanups: SIGCONT would answer them
	wg.Wait()

	// rt12 #3: ozdesk shell and ozdesk ask keep to --wait too, with the
	// broker stopped (they took about 60 s, the client's own timeout),
	// and a SIGTERM while they wait ends them at once, refused.
	others := []struct {
		name string
		args []string
		exit int
	}{
		{"shell", []string{"shell", "--wait", wait.String(), "-c", "rm -rf /srv/data"}, exitShellRefused},
		{"ask", []string{"ask", "--agent", "bot", "--wait", wait.String(), "--", "rm -rf /srv/data"}, exitStore},
	}
	for _, o := range others {
		wg.Go(func() {
			began := time.Now()
			res := stopped.ozdesk(agent, "", o.args...)
			took := time.Since(began)
			if res.code != o.exit {
				t.Errorf("%s --wait %v with the broker stopped: exit %d, want %d\n%s%s", o.name, wait, res.code, o.exit, res.stdout, res.stderr)
			}
			if within := wait + harness.BackstopGrace + cost + slack; took > within {
				t.Errorf("%s --wait %v answered after %v, past %v", o.name, wait, took.Round(time.Millisecond), within)
			}
		})
		wg.Go(func() {
			args := slices.Clone(o.args)
			args[slices.Index(args, "--wait")+1] = "60s"
			cmd := agent.command(stopped.bin, append([]string{"--config", stopped.config}, args...)...)
			var out strings.Builder
			cmd.Stdout, cmd.Stderr = &out, &out
			if err := cmd.Start(); err != nil {
				t.Error(err)
				return
			}
			time.Sleep(time.Second)
			if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
				t.Error(err)
			}
			began := time.Now()
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			select {
			case err := <-exited:
				var ee *exec.ExitError
				if !errors.As(err, &ee) || ee.ExitCode() == 0 {
					t.Errorf("%s stopped by SIGTERM while the broker is stopped: %v, want a refusal\n%s", o.name, err, out.String())
				}
			case <-time.After(harness.BackstopGrace + cost + 5*slack):
				_ = cmd.Process.Kill()
				t.Errorf("%s went on for %v after SIGTERM with the broker stopped\n%s", o.name, time.Since(began).Round(time.Millisecond), out.String())
			}
		})
	}
	wg.Wait()

	// rt10s F7: a command longer than the reader reads, 1.5 MB or 3 MB
	// (over what one request to the broker takes), reaches the desk as an
	// ask about an unreadable command of that length, sent as its head and
	// tail; and the ask runs its course within --wait 3s (nobody decides
	// it), rather than the hook's deadline passing while the broker chews
	// on the command, or the command being refused as a store that could
	// not be read. One hook at a time: each reads megabytes of input.
	sizes := []int{1_500_000, 3_000_000}
	for _, h := range hookHarnesses {
		for _, size := range sizes {
			command := "echo " + strings.Repeat("a", size-5)
			began := time.Now()
			res := n.ozdesk(agent, hookCall(t, h, "/", command), "hook", h, "--wait", "3s")
			took := time.Since(began)
			if err := blocksIn(h, res); err != nil {
				t.Errorf("%s on a %d-byte command: %v\n%.300s%.300s", h, size, err, res.stdout, res.stderr)
			}
			if said := res.stdout + res.stderr; !strings.Contains(said, "nobody decided") {
				t.Errorf("%s on a %d-byte command, after %v: %.400s; want its ask's expiry", h, size, took.Round(time.Millisecond), said)
			}
		}
	}
	root := account{name: "root", home: "/root"}
	r := n.ozdesk(root, "", "queue", "ls", "--all", "--json")
	var asks []queuedAsk
	if err := json.Unmarshal([]byte(r.stdout), &asks); r.code != 0 || err != nil {
		t.Fatalf("queue ls: exit %d, %v\n%s%s", r.code, err, r.stdout, r.stderr)
	}
	reached := map[int]int{}
	for _, a := range asks {
		if n, clipped := patterns.ClippedBytes(a.Command); clipped && len(a.Command) < 8<<10 {
			reached[n]++
		}
	}
	for _, size := range sizes {
		if reached[size] != len(hookHarnesses) {
			t.Errorf("%d asks of a %d-byte command reached the desk, clipped; want one per harness (%d)", reached[size], size, len(hookHarnesses))
		}
	}
}
