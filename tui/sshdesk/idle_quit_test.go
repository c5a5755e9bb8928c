//go:build !ozdesk_adapters

package sshdesk_test

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// TestIdleDeskClosesQuitQuestion: an operator who approves, presses q
// (the quit question opens and stands the undo window still) and walks
// away is closed for want of keys all the same: the question closes, the
// window runs on, the approval is sent when it ends, and the closing line
// says so. A question left open must not hold the window, and so the
// desk, open for ever. Over the real SSH server, with real client keys.
func TestIdleDeskClosesQuitQuestion(t *testing.T) {
	for _, quit := range []string{"q", "\x03"} { // q and ctrl+c ask alike
		t.Run(map[string]string{"q": "q", "\x03": "ctrl+c"}[quit], func(t *testing.T) {
			carol := newOperator(t, "carol", "approver")
			// An idle close of 3s, not 1s: at load the first card took
			// over a second to draw, and the desk closed before it.
			n := startNode(t, sshdesk.Config{IdleTimeout: 3 * time.Second, Undo: 8 * time.Second}, carol)
			id := n.ask("claude", risky)
			term := n.openDesk(carol, 400, 30)
			term.waitCardDrawn()
			time.Sleep(50 * time.Millisecond) // past the card's grace
			term.press("a")
			term.waitFor("u undoes")
			term.press(quit)
			term.waitFor("Quit? 1 decision is still in its undo window")
			term.waitFor("no key for 3s: the desk closes once the undo window ends and 1 decision held in it is sent")
			term.waitUntil(func(scr string) bool { return !strings.Contains(scr, "Quit?") }, 20*time.Second,
				"the quit question stayed open over the idle close")
			if state, _ := n.state(id); state != store.StatePending {
				t.Fatalf("the ask is %s inside its undo window", state)
			}
			if err := term.wait(); err != nil {
				t.Fatalf("the idle desk ended with %v", err)
			}
			if state, by := n.state(id); state != store.StateApproved || by != "carol" {
				t.Fatalf("after the idle close the ask is %s by %q, want approved by carol", state, by)
			}
			term.waitFor("without a key; it waited for the undo window of approving ask 1 once (" + risky + "), then closed")
		})
	}
}
