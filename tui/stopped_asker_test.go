//go:build linux

package tui

import (
	"os/exec"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// startAsker starts a real process to stand for an ask's waiting asker
// and asks cmd for it; the process is killed when the test ends.
func (d *testDesk) startAsker(t *testing.T, cmd string) (*exec.Cmd, string) {
	t.Helper()
	asker := exec.Command("sleep", "600")
	if err := asker.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = asker.Process.Signal(syscall.SIGCONT)
		_ = asker.Process.Kill()
		_ = asker.Wait()
	})
	ans, err := d.svc.Evaluate(queue.Request{Command: cmd, Agent: "codex",
		Cwd: fixedCwd, Home: fixedHome, Pid: asker.Process.Pid, Wait: time.Hour})
	if err != nil || ans.Ask == nil {
		t.Fatalf("%+v, %v", ans, err)
	}
	return asker, ans.Ask.ID
}

// TestStoppedAskerShown (rt47k 5): the desk shows an ask whose waiting
// process is stopped (SIGSTOP, ^Z, a frozen container): its row ends
// "stopped", its card says the harness receives the answer only once
// continued. Approved, the status line says the agent was stopped, and
// the store records it with the decision. Failed before: the row and
// card showed nothing, and "✓ approved ask 1 once" read as any other.
func TestStoppedAskerShown(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			asker, id := d.startAsker(t, "npm publish --tag beta")
			d.reload()
			d.settle()
			d.send(tickMsg(d.clock.Now()))
			d.mustNotShow("stopped")
			// between its polls: stopped inside one it holds the
			// store's lock, and the approval waits out its timeout
			if err := testproc.StopOutsideLock(asker.Process.Pid); err != nil {
				t.Fatal(err)
			}
			d.send(tickMsg(d.clock.Now()))
			d.mustShow("stopped", "harness stopped")
			d.requireScreen(t)

			d.keys("a")
			d.pastUndo()
			a := d.askState(id)
			if a.State != store.StateApproved || a.Decision == nil || a.Decision.Asker == "" {
				t.Fatalf("ask %s %+v after approving it with its asker stopped", a.State, a.Decision)
			}
			d.mustShow("approved ask 1 once", "its agent was stopped")
		})
	}
}

// TestDeskGoneByQueueRules (fx48k 5): the desk tells a gone asker by the
// queue's rules: a process numbered in another pid namespace than the
// desk's is not looked at (its number names nothing, or another
// process, here), so its ask is not shown "harness gone" although no
// process of its number runs here; in the desk's own namespace the same
// dead asker is. Failed before: the desk checked the pid alone
// (ProcessGone(pid, 0)), and showed the sandboxed asker gone while the
// queue took it for running.
func TestDeskGoneByQueueRules(t *testing.T) {
	for _, tc := range []struct {
		name  string
		shift uint64
		gone  bool
	}{
		{"same namespace", 0, true},
		{"other namespace", 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			if d.m.pidNS == 0 {
				t.Skip("no /proc/self/ns/pid here: pid namespaces are not told apart")
			}
			d.m.pidNS += tc.shift
			asker, _ := d.startAsker(t, "npm publish --tag beta")
			d.reload()
			d.settle()
			if err := asker.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			_ = asker.Wait()
			d.send(tickMsg(d.clock.Now()))
			if tc.gone {
				d.mustShow("harness gone")
			} else {
				d.mustNotShow("harness gone", "gone")
			}
		})
	}
}
