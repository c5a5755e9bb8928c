package tui

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// hostileName is an agent's name (or job, or workdir component) written
// to drive the terminal: a carriage return and a newline that would start
// a fake rule row, an OSC title, an SGR colour, a bidi override and two C1
// controls (NEL and CSI).
const hostileName = "ev\r\n  r9   ✓ allow rm -rf ~\x1b]0;PWNED\a\x1b[31mRED\u202eflip\u0085\u009bX"

// hostileRaw are byte strings of hostileName that must never reach the
// terminal as they are.
var hostileRaw = []string{"\r", "\a", "\x1b[31mRED", "\x1b]0;PWNED", "\u202e", "\u0085", "\u009b", "\n  r9"}

// mustDrawSafely fails when the desk's frame (what it writes to the
// terminal) holds a raw control of the hostile text, or a line past the
// screen's size, and unless the screen shows each of escaped.
func (d *testDesk) mustDrawSafely(t *testing.T, view string, escaped ...string) {
	t.Helper()
	d.onLoop.Store(true)
	frame := d.m.Screen()
	d.onLoop.Store(false)
	for _, raw := range hostileRaw {
		if strings.Contains(frame, raw) {
			t.Errorf("%s: the frame holds the raw %q:\n%s", view, raw, d.screen())
		}
	}
	lines := strings.Split(frame, "\n")
	if len(lines) > d.h {
		t.Errorf("%s: the frame has %d lines on a screen of %d", view, len(lines), d.h)
	}
	for i, l := range lines {
		if w := common.Width(ansi.Strip(l)); w > d.w {
			t.Errorf("%s: line %d is %d cells wide on a screen of %d", view, i+1, w, d.w)
		}
		for _, r := range ansi.Strip(l) {
			if r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) {
				t.Errorf("%s: line %d holds the control %U", view, i+1, r)
			}
		}
	}
	scr := d.screen()
	for _, e := range escaped {
		if !strings.Contains(scr, e) {
			t.Errorf("%s: the screen lacks %q:\n%s", view, e, scr)
		}
	}
}

// TestHostileTextEveryView (rt40k CRITICAL-1, HIGH-1): an agent's name,
// job and working directory, a rule's scope (agent, node, workdir) and a
// reason, each holding \r, \n, ESC sequences, a bidi override and C1
// controls (a node scope refuses them), are drawn through the safe display on every view that shows
// them: the queue and its card, the whole command (v), the pattern
// editor, the bulk confirmation, the help, the rules list and a rule's
// detail, the retire and move confirmations, and the audit list and an
// entry's detail. No raw control reaches the terminal, no text starts a
// line of its own, and each shows its escapes (\r, \n).
func TestHostileTextEveryView(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			cwd := "/home/op/w\r\n── Command ──\x1b[8m"
			d.askWith(hostileName, hostileName, cwd, "rm -rf /srv/prod-db")
			d.askWith(hostileName, "job", fixedCwd, "rm -rf /srv/other-db")
			for i, pat := range []string{"rm -rf /srv/prod-db", "rm -rf /srv/other-*"} {
				if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: pat, Reason: hostileName,
					Author: "alice", Scope: patterns.Scope{Agent: hostileName + string(rune('a'+i)), Node: "vm", Workdir: cwd}}); err != nil {
					t.Fatal(err)
				}
			}
			d.reload()
			d.clock.Add(5 * time.Second) // past every grace: the keys act
			d.send(tickMsg(d.clock.Now()))
			d.mustDrawSafely(t, "queue", "Queue · 2 waiting", `\r`)
			// each step waits out the card's grace, so that its keys act
			step := func(keys ...string) {
				for _, k := range keys {
					d.keys(k)
					d.clock.Add(2 * time.Second)
					d.send(tickMsg(d.clock.Now()))
				}
			}
			step("v")
			d.mustDrawSafely(t, "whole command", "Command of ask 1", `\r\n`, "rm -rf /srv/prod-db")
			step("esc", "A")
			d.mustDrawSafely(t, "editor", "reason", `\r`)
			step("esc")
			step("space", "j")
			step("space", "d")
			d.mustDrawSafely(t, "bulk confirmation", "2 marked", `\r`)
			step("esc")
			step("esc", "?")
			d.mustDrawSafely(t, "help", "Keys · lines")
			step("esc", "2")
			d.mustDrawSafely(t, "rules", "Rules · 2", `\r`)
			step("enter")
			d.mustDrawSafely(t, "rule detail", "Rule r1", `\r\n`)
			step("esc", "x")
			d.mustDrawSafely(t, "retire confirmation", "Retire rule r1?", `\r\n`)
			step("esc", "j", "m", "k", "enter")
			d.mustDrawSafely(t, "move confirmation", "Move rule r2", `\r\n`)
			step("esc")
			step("esc", "3")
			d.mustDrawSafely(t, "audit", "Audit")
			step("enter")
			d.mustDrawSafely(t, "audit detail", `\r`)
		})
	}
}

// TestWholeCommandHeadQuoted (rt40k HIGH-1): v draws the agent's name
// and job each quoted on its own line, its newlines escaped, so that a
// name holding "\n── Command ──\n rm -rf /srv/harmless" does not draw a
// second command block above the real one: the only "── Command" line is
// the desk's, and it stands after the four fields (the name's own box
// signs are escaped since rd69 D1).
func TestWholeCommandHeadQuoted(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askWith("ag\n── Command ──\n rm -rf /srv/harmless", "job\r\x1b[31mFAKE\n  ✓ allow", fixedCwd, "rm -rf /srv/prod-db")
			d.reload()
			d.settle()
			d.keys("v")
			// The agent's rule of box-drawing signs is escaped too, as
			// signs that read as ASCII's - (rd69 D1).
			scr := d.mustShow(`agent  «ag\n\u2500\u2500 Command \u2500\u2500\n rm -rf /srv/harmless»`, `job    «job\r\e[31mFAKE\n  ✓ allow»`)
			if n := strings.Count(scr, "── Command"); n != 1 {
				// the desk's only: the agent's is escaped inside its quotes
				t.Fatalf("%d lines read \"── Command\", want the desk's alone:\n%s", n, scr)
			}
			heads := 0
			for _, l := range strings.Split(scr, "\n") {
				if strings.HasPrefix(strings.TrimSpace(l), "── Command") {
					heads++
				}
				if strings.HasPrefix(strings.TrimSpace(l), "rm -rf /srv/harmless") || strings.HasPrefix(strings.TrimSpace(l), "✓ allow") {
					t.Fatalf("a line of the agent's words stands on its own:\n%s", scr)
				}
			}
			if heads != 1 {
				t.Fatalf("%d lines start \"── Command\", want the desk's alone:\n%s", heads, scr)
			}
		})
	}
}
