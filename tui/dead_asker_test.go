//go:build linux

package tui

import (
	"os/exec"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestApproveDeadAsker (rt46k M1): in direct mode the process waiting
// for an ask is killed with -9, and the operator then presses a: the
// approval reached nothing, so the ask is recorded withdrawn, "its agent
// is gone", and the desk says so, as it does in protected mode when the
// asker's socket closes. It was recorded "approved" (status line,
// `queue ls`, the trail), though nothing ran. The waiting process is a
// real one, killed while its parent has not reaped it yet (a zombie,
// which kill(pid, 0) still finds); drawn at both golden sizes.
func TestApproveDeadAsker(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			asker := exec.Command("sleep", "600")
			if err := asker.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() {
				_ = asker.Process.Kill()
				_ = asker.Wait()
			})
			ans, err := d.svc.Evaluate(queue.Request{Command: "npm publish --tag beta", Agent: "codex",
				Cwd: d.cwd(), Home: d.home(), Pid: asker.Process.Pid, Wait: time.Hour})
			if err != nil || ans.Ask == nil {
				t.Fatalf("%+v, %v", ans, err)
			}
			d.reload()
			d.settle()
			if err := asker.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			waitDead(t, asker.Process.Pid)
			d.keys("a")
			d.pastUndo()
			a := d.askState(ans.Ask.ID)
			if a.State != store.StateWithdrawn {
				t.Fatalf("ask %s after approving it with its asker dead, want withdrawn", a.State)
			}
			d.mustShow("ask 1 withdrawn: its agent is gone", "your decision changed nothing")
			d.mustNotShow("approved ask 1")
			d.reload()
			d.requireScreen(t)
		})
	}
}

// TestDeadAskerShownGone: the card of an ask whose waiting process was
// killed and not reaped yet (a zombie, which kill(pid, 0) still finds)
// says its harness is gone once the desk looks (its tick), as it does of
// a process reaped.
func TestDeadAskerShownGone(t *testing.T) {
	d := openDesk(t, 120, 40)
	asker := exec.Command("sleep", "600")
	if err := asker.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = asker.Process.Kill()
		_ = asker.Wait()
	})
	if _, err := d.svc.Evaluate(queue.Request{Command: "npm publish --tag beta", Agent: "codex",
		Cwd: d.cwd(), Home: d.home(), Pid: asker.Process.Pid, Wait: time.Hour}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.settle()
	d.send(tickMsg(d.clock.Now()))
	d.mustNotShow("harness gone")
	if err := asker.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	waitDead(t, asker.Process.Pid)
	d.send(tickMsg(d.clock.Now()))
	d.mustShow("harness gone")
}
