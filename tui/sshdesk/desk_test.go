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
