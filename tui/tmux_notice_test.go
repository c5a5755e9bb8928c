package tui

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// seenBuffer is what a client's terminal was sent, safe to read while
// written.
type seenBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *seenBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *seenBuffer) has(s string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Contains(b.buf.Bytes(), []byte(s))
}

// TestTmuxCoveredDeskTellsClients (rt56b D10): a window put over the
// desk's (new-window), or another pane zoomed over it, is said on the
// status line of the operator's tmux client, where the operator looks,
// not only inside the desk's covered pane. Failed before: the client's
// terminal never showed the desk's words.
func TestTmuxCoveredDeskTellsClients(t *testing.T) {
	o := realDeskInTmux(t)
	cases := []struct {
		name  string
		cover func(x *tmux)
	}{
		{name: "new-window", cover: func(x *tmux) { x.run("new-window", "-t", "desk", "sleep 600") }},
		{name: "zoomed pane", cover: func(x *tmux) {
			x.run("split-window", "-t", "desk", "sleep 600")
			x.run("resize-pane", "-Z", "-t", "desk")
		}},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := o.newDB(t)
			x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-notice%d-%d", i, os.Getpid())}
			x.startDesk(o, db, 100, 30)
			pane := strings.TrimSpace(x.run("display", "-p", "-t", "desk", "#{pane_id}"))
			opKeys, typeOp := io.Pipe()
			t.Cleanup(func() { _ = typeOp.Close() })
			seen := &seenBuffer{}
			x.attachTo("desk", opKeys, seen)
			x.waitPane(pane, "a client attached to its session (1 attached)")
			c.cover(x)
			x.waitPane(pane, "the desk was covered")
			deadline := time.Now().Add(10 * time.Second)
			for !seen.has("ozdesk: the desk is covered") {
				if time.Now().After(deadline) {
					t.Fatalf("%s: the client was never told the desk is covered", c.name)
				}
				time.Sleep(100 * time.Millisecond)
			}
		})
	}
}

// TestPaneLookFailedDecidesNothing (rt56b D20): a look tmux does not
// answer in time (a format padded a hundred million times, `display -p
// '#{p400000000:}'`, holds its server) is said plainly, a, d, A and D
// decide nothing while looks fail, and once a look succeeds the card must
// be seen again (what the pane showed meanwhile is not known). Failed
// before: the a pressed once tmux answered approved at once.
func TestPaneLookFailedDecidesNothing(t *testing.T) {
	d, id := paneDesk(t)
	d.send(paneLookMsg{err: errors.New("tmux did not answer within 2s (a tmux command may hold its server)")})
	d.mustShow("the desk cannot look at its tmux pane: tmux did not answer within 2s")
	d.keys("a")
	d.mustShow("decide nothing until it can")
	d.pastUndo()
	if a := d.askState(id); a.State != store.StatePending {
		t.Fatalf("a while tmux does not answer: ask is %s", a.State)
	}
	d.settle()
	d.send(paneLookMsg{state: alone()})
	d.mustShow("the desk can look at its pane again")
	d.keys("a")
	d.mustShow("look at ask 1 again before")
	d.pastUndo()
	if a := d.askState(id); a.State != store.StatePending {
		t.Fatalf("a right after tmux answered again: ask is %s", a.State)
	}
	d.settle()
	d.keys("a")
	d.pastUndo()
	if a := d.askState(id); a.State != store.StateApproved {
		t.Fatalf("a once the card was seen again: ask is %s\n%s", a.State, d.screen())
	}
}
