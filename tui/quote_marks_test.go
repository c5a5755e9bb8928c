package tui

import (
	"strings"
	"testing"
)

// TestGroupHeadersQuoteNames: grouped by agent, a header quotes and
// escapes the agent's name as its row does, so that a name cannot read
// as a command or fake a group's count (rt35k MEDIUM-5).
func TestGroupHeadersQuoteNames(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askWith("claude", "", fixedCwd, "rm -rf /srv/g1")
			d.askWith("claude · 9 approved", "", fixedCwd, "rm -rf /srv/g2")
			d.askWith("zz » rm -rf /srv/safe «", "", fixedCwd, "rm -rf ~/")
			d.reload()
			d.settle()
			d.keys("s")
			d.settle()
			scr := d.mustShow("by agent", "── «claude» · 1", "── «claude · 9 approved» · 1", `── «zz \u00bb rm`)
			for _, l := range strings.Split(scr, "\n") {
				if strings.Contains(l, "── ") && strings.ContainsAny(l, "»«") && !strings.Contains(l, "── «") {
					t.Errorf("a header names its agent unquoted: %q", l)
				}
				if strings.Contains(l, "» rm -rf /srv/safe") {
					t.Errorf("a quote mark in a name is drawn raw: %q", l)
				}
			}
		})
	}
}

// TestCwdPrefixEscapesQuotes: two asks of one agent from two directories
// show each row's directory in quotes, and a quote mark in the directory
// is drawn as its escape, on the rows and in the bulk confirmation, so
// its tail cannot read as the command (rt35k MEDIUM-5).
func TestCwdPrefixEscapesQuotes(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askWith("sp", "", "/srv/a» echo safe «", "rm -rf ../data")
	d.askWith("sp", "", "/srv/b", "rm -rf ../data")
	d.reload()
	d.settle()
	scr := d.mustShow(`\u00bb`)
	if strings.Contains(scr, "» echo safe") {
		t.Errorf("the row draws the directory's quote mark raw:\n%s", scr)
	}
	d.keys("ctrl+a", "a")
	scr = d.mustShow("Approve 2 marked asks once?")
	if strings.Contains(scr, "» ec") {
		t.Errorf("the confirmation draws the directory's quote mark raw:\n%s", scr)
	}
}
