package tui

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestQuitSendRefusedIsAnError: an approval sent at the quit question
// after another operator denied its ask is refused, and the desk ends
// with that refusal (a queue.DecidedError, exit 6 in cmd/ozdesk), never
// as a plain quit (rt14k #12: it exited 0); sent and applied, it ends
// with none.
func TestQuitSendRefusedIsAnError(t *testing.T) {
	for _, elsewhere := range []bool{true, false} {
		d := openDesk(t, 100, 30)
		id := d.ask("claude", "refactor", "git push --force origin main")
		d.reload()
		d.settle()
		d.keys("a", "q")
		if elsewhere {
			must(t, decideElsewhere(d, id, decisionBy("bob")))
		}
		d.keys("s")
		if !d.quit {
			t.Fatal("q then s did not quit")
		}
		err := d.m.refusedErr()
		var lost *queue.DecidedError
		switch {
		case elsewhere && !errors.As(err, &lost):
			t.Fatalf("refused at the quit question: %v, want a DecidedError", err)
		case !elsewhere && err != nil:
			t.Fatalf("applied at the quit question: %v, want nil", err)
		}
	}
}
