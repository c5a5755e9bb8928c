package tui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestLeavingNoticeCountsEveryAsk: asks that leave over several reads of
// the store (68 askers killed, read as they go) are counted together
// while the notice is on screen, not just those of the last read (rt9c
// F9: "1 more left the queue" when 67 more had left); the asks a notice
// named (asks 1, 4 and 6, one a read) are not counted again (rt37k L1):
// of seven, three named and four more.
func TestLeavingNoticeCountsEveryAsk(t *testing.T) {
	d := openDesk(t, 100, 30)
	var ids []string
	for i := range 9 {
		ids = append(ids, d.ask("claude", "refactor", fmt.Sprintf("rm -rf /srv/b%d", i)))
	}
	d.reload()
	d.settle()
	// seven leave: three, then two, then two, each read apart
	for _, group := range [][]string{ids[:3], ids[3:5], ids[5:7]} {
		for _, id := range group {
			must(t, d.svc.Withdraw(id, "claude"))
		}
		d.reload()
	}
	d.mustShow("ask 6 withdrawn: its agent stopped waiting · 1 more left the queue, 7 in all", "Queue · 2 waiting")

	// once that notice is gone, a new leaving starts its own count
	d.clock.Add(statusKeep + time.Second)
	d.send(tickMsg(d.clock.Now()))
	must(t, d.svc.Withdraw(ids[7], "claude"))
	d.reload()
	scr := d.mustShow("ask 8 withdrawn: its agent stopped waiting", "Queue · 1 waiting")
	if strings.Contains(scr, "more left the queue") {
		t.Fatalf("a leaving after the notice went still counts the old ones:\n%s", scr)
	}
}

// TestNoticeKeepsUndoCountdown: a notice that comes while a decision
// waits out its undo window (an ask expiring, another withdrawn) does not
// hide the countdown (rt9c F9, F2): it shows beside it, and it stays
// after the window, beside what the decision did.
func TestNoticeKeepsUndoCountdown(t *testing.T) {
	d := openDesk(t, 200, 30)
	d.ask("claude", "refactor", "git push --force origin main")
	other := d.ask("codex", "release", "npm publish --tag beta")
	d.reload()
	d.settle()
	d.keys("a")
	must(t, d.svc.Withdraw(other, "codex"))
	d.reload()
	d.mustShow("approving ask 1 once (git push --force origin main) · u undoes · 2s", "ask 2 withdrawn: its agent stopped waiting")
	d.pastUndo()
	d.mustShow("approved ask 1 once (git push --force origin main)", "ask 2 withdrawn: its agent stopped waiting")
}

// TestLeavingNoticeCountsOnlyUnnamed: asks that leave one at a time, each
// named by its own notice, are never counted again by the next notice
// (rt37k L1: "ask 3 denied by carol: «nope» · 3 more left the queue"
// after asks 1, 2 and 4 had each been named).
func TestLeavingNoticeCountsOnlyUnnamed(t *testing.T) {
	d := openDesk(t, 120, 40)
	var ids []string
	for i := range 5 {
		ids = append(ids, d.ask("claude", "refactor", fmt.Sprintf("rm -rf /srv/b%d", i)))
	}
	d.reload()
	d.settle()
	for _, step := range []struct {
		leave func()
		shows string
	}{
		{func() {
			_, err := d.svc.Decide(ids[0], queue.Decision{Outcome: patterns.Allow, By: "bob"})
			must(t, err)
		},
			"ask 1 approved by bob"},
		{func() { must(t, d.svc.Withdraw(ids[1], "claude")) }, "ask 2 withdrawn: its agent stopped waiting"},
		{func() { must(t, d.svc.Withdraw(ids[3], "claude")) }, "ask 4 withdrawn: its agent stopped waiting"},
		{func() {
			_, err := d.svc.Decide(ids[2], queue.Decision{Outcome: patterns.Refuse, By: "carol", Reason: "nope"})
			must(t, err)
		}, "ask 3 denied by carol"},
	} {
		step.leave()
		d.reload()
		if scr := d.mustShow(step.shows); strings.Contains(scr, "more left the queue") {
			t.Fatalf("a notice counts asks named before it:\n%s", scr)
		}
	}
	d.mustShow("Queue · 1 waiting")
}
