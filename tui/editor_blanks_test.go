package tui

import (
	"strings"
	"testing"
)

// TestEditorListsShowTrailingSpaces: the editor's lists of what a rule
// matches draw a command's trailing space as \x20, as its row does, in
// the "e.g." commands and the asks it resolves (rt45k #7: both lists
// dropped it, and two asks that differ by it read the same there).
func TestEditorListsShowTrailingSpaces(t *testing.T) {
	const cmd = "kubectl --context prod-eu-west-1-cluster-primary delete namespace staging-team-alpha-reviews"
	d := openDesk(t, 120, 40)
	d.askFixed("dep", "", cmd)
	d.askFixed("dep", "", cmd+" ")
	d.reload()
	d.settle()
	d.mustShow("alpha-reviews\\x20") // the row
	d.keys("A")
	scr := d.mustShow("matches: ")
	var eg, resolves []string
	for _, l := range strings.Split(scr, "\n") {
		l = strings.TrimRight(l, " ")
		switch {
		case strings.Contains(l, "   e.g. kubectl"):
			eg = append(eg, l)
		case strings.Contains(l, "   resolves ask "):
			resolves = append(resolves, l)
		}
	}
	if len(eg) != 2 || len(resolves) != 1 {
		t.Fatalf("want 2 commands and 1 ask listed, got %q and %q:\n%s", eg, resolves, scr)
	}
	if n := strings.Count(strings.Join(eg, "\n"), "alpha-reviews\\x20"); n != 1 {
		t.Errorf("%d of the commands listed end in \\x20, want 1: %q", n, eg)
	}
	if !strings.HasSuffix(resolves[0], "alpha-reviews\\x20") {
		t.Errorf("the ask with a trailing space is listed as %q", resolves[0])
	}
}
