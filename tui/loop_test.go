package tui

import (
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
)

// TestUpdateNeverCallsTheService drives a whole session through a desk
// whose queue service fails the test when Update or View calls it: asks
// arriving, cards, the editor with its live preview, a rule written, a
// denial, the rules and audit views, an ask decided elsewhere. Every
// store read and write must run in a command, off the event loop. (Every
// test desk carries the same tripwire; this one goes everywhere.)
func TestUpdateNeverCallsTheService(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
	d.ask("claude", "release", "npm publish --tag beta ./packages/core")
	other := d.ask("codex", "infra", "kubectl delete namespace staging")
	d.ask("gemini", "fix", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("enter", "j", "esc", "v", "esc")
	d.keys("A", "right", "right", "up", "tab", "beta releases", "enter", "right", "enter")
	d.reload()
	d.settle()
	if _, err := d.svc.Decide(other, decisionBy("bob")); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.settle()
	d.keys("d", "not today", "enter", "2", "j", "3", "j", "?", "?", "1", "/", "git", "enter", "esc")
	d.reload()
	if t.Failed() {
		t.Fatal("the service was called on the event loop")
	}
}

// TestGuardCatchesASynchronousCall: the tripwire itself works.
func TestGuardCatchesASynchronousCall(t *testing.T) {
	d := openDesk(t, 80, 24)
	rec := &recordTB{TB: t}
	var onLoop atomic.Bool
	g := &guardAPI{real: d.svc, t: rec, onLoop: &onLoop}
	_, _ = g.Pending()
	if rec.failed {
		t.Fatal("a call off the loop failed the test")
	}
	onLoop.Store(true)
	_, _ = g.Pending()
	if !rec.failed || !strings.Contains(rec.msg, "Pending was called on the event loop") {
		t.Fatalf("a call on the loop went unnoticed: %q", rec.msg)
	}
}

// recordTB records a failure instead of failing.
type recordTB struct {
	testing.TB
	failed bool
	msg    string
}

func (r *recordTB) Errorf(format string, args ...any) {
	r.failed = true
	r.msg = fmt.Sprintf(format, args...)
}
