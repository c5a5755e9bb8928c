package tui

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestTmuxReadingWaitsForLock runs the real desk in tmux on a store that
// another process (flock -x) holds locked, with an ask waiting in it:
// the desk draws at once and says it waits for the store's lock; keys
// typed meanwhile are the desk's, never echoed onto the terminal, and
// decide nothing; once the lock is let go the ask is listed, still
// pending (rt42k F6: a blank screen for the whole wait, "aaa" echoed).
func TestTmuxReadingWaitsForLock(t *testing.T) {
	o := realDeskInTmux(t)
	flock, err := exec.LookPath("flock")
	if err != nil {
		t.Skip("flock(1) is not installed")
	}
	db := o.newDB(t)
	ask := startAsker(t, o, db, "rm -rf ~/build")
	deadline := time.Now().Add(20 * time.Second)
	for len(storeAsks(t, o, db, "pending")) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the ask never reached the store")
		}
		time.Sleep(50 * time.Millisecond)
	}
	holder := exec.Command(flock, "-x", db, "sleep", "4")
	if err := holder.Start(); err != nil {
		t.Fatal(err)
	}
	held := make(chan error, 1)
	go func() { held <- holder.Wait() }()
	t.Cleanup(func() { _ = holder.Process.Kill(); <-held })
	time.Sleep(200 * time.Millisecond) // flock has the lock

	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-reading-%d", os.Getpid())}
	env, argv := o.desk(db)
	args := []string{"-f", "/dev/null", "new-session", "-d", "-s", "desk", "-x", "80", "-y", "24",
		"-e", "LANG=C.UTF-8", "-e", "TERM=tmux-256color"}
	for _, e := range env {
		args = append(args, "-e", e)
	}
	x.run(append(args, argv...)...)
	t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
	scr := x.waitFor("Waiting for the store's lock…")
	if strings.Contains(scr, "Nothing waits for you") {
		t.Fatalf("the desk waiting for the lock shows an empty queue:\n%s", scr)
	}
	x.run("send-keys", "-t", "desk", "aaa")
	scr = x.waitFor(readingKeyWords)
	if strings.Contains(scr, "aaa") {
		t.Fatalf("keys typed while the desk waited were echoed:\n%s", scr)
	}
	select {
	case err := <-held:
		held <- err
		t.Fatalf("the lock was let go before the desk was looked at (flock: %v)", err)
	default:
	}
	<-held
	held <- nil
	x.waitFor("Queue · 1 waiting", "rm -rf ~/build")
	if got := storeAsks(t, o, db, "pending"); len(got) != 1 {
		t.Fatalf("%d asks pending after keys typed while the desk waited, want 1", len(got))
	}
	select {
	case err := <-ask.done:
		t.Fatalf("the ask was answered: %v %s", err, ask.out.String())
	default:
	}
}
