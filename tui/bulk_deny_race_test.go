package tui

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestBulkDenyAtOnce (rt21k #6): a bulk deny of many asks goes to the
// queue in one write, so that an approval made on the command line while
// it is sent never lands among its denials: bob approves the asks one by
// one from the last (real `ozdesk queue approve` processes) while alice's
// desk denies them all from the first. Alice's denials are one run in the
// audit trail, with none of bob's approvals inside; an ask bob approved
// first is named as gone, and every approval bob tried after is told the
// ask was denied. Written ask by ask, the deny took seconds and bob's
// approvals landed among its denials, and won.
func TestBulkDenyAtOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	o := findOzdesk(t)
	if !o.real {
		t.Skip("needs the real ozdesk command")
	}
	const n = 300
	d := openDeskAt(t, time.Now(), 80, 24)
	set := store.DefaultSettings()
	set.MaxPendingPerAgent = n
	if _, err := d.svc.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	ids := make([]string, n)
	for i := range ids {
		ids[i] = d.ask("rc", "race", fmt.Sprintf("rm -rf /srv/race/%d", i))
	}
	// waiting as the desk starts: ctrl+a passes over asks that arrive
	// under the operator's eyes until each is drawn
	d.restart()
	d.settle()
	d.keys("ctrl+a", "d", "enter")
	d.mustShow(fmt.Sprintf("Deny %d marked asks once?", n))

	// bob approves from the last ask back, each a process of its own
	db := filepath.Join(d.dir, "state", "desk.db")
	back := slices.Clone(ids)
	slices.Reverse(back)
	script := `for id in "$@"; do "$OZ" --db "$DB" queue approve "$id" --reason 'bob ok' >/dev/null 2>&1; done; exit 0`
	bob := exec.Command("sh", append([]string{"-c", script, "sh"}, back[:40]...)...)
	bob.Env = append(os.Environ(), "OZ="+o.bin, "DB="+db, "OZDESK_OPERATOR=bob")
	if err := bob.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = bob.Wait() }()
	for deadline := time.Now().Add(30 * time.Second); d.askState(ids[n-1]).State == store.StatePending; {
		if time.Now().After(deadline) {
			t.Fatal("bob's first approval never landed")
		}
		time.Sleep(5 * time.Millisecond)
	}
	start := time.Now()
	d.keys("right", "enter")
	took := time.Since(start)
	t.Logf("%d asks denied in %v", n, took)
	if err := bob.Wait(); err != nil {
		t.Fatal(err)
	}

	entries, err := d.svc.Audit(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var run []string // who decided, in the trail's order
	for _, e := range entries {
		if e.Kind == store.KindDecide {
			run = append(run, e.Actor)
		}
	}
	first, last := slices.Index(run, "alice"), -1
	for i, who := range run {
		if who == "alice" {
			last = i
		}
	}
	if first < 0 {
		t.Fatalf("no denial of alice's in the trail: %v", run)
	}
	if inside := slices.Index(run[first:last+1], "bob"); inside >= 0 {
		t.Errorf("bob's approvals landed among alice's denials (decisions in order: %v)", run)
	}
	approved := 0
	for _, id := range ids {
		switch a := d.askState(id); {
		case a.State == store.StateApproved:
			approved++
		case a.State != store.StateDenied:
			t.Errorf("ask %s: %s, want denied or approved", queue.ShortID(id), a.State)
		}
	}
	if approved != first {
		t.Errorf("%d asks approved, but %d of bob's approvals came before the deny", approved, first)
	}
	d.mustShow(fmt.Sprintf("denied %d asks once", n-approved))
}
