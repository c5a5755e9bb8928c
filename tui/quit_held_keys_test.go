package tui

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestQuitQuestionTakesOnlyItsKeys: the quit question over a decision in
// its undo window sends it only on a key it shows (s; ctrl+c again, as
// help says): y, which neither the question nor help names, sends
// nothing and leaves the question open. Failed before: y sent the
// approval and quit, a reflexive "yes" to "Quit?" approving an ask the
// operator may have meant to take back.
func TestQuitQuestionTakesOnlyItsKeys(t *testing.T) {
	d := openDesk(t, 80, 24)
	id := d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.settle()
	d.keys("a", "q")
	d.mustShow("1 decision is still in its undo window", "s send it now and quit · u take it back and quit · esc stay")
	d.keys("y")
	if d.quit {
		t.Fatal("y at the quit question quit the desk")
	}
	if got := d.askState(id).State; got != store.StatePending {
		t.Fatalf("ask after y at the quit question: %s, want pending", got)
	}
	d.mustShow("1 decision is still in its undo window")
	d.keys("u")
	if !d.quit || d.askState(id).State != store.StatePending {
		t.Fatalf("u after y: quit=%v, ask %s; want quit, pending", d.quit, d.askState(id).State)
	}
}
