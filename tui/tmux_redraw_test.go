package tui

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// TestTmuxRedrawClearsForeignText runs the real desk in tmux with an ask
// waiting, writes text onto the desk's terminal from outside as an agent
// of the operator's own account can (printf … > /dev/pts/N), under the
// ask's row, and presses ctrl+l: the desk clears the terminal and draws
// itself whole again, so the forged text goes and the ask's own command
// shows (rt48k F-tty-paint: the desk redrew only the cells it changed
// itself and had no key to repaint, so the forgery stayed).
func TestTmuxRedrawClearsForeignText(t *testing.T) {
	o := realDeskInTmux(t)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-redraw-%d", os.Getpid())}
	x.startDesk(o, db, 80, 24)
	startAsker(t, o, db, "rm -rf /srv/prod-db")
	scr := x.waitFor("Queue · 1 waiting", "rm -rf /srv/prod-db")
	// the line under the ask's row, which the desk leaves blank and
	// never draws again while nothing changes there: what is written on
	// it stays, as the forgery rt48k wrote over a card stayed
	row := -1
	for i, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "rm -rf /srv/prod-db") {
			row = i + 1
			break
		}
	}
	tty := strings.TrimSpace(x.run("display-message", "-p", "-t", "desk", "#{pane_tty}"))
	f, err := os.OpenFile(tty, os.O_WRONLY, 0)
	if err != nil {
		t.Fatalf("open the desk's terminal %s: %v", tty, err)
	}
	const forged = "FORGED: rm -rf ./build/tmp  inside the working directory"
	_, err = fmt.Fprintf(f, "\x1b7\x1b[%d;1H%-79s\x1b8", row+1, forged)
	f.Close()
	if err != nil {
		t.Fatalf("write onto the desk's terminal: %v", err)
	}
	x.waitFor(forged)
	time.Sleep(2500 * time.Millisecond) // the desk's own redraws (the age column ticks) leave it
	if scr := x.capture(); !strings.Contains(scr, forged) {
		t.Fatalf("the forged text went before ctrl+l; the test no longer shows the desk keeping it:\n%s", scr)
	}
	x.run("send-keys", "-t", "desk", "C-l")
	deadline := time.Now().Add(15 * time.Second)
	for {
		scr := x.capture()
		if !strings.Contains(scr, "FORGED") && strings.Contains(scr, "rm -rf /srv/prod-db") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("ctrl+l left the forged text or lost the ask's row:\n%s", scr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
