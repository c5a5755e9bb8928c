package tui

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// TestReadingBeforeFirstRead: a desk opened on a store that holds asks
// and an audit trail says, in every view, that it is reading the store
// until its first read is applied: never "Nothing waits for you." nor an
// audit trail of 0 entries (rt42k F6). A decision key pressed meanwhile
// is dropped with a word, and decides nothing once the asks are read.
func TestReadingBeforeFirstRead(t *testing.T) {
	for _, view := range []struct{ key, after string }{{"1", "Queue · 2 waiting"}, {"2", "Rules"}, {"3", "Audit trail"}} {
		t.Run(view.key, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			id := d.askFixed("claude", "cleanup", "rm -rf ~/build")
			d.askFixed("codex", "deploy", "npm publish")
			d.hold = isChangesMsg
			d.restart()
			d.keys(view.key)
			scr := d.mustShow("Reading the store…")
			for _, bad := range []string{"Nothing waits for you", "0 entries shown", "No store at"} {
				if strings.Contains(scr, bad) {
					t.Fatalf("before the first read the desk shows %q:\n%s", bad, scr)
				}
			}
			d.keys("a", "enter", "d")
			d.mustShow(readingKeyWords)
			// a view key is obeyed: the line that said the keys
			// before it did nothing goes (rt43k F7)
			d.keys(view.key)
			if scr := d.screen(); strings.Contains(scr, readingKeyWords) {
				t.Fatalf("after the view key %s the status still says a key did nothing:\n%s", view.key, scr)
			}
			if len(d.m.dialogs.ds) > 0 {
				t.Fatalf("a key before the first read opened a dialog")
			}
			d.release()
			d.mustShow(view.after)
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("keys typed before the first read decided ask %s: %s", id, a.State)
			}
			if len(d.m.dialogs.ds) > 0 || len(d.m.list.busy) > 0 || d.m.holds.last() != nil {
				t.Fatal("keys typed before the first read are under way after it")
			}
		})
	}
}

// TestReadingWaitsForLock: while another open file holds the store's
// lock (as `flock -x STORE` in another process does), the desk's first
// read waits for it and the desk says so; once the lock is let go it
// shows the asks (rt42k F6: a blank screen for the whole wait).
func TestReadingWaitsForLock(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askFixed("claude", "cleanup", "rm -rf ~/build")
	f, err := os.OpenFile(d.st.Path(), os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	// the real service, not the tripwire (d.api): its calls here run on
	// goroutines of their own while the test draws
	m, err := NewModel(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now,
		Width: d.w, Height: d.h, Env: d.env})
	if err != nil {
		t.Fatal(err)
	}
	d.m = m
	// Init's commands run as bubbletea runs them, each on its own
	// goroutine: the read waits for the lock while the desk draws. A
	// batch's commands are started as it comes in; other messages are
	// given to the desk (on this goroutine, as the event loop would).
	msgs := make(chan tea.Msg, 16)
	pending := 0
	start := func(c tea.Cmd) {
		if c != nil {
			pending++
			go func() { msgs <- c() }()
		}
	}
	take := func(msg tea.Msg) {
		pending--
		if b, ok := msg.(tea.BatchMsg); ok {
			for _, c := range b {
				start(c)
			}
			return
		}
		d.send(msg)
	}
	start(m.Init())
	d.mustShow("Reading the store…")
	deadline := time.Now().Add(4 * time.Second)
	for !d.svc.LockWaiting() {
		select {
		case msg := <-msgs:
			take(msg)
		case <-time.After(5 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("the desk's first read never waited for the lock")
		}
	}
	d.send(readingTickMsg{})
	scr := d.mustShow("Waiting for the store's lock…", "another process holds")
	if strings.Contains(scr, "Nothing waits for you") {
		t.Fatalf("the desk waiting for the lock shows an empty queue:\n%s", scr)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_UN); err != nil {
		t.Fatal(err)
	}
	for pending > 0 {
		select {
		case msg := <-msgs:
			take(msg)
		case <-time.After(10 * time.Second):
			t.Fatal("the desk's first read never ended after the lock was let go")
		}
	}
	d.send(readingTickMsg{})
	d.mustShow("Queue · 1 waiting", "rm -rf ~/build")
}
