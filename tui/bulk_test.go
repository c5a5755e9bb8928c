package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// threeAsks opens a desk of w×h on three asks, past their grace.
func threeAsks(t *testing.T, w, h int, env ...string) (*testDesk, []string) {
	t.Helper()
	d := openDeskEnv(t, w, h, env...)
	ids := []string{
		d.askFixed("claude", "refactor", "git push --force origin main"),
		d.askFixed("codex", "release", "npm publish --tag beta"),
		d.askFixed("gemini", "infra", "kubectl delete namespace staging"),
	}
	d.reload()
	d.settle()
	return d, ids
}

// TestBulkApprove: space marks asks; a asks once, naming how many, and
// approves each marked ask, leaving the others.
func TestBulkApprove(t *testing.T) {
	d, ids := threeAsks(t, 80, 24)
	d.keys("space")
	d.settle()
	d.keys("space")
	d.mustShow("2 asks marked", "● ")
	d.settle()
	d.keys("a")
	d.mustShow("Approve 2 marked asks once?", "ask 1", "ask 2", "[ Approve 2 ]")
	d.keys("enter") // Cancel is focused
	d.mustShow("nothing decided; the marks stay")
	d.keys("a", "right", "enter")
	d.mustShow("approving 2 asks once · u undoes · 2s")
	d.pastUndo()
	d.reload()
	d.mustShow("approved 2 asks once", "Queue · 1 waiting")
	for i, want := range []string{store.StateApproved, store.StateApproved, store.StatePending} {
		if got := d.askState(ids[i]).State; got != want {
			t.Errorf("ask %d: %s, want %s", i+1, got, want)
		}
	}
}

// TestBulkSaysWhatWasGone: marked asks decided elsewhere before the window
// ends keep that decision, and the result line names them.
func TestBulkSaysWhatWasGone(t *testing.T) {
	d, ids := threeAsks(t, 120, 40)
	d.keys("space")
	d.settle()
	d.keys("space")
	d.settle()
	d.keys("space", "a", "right", "enter")
	must(t, decideElsewhere(d, ids[1], decisionBy("bob")))
	d.pastUndo()
	d.mustShow("approved 2 asks once · 1 already gone: ask 2 denied by bob")
	if a := d.askState(ids[1]); a.Decision.By != "bob" {
		t.Fatalf("bob's decision overwritten: %+v", a.Decision)
	}
}

// TestBulkTakesMarkedInGrace: a marked ask the cursor has just come to
// (in its grace) is decided with the other marked asks, and the
// confirmation lists it: a mark is the operator's own look (rt16k #9: it
// was left out, said on the status line alone, "just arrived" of an ask
// that had waited). The card's hold says how the ask came: an ask that
// waited "just came under the cursor"; only a new one "just arrived".
func TestBulkTakesMarkedInGrace(t *testing.T) {
	d, ids := threeAsks(t, 80, 24)
	d.clock.Add(time.Minute) // the asks have waited
	d.keys("space")          // ask 1 marked; the cursor comes to ask 2
	d.mustShow("just came under the cursor: keys wait")
	d.mustNotShow("just arrived")
	d.settle()
	d.keys("space") // asks 1 and 2 marked; the cursor on ask 3
	must(t, decideElsewhere(d, ids[2], decisionBy("bob")))
	d.reload() // ask 3 leaves: ask 2 comes under the cursor, in its grace
	d.mustShow("took the place of ask 3: keys wait")
	d.keys("a")
	d.mustShow("Approve 2 marked asks once?", "ask 1", "ask 2", "[ Approve 2 ]")
	d.mustNotShow("left out")
	d.keys("right", "enter")
	d.pastUndo()
	for i, want := range []string{store.StateApproved, store.StateApproved} {
		if got := d.askState(ids[i]).State; got != want {
			t.Errorf("ask %d: %s, want %s", i+1, got, want)
		}
	}
	// a new ask under the cursor did just arrive
	d.reload()
	d.askFixed("codex", "release", "npm publish --tag rc")
	d.reload()
	d.mustShow("just arrived: keys wait")
}

