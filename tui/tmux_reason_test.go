package tui

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestTmuxReasonTypedAtOnce (rt14k #6) runs the real desk in tmux, opens
// the pattern editor with A and types a reason starting with k the moment
// it is drawn, as one burst of keys (tmux send-keys -l): the reason is
// whole and the pattern is the suggestion.
func TestTmuxReasonTypedAtOnce(t *testing.T) {
	o := realDeskInTmux(t)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-reason-%d-%d", os.Getpid(), time.Now().UnixNano())}
	x.startDesk(o, db, 80, 24)
	askAs(t, o, db, "agentT", "npm publish --tag beta ./packages/ui")
	x.waitFor("Queue · 1 waiting")
	time.Sleep(2 * DefaultGrace)
	x.run("send-keys", "-t", "desk", "A")
	x.waitFor("pattern npm publish --tag=beta ./packages/ui")
	x.run("send-keys", "-t", "desk", "-l", "known package, tested")
	x.waitFor("reason  known package, tested")
	x.run("send-keys", "-t", "desk", "Enter")
	scr := x.waitFor("Write this rule?")
	if strings.Contains(scr, "changed from suggestion") || !strings.Contains(scr, "allow npm publish --tag=beta ./packages/ui") {
		t.Fatalf("typing the reason changed the pattern:\n%s", scr)
	}
}
