package tui

import (
	"io"
	"regexp"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// alone is the desk's tmux pane as a look finds it with one client of
// 120x40 on its session.
func alone() paneState {
	return paneState{windowActive: true, paneActive: true, winW: 120, winH: 40, paneW: 120, paneH: 40,
		attached: 1, lastAttached: "100", session: "desk", clients: []paneClient{{tty: "/dev/pts/1", w: 120, h: 40}}}
}

// paneDesk is a desk of 120x40 with one ask waiting, read and settled,
// that has looked at its tmux pane once (alone).
func paneDesk(t *testing.T) (*testDesk, string) {
	t.Helper()
	d := openDesk(t, 120, 40)
	id := d.ask("claude", "j1", "git push --force origin main")
	d.reload()
	d.settle()
	d.send(paneLookMsg{state: alone()})
	d.mustShow("Queue · 1 waiting")
	return d, id
}

// TestPaneChangeRestartsHold: each change of the desk's tmux pane that
// the regular look finds is said on the status line and starts the
// card's hold again, so that a key pressed right after decides nothing;
// a pane covered (a mode, another window, a zoomed pane) decides nothing
// while it lasts. Failed before: the desk knew nothing of its pane, and
// a approved at once.
func TestPaneChangeRestartsHold(t *testing.T) {
	cases := []struct {
		name   string
		change func(*paneState)
		says   string
		hidden string // what a key says while the change lasts, "" when the pane is seen
	}{
		{name: "copy mode", change: func(s *paneState) { s.mode = "copy-mode" },
			says: "the desk's pane was put in copy-mode", hidden: "the desk's pane is in copy-mode: a, d, A and D decide nothing"},
		{name: "another window", change: func(s *paneState) { s.windowActive = false },
			says: "the desk was covered (another window of its session is shown)", hidden: "the desk was covered: another window"},
		{name: "zoomed away", change: func(s *paneState) { s.zoomed, s.paneActive = true, false },
			says: "the desk was covered (another pane is zoomed over it)", hidden: "another pane is zoomed over it"},
		{name: "window shrank", change: func(s *paneState) { s.winW, s.winH = 100, 30 },
			says: "tmux: its window shrank to 100x30"},
		{name: "pane shrank", change: func(s *paneState) { s.paneH = 30 },
			says: "tmux: its pane shrank to 120x30"},
		{name: "renamed", change: func(s *paneState) { s.session = "old\x1b[31m" },
			says: `its session was renamed from desk to old\e[31m`},
		{name: "attached and left", change: func(s *paneState) { s.lastAttached = "101" },
			says: "a client attached to its session and left"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, id := paneDesk(t)
			s := alone()
			c.change(&s)
			d.send(paneLookMsg{state: s})
			d.mustShow(c.says)
			if c.hidden != "" {
				d.keys("a")
				d.mustShow(c.hidden)
				if a := d.askState(id); a.State != store.StatePending {
					t.Fatalf("a on a covered desk: ask is %s", a.State)
				}
				d.settle()
				d.send(paneLookMsg{state: alone()}) // uncovered
			}
			d.keys("a")
			d.mustShow("look at ask 1 again before deciding")
			d.pastUndo()
			if a := d.askState(id); a.State != store.StatePending {
				t.Fatalf("a right after the change: ask is %s", a.State)
			}
			d.settle()
			d.keys("a")
			d.pastUndo()
			if a := d.askState(id); a.State != store.StateApproved {
				t.Fatalf("a once the card was seen again: ask is %s\n%s", a.State, d.screen())
			}
		})
	}
}

