//go:build !ozdesk_adapters

package sshdesk_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// TestSSHDeskWaitsForLock (rt43k): a desk served over SSH opens on a
// store another process (flock -x) holds locked as a desk on the store
// does (tui.Config.Open): it draws at once and says it waits for the
// store's lock, a key typed meanwhile decides nothing, and once the
// lock is let go the ask is listed, still pending, and the session's
// login is in the trail. The SSH desk used to write the login before it
// drew anything, so the operator's terminal stayed blank for the wait.
func TestSSHDeskWaitsForLock(t *testing.T) {
	flock, err := exec.LookPath("flock")
	if err != nil {
		t.Skip("flock(1) is not installed")
	}
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{}, carol)
	id := n.ask("claude", risky)
	holder := exec.Command(flock, "-x", filepath.Join(n.dir, "state", "desk.db"), "sleep", "3")
	if err := holder.Start(); err != nil {
		t.Fatal(err)
	}
	held := make(chan struct{})
	go func() { _ = holder.Wait(); close(held) }()
	t.Cleanup(func() { _ = holder.Process.Kill(); <-held })
	time.Sleep(300 * time.Millisecond) // flock has the lock

	term := n.openDesk(carol, 80, 24)
	term.waitWithin("Waiting for the store's lock", 2*time.Second)
	term.press("a")
	term.waitFor("that key did nothing")
	<-held
	term.waitFor(risky)
	term.waitCardDrawn()
	if s, _ := n.state(id); s != store.StatePending {
		t.Fatalf("a key typed while the desk waited for the lock decided ask %s: %s", id, s)
	}
	term.press("q")
	if err := term.wait(); err != nil {
		t.Fatalf("the session ended with %v", err)
	}
	entries, err := n.svc.AuditRange(time.Time{}, time.Now().Add(time.Hour), store.KindLogin, store.KindLogout)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range entries {
		kinds = append(kinds, e.Kind)
	}
	if strings.Join(kinds, " ") != store.KindLogin+" "+store.KindLogout {
		t.Fatalf("the trail's sessions read %q, want a login, then a logout", kinds)
	}
}
