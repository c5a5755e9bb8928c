package tui

import (
	"strings"
	"testing"
)

// TestTailsSurvive: two asks that differ only at the end of a long
// command read differently on every line that names them: the undo
// countdown, the status line after the decision, the audit view, and
// the pattern editor at 80 columns, where the end of the command and of
// the pattern show (rt11 #12, #11, #16).
func TestTailsSurvive(t *testing.T) {
	const base = "terraform destroy -auto-approve -var-file=environments/production.tfvars -target="
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "build", base+"module.m5")
			d.askFixed("claude", "build", base+"module.m6")
			d.reload()
			d.settle()
			// too long for one line, the command has the second to itself
			// (TestStatusCommandLine)
			d.keys("a")
			scr := d.mustShow("approving ask 1 once · u undoes · 2s")
			if !statusEnds(scr, "approving ask 1 once", "terraform destroy", "module.m5") {
				t.Errorf("the undo line lost the command's end:\n%s", scr)
			}
			d.pastUndo()
			scr = d.mustShow("approved ask 1 once")
			if !statusEnds(scr, "approved ask 1 once", "terraform destroy", "module.m5") {
				t.Errorf("the status line lost the command's end:\n%s", scr)
			}
			d.reload()
			d.keys("3")
			d.settle()
			scr = d.screen()
			for _, want := range []string{"ask 1 asked by", "ask 2 asked by", "ask 1 approved by"} {
				l := lineWith(scr, want)
				if l == "" {
					t.Fatalf("no audit line %q:\n%s", want, scr)
				}
				id := want[4:5]
				// the ask's and rule's IDs are drawn whole first (rt29k #8): at
				// 80 columns the command keeps its distinguishing end, not all of "module.m5"
				tail := "module.m" + map[string]string{"1": "5", "2": "6"}[id]
				if sz.w < 100 {
					tail = tail[len(tail)-4:]
				}
				if !strings.HasSuffix(l, tail) || !strings.Contains(l, want) {
					t.Errorf("audit line %q does not end in %q:\n%s", want, tail, scr)
				}
			}
			d.keys("1")
			d.settle() // the card is back on screen: the keys wait a moment (rt18k #10)
			d.keys("A")
			d.settle()
			scr = d.screen()
			for _, lead := range []string{"command ", "pattern "} {
				if l := lineWith(scr, lead); !strings.HasSuffix(l, "module.m6") {
					t.Errorf("the editor's %sline lost the end:\n%s", lead, scr)
				}
			}
		})
	}
}

// statusEnds reports whether the status on scr that starts with words
// shows the command from start to end: on its line in parentheses, or
// on the line below it (TestStatusCommandLine).
func statusEnds(scr, words, start, end string) bool {
	lines := strings.Split(scr, "\n")
	for i, l := range lines {
		if !strings.Contains(l, words) {
			continue
		}
		if strings.Contains(l, words+" ("+start) && strings.Contains(l, end+")") {
			return true
		}
		if i+1 < len(lines) {
			next := strings.TrimRight(lines[i+1], " ")
			return strings.HasPrefix(next, statusCmdIndent+start) && strings.HasSuffix(next, end)
		}
	}
	return false
}

// lineWith is the first line of scr that holds s, "" when none does.
func lineWith(scr, s string) string {
	for _, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, s) {
			return l
		}
	}
	return ""
}
