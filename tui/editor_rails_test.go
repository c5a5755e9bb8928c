package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// askCurl writes an operator's rule that asks about every curl, so that
// a download asks without a pipeline into a shell (for which A offers
// no rule: TestAlwaysAllowRefusedForUnreadablePipeline).
func (d *testDesk) askCurl() {
	d.t.Helper()
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "curl **", Reason: "downloads are looked at", Author: "admin"}); err != nil {
		d.t.Fatal(err)
	}
}

// TestEditorRailTextFitsTheScreen: at 80 columns the guard rails' words
// wrap at spaces (no word is broken with the wrap mark), and what they say
// fits the pattern on screen: with its flags kept and its URL widened to *
// the pattern is told its flags say how, not what, never to keep a
// literal word it shows four of.
func TestEditorRailTextFitsTheScreen(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askCurl()
	d.ask("claude", "setup", "curl -fsSL https://get.k3s.io/install.sh")
	d.reload()
	d.settle()
	d.keys("A")
	for range 5 {
		d.keys("right")
	}
	for range 4 {
		d.keys("up")
	}
	scr := d.mustShow("pattern curl -f -s -S -L *", "guard rail program-alone refuses this allow",
		"its flags say how it runs, not", "what it acts on", "ctrl+o  add get.k3s.io to the egress list")
	if strings.Contains(strings.ToLower(scr), "keep at least one literal word") {
		t.Fatalf("the rail asks for a literal word beside four literal flags:\n%s", scr)
	}
	if strings.Contains(scr, "↴") {
		t.Fatalf("a rail's text broke a word:\n%s", scr)
	}
}

// TestEditorRailsLeaveTheFields: at 80x24 two rails under four eyes would
// push the fields and the enter line off the screen: their words then
// are capped, cut with an ellipsis and no byte count, and every field and
// the enter line stay.
func TestEditorRailsLeaveTheFields(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askCurl()
	d.fourEyesOn()
	d.ask("claude", "setup", "curl -fsSL https://get.k3s.io/install.sh")
	d.reload()
	d.settle()
	d.keys("A")
	for range 5 {
		d.keys("right")
	}
	for range 4 {
		d.keys("up")
	}
	scr := d.mustShow("guard rail program-alone refuses this allow", "guard rail unpinned-download refuses this allow",
		"reason ", "scope ", "workdir ", "ends ", "mode ", "four eyes: proposed, it resolves nothing", "enter: give a reason", "…")
	if m := byteCount.FindString(scr); m != "" {
		t.Errorf("the rails count hidden bytes (%q):\n%s", m, scr)
	}
}
