package tui

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// paintOverAsk starts the real desk in tmux with an ask waiting (extra:
// more of the desk's environment), and writes forged onto the desk's
// terminal from outside as an agent of the operator's own account can
// (printf … > /dev/pts/N): over the ask's row and over the line under it,
// which the desk leaves blank and never draws again while nothing
// changes there.
func paintOverAsk(t *testing.T, forged string, extra ...string) *tmux {
	o := realDeskInTmux(t)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-redraw-%d", os.Getpid())}
	x.startDesk(o, db, 80, 24, extra...)
	startAsker(t, o, db, "rm -rf /srv/prod-db")
	scr := x.waitFor("Queue · 1 waiting", "rm -rf /srv/prod-db")
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
	_, err = fmt.Fprintf(f, "\x1b7\x1b[%d;1H%-79s\x1b[%d;1H%-79s\x1b8", row, forged, row+1, forged)
	f.Close()
	if err != nil {
		t.Fatalf("write onto the desk's terminal: %v", err)
	}
	x.waitFor(forged)
	return x
}

// waitTrue polls the pane until the forged text is gone and the ask's
// own command shows, failing after 15 s.
func (x *tmux) waitTrue(after string) {
	x.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		scr := x.capture()
		if !strings.Contains(scr, "FORGED") && strings.Contains(scr, "rm -rf /srv/prod-db") {
			return
		}
		if time.Now().After(deadline) {
			x.t.Fatalf("%s left the forged text or lost the ask's row:\n%s", after, scr)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestTmuxRedrawClearsForeignText: with the regular repaint off
// (EnvRepaint), text written onto the desk's terminal from outside stays
// until ctrl+l, which clears the terminal and draws the desk whole again,
// so the forged text goes and the ask's own command shows (rt48k
// F-tty-paint: the desk redrew only the cells it changed itself and had
// no key to repaint, so the forgery stayed).
func TestTmuxRedrawClearsForeignText(t *testing.T) {
	const forged = "FORGED: rm -rf ./build/tmp  inside the working directory"
	x := paintOverAsk(t, forged, EnvRepaint+"=off")
	time.Sleep(2500 * time.Millisecond) // the desk's own redraws (the age column ticks) leave it
	if scr := x.capture(); !strings.Contains(scr, forged) {
		t.Fatalf("the forged text went before ctrl+l with the repaint off; the test no longer shows the desk keeping it:\n%s", scr)
	}
	x.run("send-keys", "-t", "desk", "C-l")
	x.waitTrue("ctrl+l")
}

// TestTmuxRepaintClearsForeignText: as the desk runs by default, text
// written onto its terminal from outside goes with no key pressed: the
// desk writes every cell of its screen again every second (rt48k
// F-tty-paint: a forged command stayed on the ask's row while the age
// column beside it ticked, as long as the operator read).
func TestTmuxRepaintClearsForeignText(t *testing.T) {
	x := paintOverAsk(t, "FORGED: rm -rf ./build/tmp  inside the working directory")
	x.waitTrue("the desk's regular repaint")
}