// TestSharedDeskNeedsCode: while a second client is on the desk's
// session (rt54b B13: one attached by `script … < KEYS`), the banner names
// both clients, and a decision key alone decides nothing: the card's code
// must follow it; a wrong code decides nothing and a new code is shown.
// With the other client gone, a alone approves again. Failed before: a
// approved whoever typed it.
func TestSharedDeskNeedsCode(t *testing.T) {
	d, id := paneDesk(t)
	two := alone()
	two.attached, two.lastAttached = 2, "101"
	two.clients = append(two.clients, paneClient{tty: "/dev/pts/7", w: 20, h: 3})
	d.send(paneLookMsg{state: two})
	d.settle()
	d.mustShow("2 clients on the desk's session: /dev/pts/1 120x40, /dev/pts/7 20x3 (below the desk's least 30x",
		"a client attached to its session (2 attached)")
	code := func() string {
		t.Helper()
		m := regexp.MustCompile(`Card · code (\d\d)`).FindStringSubmatch(d.screen())
		if m == nil {
			t.Fatalf("the card shows no code:\n%s", d.screen())
		}
		return m[1]
	}
	first := code()
	d.keys("a")
	d.mustShow("2 clients share the desk: a came: to approve ask 1, type the 2-digit code on its card")
	d.pastUndo()
	if a := d.askState(id); a.State != store.StatePending {
		t.Fatalf("a alone on a shared desk: ask is %s", a.State)
	}
	wrong := "00"
	if first == wrong {
		wrong = "01"
	}
	d.keys("a", wrong)
	d.mustShow("wrong code: nothing decided; the card shows a new one")
	d.pastUndo()
	if a := d.askState(id); a.State != store.StatePending {
		t.Fatalf("a with a wrong code: ask is %s", a.State)
	}
	d.keys("a", code())
	d.pastUndo()
	if a := d.askState(id); a.State != store.StateApproved {
		t.Fatalf("a with the card's code: ask is %s\n%s", a.State, d.screen())
	}

	// the other client gone: one key decides again
	other := d.ask("claude", "j1", "git push --force origin master")
	d.reload()
	d.send(paneLookMsg{state: alone()})
	d.mustShow("a client left its session (1 attached)")
	d.mustNotShow("clients on the desk's session", "code ")
	d.settle()
	d.keys("a")
	d.pastUndo()
	if a := d.askState(other); a.State != store.StateApproved {
		t.Fatalf("a with one client: ask is %s\n%s", a.State, d.screen())
	}
}

// TestParsePane reads a look's output, and refuses one that is not.
func TestParsePane(t *testing.T) {
	out := "P\t1\tcopy-mode\t1\t0\t1\t80\t24\t80\t12\t2\t1796579675\t@3\tdesk\tx\n" +
		"C\t80\t24\tC-b\tNone\t@3 @4 \t/dev/pts/1\troot\n" +
		"C\t20\t3\tC-b\tNone\t@3 \t/dev/pts/4\troot\n" +
		"C\t20\t3\tC-b\tNone\t@30 @2 \t/dev/pts/5\tprefix\n" + // another session's
		"bind-key -T root MouseDown1Pane       select-pane -t = \\; send-keys -M\n"
	s, err := parsePane(out)
	if err != nil {
		t.Fatal(err)
	}
	if s.mode != "copy-mode" || !s.windowActive || s.paneActive || !s.zoomed || s.paneH != 12 || s.attached != 2 ||
		s.window != "@3" || s.session != "desk\tx" || len(s.clients) != 2 || len(s.rebound) != 0 ||
		s.clients[1] != (paneClient{tty: "/dev/pts/4", w: 20, h: 3, table: "root", prefix: [2]string{"C-b", "None"}}) {
		t.Fatalf("parsed %+v", s)
	}
	for _, bad := range []string{"", "C\t1\t2\tC-b\tNone\t@1\t/dev/pts/1\troot\n", "P\t0\t\t1\n",
		"P\t0\t\t1\t1\t0\tx\t24\t80\t24\t1\t\t@1\tdesk\n", "P\t0\t\t1\t1\t0\t80\t24\t80\t24\t1\t\t@1\tdesk\nC\t1\t2\t/dev/pts/1\n"} {
		if _, err := parsePane(bad); err == nil {
			t.Errorf("parsePane(%q) gave no error", bad)
		}
	}
}

// TestPaneHelp: help on a desk that watches its tmux pane says how a
// shared desk decides; a desk outside tmux says nothing of it.
func TestPaneHelp(t *testing.T) {
	d, _ := paneDesk(t)
	d.keys("?", "G") // the notes follow the keys (issue 9 #2)
	d.mustShow("In tmux the desk watches its pane", "code NN")
	plain := openDesk(t, 120, 40)
	plain.reload()
	plain.keys("?")
	plain.mustNotShow("In tmux the desk watches its pane")
}

// TestHostDeskLooksNot: a host's desk (NewProgram: an SSH session, whose
// environment its client sends) never looks at a tmux pane, whatever
// $TMUX and $TMUX_PANE it is given; tmuxPlace reads them for Run's.
func TestHostDeskLooksNot(t *testing.T) {
	d := openDesk(t, 80, 24)
	env := append([]string{"TMUX=/tmp/x/sock,1,0", "TMUX_PANE=%3"}, deskEnv...)
	_, m, err := newProgram(t.Context(), Config{Service: d.api, Env: env, In: strings.NewReader(""), Out: io.Discard})
	if err != nil {
		t.Fatal(err)
	}
	if m.pane.target != "" || m.pane.watching() {
		t.Fatalf("a host's desk watches pane %q", m.pane.target)
	}
	if s, p := tmuxPlace(envLookup(env)); s != "/tmp/x/sock" || p != "%3" {
		t.Fatalf("tmuxPlace = %q, %q", s, p)
	}
	if s, p := tmuxPlace(envLookup(deskEnv)); s != "" || p != "" {
		t.Fatalf("tmuxPlace outside tmux = %q, %q", s, p)
	}
}
