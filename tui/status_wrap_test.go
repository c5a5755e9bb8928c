package tui

import (
	"slices"
	"strings"
	"testing"
)

// TestLongStatusWraps (rt13k): at 80 columns a status too long for its
// line is read whole on two, the body's last line lent to it while it
// stands, and the footer stays (it was lent the footer's line, which hid
// the keys until the next key, desk9e). A short one keeps one line.
func TestLongStatusWraps(t *testing.T) {
	d, _ := threeAsks(t, 80, 24)
	long := "ask 2, ask 3, ask 4, ask 5, ask 6, ask 7 left out: just arrived, look before deciding; ask 1 approved once"
	d.m.setStatus(statusWarn, long)
	scr := d.screen()
	if got := strings.Join(strings.Fields(scr), " "); !strings.Contains(got, long) {
		t.Fatalf("the status is not read whole:\n%s", scr)
	}
	rows := strings.Split(strings.TrimSuffix(scr, "\n"), "\n")
	if len(rows) != 24 || !strings.Contains(rows[0], "ozdesk") {
		t.Fatalf("the screen lost its shape: %d rows:\n%s", len(rows), scr)
	}
	if !strings.Contains(rows[23], "? help") || !strings.Contains(rows[22], "ask 1 approved once") {
		t.Fatalf("the footer gave way to the status:\n%s", scr)
	}
	d.clock.Add(statusKeep + statusKeep)
	d.mustShow("? help")
	d.m.setStatus(statusInfo, "no ask marked")
	d.mustShow("no ask marked", "? help")
}

// TestLongerStatusCutsAtAWord (issue 9 leftover 4): a status too long
// for its two lines at 80 columns had its second cut in a word's middle
// ("refu…"): it is cut after the last word that fits, with the ellipsis.
func TestLongerStatusCutsAtAWord(t *testing.T) {
	d, _ := threeAsks(t, 80, 24)
	words := strings.Fields(strings.Repeat("ask 2, ask 3, ask 4 left out: just arrived, look before deciding; ", 3) + "their agents are refused")
	d.m.setStatus(statusWarn, strings.Join(words, " "))
	rows := strings.Split(strings.TrimSuffix(d.screen(), "\n"), "\n")
	second := strings.TrimSpace(rows[22])
	if !strings.HasSuffix(second, "…") {
		t.Fatalf("the status's second line is not cut: %q", second)
	}
	last := strings.Fields(strings.TrimSuffix(second, "…"))
	if w := last[len(last)-1]; !slices.Contains(words, w) {
		t.Fatalf("the status's second line ends in a cut word %q: %q", w, second)
	}
}
