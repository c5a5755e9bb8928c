package tui

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// storeAsks lists the asks in a state through the real command line
// (`ozdesk queue ls --json`).
func storeAsks(t *testing.T, o ozdesk, db, state string) []struct{ ID, Command string } {
	t.Helper()
	out, err := exec.Command(o.bin, "--db", db, "queue", "ls", "--json", "--state", state).Output()
	if err != nil {
		t.Fatalf("ozdesk queue ls --json --state %s: %v", state, err)
	}
	var asks []struct{ ID, Command string }
	if err := json.Unmarshal(out, &asks); err != nil {
		t.Fatalf("ozdesk queue ls --json: %v\n%s", err, out)
	}
	return asks
}

var deskCount = regexp.MustCompile(`Queue · (\d+) waiting`)

// waiting is the count the desk's queue pane shows (0 for the empty
// screen), or -1 when the pane shows neither.
func waiting(scr string) int {
	if m := deskCount.FindStringSubmatch(scr); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	if strings.Contains(scr, "Nothing waits for you.") {
		return 0
	}
	return -1
}

// agree waits until the store holds want pending asks and the desk shows
// as many, each command once in its queue pane. A pane that lists an ask
// other than once fails only when a second capture shows the same screen:
// under load tmux may capture a frame half drawn (the header's count
// written, the rows not yet), which is no state of the desk's.
func agree(t *testing.T, x *tmux, o ozdesk, db string, want int) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	var wrong string
	for {
		pending := storeAsks(t, o, db, "pending")
		scr := x.capture()
		if len(pending) == want && waiting(scr) == want {
			twice := onceEach(scr, pending)
			if twice == "" {
				return
			}
			if scr == wrong || time.Now().After(deadline) {
				t.Fatalf("%s\n%s", twice, scr)
			}
			wrong = scr
			time.Sleep(300 * time.Millisecond)
			continue
		}
		if time.Now().After(deadline) {
			t.Fatalf("the store holds %d pending asks (want %d); the desk shows %d:\n%s", len(pending), want, waiting(scr), scr)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// onceEach checks that the queue pane (the left of a side-by-side screen)
// lists each pending ask's command exactly once; it says what is not.
func onceEach(scr string, pending []struct{ ID, Command string }) string {
	var pane strings.Builder
	for _, l := range strings.Split(scr, "\n") {
		left, _, _ := strings.Cut(l, "│")
		pane.WriteString(left + "\n")
	}
	for _, a := range pending {
		if n := strings.Count(pane.String(), a.Command+" "); n != 1 {
			return fmt.Sprintf("ask %s (%s) is listed %d times", a.ID, a.Command, n)
		}
	}
	return ""
}

// askAs starts `ozdesk ask` as agent about command, waiting for the
// answer (the agents differ: each has its own bound on pending asks).
func askAs(t *testing.T, o ozdesk, db, agent, command string) *asker {
	t.Helper()
	cmd := exec.Command(o.bin, "--db", db, "ask", "--agent", agent, "--job", "burst", "--wait", "2m", "--", command)
	cmd.Env = os.Environ()
	return startCmd(t, cmd)
}

// TestTmuxBursts runs the real desk in tmux at 140x40 (side by side:
// every ask of the bursts listed on one screen) while bursts of
// concurrent `ozdesk ask` processes arrive: after each burst the desk's
// count equals `ozdesk queue ls --json`, each ask listed once. Then it
// decides with keys: a on the first ask, and a bulk approval of three
// asks marked with space, each reaching its waiting agent once its undo
// window ends, and r on the next with a reason that `ozdesk audit` shows;
// the counts agree again after each.
func TestTmuxBursts(t *testing.T) {
	o := realDeskInTmux(t)
	db := o.newDB(t)
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-bursts-%d", os.Getpid())}
	x.startDesk(o, db, 140, 40)

	const bursts, per = 3, 8
	askers := map[string]*asker{}
	for b := 1; b <= bursts; b++ {
		for i := 1; i <= per; i++ {
			cmd := fmt.Sprintf("npm publish --tag b%d-%d", b, i)
			askers[cmd] = askAs(t, o, db, fmt.Sprintf("agent-%d", i), cmd)
		}
		agree(t, x, o, db, b*per)
	}
	total := bursts * per

	// a approves the selected (oldest) ask once its window ends.
	time.Sleep(2 * DefaultGrace)
	first := storeAsks(t, o, db, "pending")[0]
	x.run("send-keys", "-t", "desk", "a")
	x.waitFor("u undoes")
	if code, out := askers[first.Command].wait(t); code != 0 {
		t.Fatalf("approved ask: exit %d, %q", code, out)
	}
	x.waitFor("approved ask " + strings.TrimLeft(first.ID, "0") + " once")
	agree(t, x, o, db, total-1)

	// space marks the next three (each after its grace); a approves them.
	marked := storeAsks(t, o, db, "pending")[:3]
	for range marked {
		time.Sleep(2 * DefaultGrace)
		x.run("send-keys", "-t", "desk", "Space")
	}
	x.waitFor("3 asks marked")
	x.run("send-keys", "-t", "desk", "a")
	x.waitFor("Approve 3 marked asks once?")
	x.run("send-keys", "-t", "desk", "Right")
	x.run("send-keys", "-t", "desk", "Enter")
	for _, a := range marked {
		if code, out := askers[a.Command].wait(t); code != 0 {
			t.Fatalf("bulk-approved ask %s: exit %d, %q", a.ID, code, out)
		}
	}
	x.waitFor("approved 3 asks once")
	agree(t, x, o, db, total-4)
	if got := storeAsks(t, o, db, "approved"); len(got) != 4 {
		t.Fatalf("%d approved asks in the store, want 4", len(got))
	}

	// r approves the selected ask with a reason, which `ozdesk audit` shows.
	time.Sleep(2 * DefaultGrace)
	next := storeAsks(t, o, db, "pending")[0]
	x.run("send-keys", "-t", "desk", "r")
	x.waitFor("Approve ask " + strings.TrimLeft(next.ID, "0") + " once")
	x.run("send-keys", "-t", "desk", "-l", "release train agreed")
	x.run("send-keys", "-t", "desk", "Enter")
	if code, out := askers[next.Command].wait(t); code != 0 {
		t.Fatalf("ask approved with a reason: exit %d, %q", code, out)
	}
	audit, err := exec.Command(o.bin, "--db", db, "audit", "--kind", "decide").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(audit), "approved by alice") || !strings.Contains(string(audit), "release train agreed") {
		t.Fatalf("ozdesk audit lacks the reason:\n%s", audit)
	}
	if n := strings.Count(string(audit), "approved by alice"); n != 5 {
		t.Fatalf("ozdesk audit has %d approvals by alice, want 5:\n%s", n, audit)
	}
	agree(t, x, o, db, total-5)

	// A fourth burst while the desk has decided: still exact.
	for i := 1; i <= per; i++ {
		cmd := fmt.Sprintf("npm publish --tag b4-%d", i)
		askers[cmd] = askAs(t, o, db, fmt.Sprintf("agent-%d", i), cmd)
	}
	agree(t, x, o, db, total-5+per)

	x.run("send-keys", "-t", "desk", "q")
	deadline := time.Now().Add(10 * time.Second)
	for exec.Command("tmux", "-L", x.socket, "has-session", "-t", "desk").Run() == nil {
		if time.Now().After(deadline) {
			t.Fatalf("q did not end the desk:\n%s", x.capture())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