// TestBulkDenyStacksDialogs: d with marks asks the reason, then opens the
// confirmation over the prompt; Cancel goes back to the reason; yes denies
// each with it, at once (a deny has no undo window: see
// TestDenyStandsAgainstLaterApproval), and u has nothing to take back.
func TestBulkDenyStacksDialogs(t *testing.T) {
	d, ids := threeAsks(t, 80, 24)
	d.keys("space")
	d.settle()
	d.keys("space", "d", "not in this sprint", "enter")
	scr := d.mustShow("Deny 2 marked asks once, each with this reason: asks "+queue.ShortID(ids[0])+", "+queue.ShortID(ids[1]),
		"Deny 2 marked asks once?", "reason: not in this sprint")
	if strings.Index(scr, "each with this reason") > strings.Index(scr, "once?") {
		t.Fatalf("the confirmation is not over the prompt:\n%s", scr)
	}
	d.keys("esc")
	if strings.Contains(d.screen(), "once?") {
		t.Fatal("esc left the confirmation open")
	}
	d.mustShow("Deny 2 marked asks once, each with this reason")
	d.keys("enter", "right", "enter")
	if strings.Contains(d.screen(), "each with this reason") {
		t.Fatal("the prompt stayed open after the confirmation")
	}
	d.keys("u")
	d.mustShow("nothing to undo: a deny reaches the queue at once")
	for _, id := range ids[:2] {
		if a := d.askState(id); a.State != store.StateDenied || a.Decision.Reason != "not in this sprint" {
			t.Fatalf("%s %+v", a.State, a.Decision)
		}
	}
}

// TestMarksWithoutColour: with NO_COLOR the marked asks still read as
// marked.
func TestMarksWithoutColour(t *testing.T) {
	d, _ := threeAsks(t, 80, 24, "NO_COLOR=1")
	d.keys("space")
	d.settle()
	d.keys("j", "space")
	scr := d.screen()
	var marked []string
	for _, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "● ") && strings.Contains(l, "s ") {
			marked = append(marked, l)
		}
	}
	if len(marked) != 2 || !strings.Contains(marked[0], "claude") || !strings.Contains(marked[1], "gemini") {
		t.Fatalf("marked rows %q:\n%s", marked, scr)
	}
}

// TestBulkConfirmShowsHostileTextSafely: what agents wrote is drawn
// escaped in a bulk confirmation and in the undo countdown.
func TestBulkConfirmShowsHostileTextSafely(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("evil\x1b]0;pwned\x07", "job", "git push --force origin main \x1b[2J\u202e")
	d.ask("claude", "job", "npm publish --tag beta\x1b[31m")
	d.reload()
	d.settle()
	d.keys("space")
	d.settle()
	d.keys("space", "a")
	d.mustShow("Approve 2 marked asks once?")
	if bad := rawControls(d.m.Screen()); bad != "" {
		t.Fatalf("the bulk confirmation lets through %s", bad)
	}
	d.keys("right", "enter")
	d.mustShow("u undoes")
	d.keys("u", "space", "space", "k") // u put the marks back: take them off
	d.settle()
	d.keys("a")
	d.mustShow("approving ask 1 once")
	if bad := rawControls(d.m.Screen()); bad != "" {
		t.Fatalf("the undo countdown lets through %s", bad)
	}
}

// TestBulkNamesMarksTheFilterHides: with a filter in force, a bulk
// decision still covers the marked asks it hides, and its confirmation
// says so and names them before anything is decided (rt11 #3).
func TestBulkNamesMarksTheFilterHides(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := threeAsks(t, sz.w, sz.h)
			d.keys("space")
			d.settle()
			d.keys("space")
			d.settle()
			d.keys("/", "kubectl", "enter")
			d.settle()
			d.keys("space")
			d.settle()
			d.keys("d", "enter")
			d.mustShow("Deny 3 marked asks once?", "2 of them hidden by the filter /kubectl: ask 1, ask 2")
			d.requireScreen(t)
			d.keys("right", "enter")
			d.pastUndo()
			d.reload()
			for i := range ids {
				if got := d.askState(ids[i]).State; got != store.StateDenied {
					t.Errorf("ask %d: %s, want denied", i+1, got)
				}
			}
		})
	}
}
