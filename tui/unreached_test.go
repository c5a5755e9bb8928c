package tui

import (
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestUnreachedShown (issue 9, rt46k M3): an ask refused because another
// open of the store held its lock past the asker's wait queued nothing;
// the desk, reading the real store, says so under the header and in the
// message log (@), and once the next ask's write folds the note into the
// trail, says that ozdesk audit shows it. One more refusal says the whole
// count again, never a line more.
func TestUnreachedShown(t *testing.T) {
	d := openDesk(t, 140, 40)
	evaluate := func(s *queue.Service, cmd string) *queue.Answer {
		t.Helper()
		ans, err := s.Evaluate(queue.Request{Command: cmd, Agent: "bot", Harness: "cli", Cwd: d.cwd(), Home: d.home()})
		if err != nil {
			t.Fatal(err)
		}
		return ans
	}
	evaluate(d.svc, "ls")
	d.reload()
	d.settle()
	d.mustNotShow("could not reach the store")

	// an asker whose wait for the lock is short, the lock held by another open
	asker := queue.New(store.New(d.st.Path(), store.WithLockTimeout(50*time.Millisecond)), queue.WithNode("node-1"))
	refused := func(cmd string) {
		t.Helper()
		f, err := os.OpenFile(d.st.Path(), os.O_RDWR, 0)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close() // releases the lock
		if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
			t.Fatal(err)
		}
		if ans := evaluate(asker, cmd); ans.Unavailable == nil || ans.Ask != nil {
			t.Fatalf("%q reached the store held locked: %+v", cmd, ans)
		}
	}
	refused("rm -rf /srv/data")
	d.reload()
	scr := d.mustShow("1 ask could not reach the store (its lock stayed busy) and was refused unqueued: the next ask written")
	if n := strings.Count(scr, "could not reach the store"); n != 2 { // under the header, and the status line
		t.Fatalf("%d lines about it:\n%s", n, scr)
	}
	refused("rm -rf /srv/logs")
	d.reload()
	scr = d.mustShow("2 asks could not reach the store")
	if n := strings.Count(scr, "could not reach the store"); n != 2 {
		t.Fatalf("%d lines about it:\n%s", n, scr)
	}

	evaluate(d.svc, "ls") // the next write folds the notes into the trail
	d.reload()
	d.mustShow("2 asks could not reach the store (its lock stayed busy) and were refused unqueued: ozdesk audit shows them")
	if c, err := d.svc.Unreached(); err != nil || c.Count != 0 {
		t.Errorf("notes left after the fold: %+v, %v", c, err)
	}
	d.keys("@")
	d.settle()
	d.mustShow("Messages", "2 asks could not reach the store")
}
