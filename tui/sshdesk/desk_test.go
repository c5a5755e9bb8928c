//go:build !ozdesk_adapters

package sshdesk_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

const risky = "git push --force origin main"

func TestDeskOverSSHApproves(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{}, carol)
	id := n.ask("claude", risky)

	term := n.openDesk(carol, 120, 32)
	term.waitFor(risky)
	term.waitFor("approve")
	term.waitCardDrawn()
	time.Sleep(50 * time.Millisecond) // past the card's grace
	term.press("a")
	deadline := time.Now().Add(10 * time.Second)
	for {
		state, by := n.state(id)
		if state == store.StateApproved {
			if by != "carol" {
				t.Fatalf("approved by %q, want the key's operator carol", by)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the ask is %s; the screen shows:\n%s", state, term.text())
		}
		time.Sleep(20 * time.Millisecond)
	}
	// A resize reaches the desk, which draws at the new size.
	if err := term.sess.WindowChange(30, 90); err != nil {
		t.Fatal(err)
	}
	term.press("q")
	if err := term.wait(); err != nil {
		t.Fatalf("the session ended with %v", err)
	}
	checkSessions(t, n, "carol", carol.signer.PublicKey())
}

// checkSessions checks the audit trail holds who's login and logout, with
// the key's fingerprint and the remote address.
func checkSessions(t *testing.T, n *node, who string, key gossh.PublicKey) {
	t.Helper()
	entries, err := n.svc.AuditRange(time.Time{}, time.Now().Add(time.Hour), store.KindLogin, store.KindLogout)
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]bool{}
	for _, e := range entries {
		var ev queue.SessionEvent
		if err := json.Unmarshal(e.Data, &ev); err != nil {
			t.Fatal(err)
		}
		if e.Actor != who || ev.Key != gossh.FingerprintSHA256(key) || !strings.HasPrefix(ev.Remote, "127.0.0.1:") || ev.Via != "ssh" {
			t.Errorf("audit entry %s: actor %q, %+v", e.Kind, e.Actor, ev)
		}
		kinds[e.Kind] = true
	}
	if !kinds[store.KindLogin] || !kinds[store.KindLogout] {
		t.Errorf("the audit trail holds %v, want a login and a logout", kinds)
	}
}

// TestSSHDeskUndoWindow: serve's undo window reaches every SSH desk: with
// a window, a decision waits, counting down, and u takes it back; with
// none (serve --undo 0), it reaches the queue at once.
func TestSSHDeskUndoWindow(t *testing.T) {
	for _, tc := range []struct {
		name string
		undo time.Duration
		// count is the countdown the status line starts at.
		count string
	}{
		{"window", 30 * time.Second, "u undoes · 30s"},
		{"default", 0, "u undoes · 2s"},
		{"none", -1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			carol := newOperator(t, "carol", "approver")
			n := startNode(t, sshdesk.Config{Undo: tc.undo}, carol)
			id := n.ask("claude", risky)
			term := n.openDesk(carol, 120, 32)
			term.waitFor(risky)
			term.waitFor("Verdict")           // the card is drawn
			time.Sleep(50 * time.Millisecond) // past the card's grace
			term.press("a")
			if tc.undo < 0 {
				// No countdown shows while the decision reaches the queue.
				waitState(t, n, term, id, store.StateApproved, func(scr string) {
					if strings.Contains(scr, "u undoes") {
						t.Fatalf("an undo window shows:\n%s", scr)
					}
				})
				return
			}
			term.waitFor(tc.count)
			if state, _ := n.state(id); state != store.StatePending {
				t.Fatalf("the ask is %s inside its undo window", state)
			}
			term.press("u")
			term.waitFor("undone")
			time.Sleep(100 * time.Millisecond)
			if state, _ := n.state(id); state != store.StatePending {
				t.Fatalf("the ask is %s after u", state)
			}
		})
	}
}

// waitState waits for an ask to reach a state, checking each screen on
// the way.
func waitState(t *testing.T, n *node, term *terminal, id, want string, check func(screen string)) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		check(term.text())
		state, _ := n.state(id)
		if state == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the ask is %s, want %s; the screen shows:\n%s", state, want, term.text())
		}
		time.Sleep(20 * time.Millisecond)
	}
}
