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
			d.keys("a")
			line := statusRow(d.mustShow("approving ask 1 once (terraform destroy"))
			if !strings.Contains(line, "module.m5) · u undoes") {
				t.Errorf("the undo line lost the command's end:\n%s", line)
			}
			d.pastUndo()
			line = statusRow(d.mustShow("approved ask 1 once (terraform destroy"))
			if !strings.Contains(line, "module.m5)") {
				t.Errorf("the status line lost the command's end:\n%s", line)
			}
			d.reload()
			d.keys("3")
			d.settle()
			scr := d.screen()
			for _, want := range []string{"ask 1 asked by", "ask 2 asked by", "ask 1 approved by"} {
				l := lineWith(scr, want)
				if l == "" {
					t.Fatalf("no audit line %q:\n%s", want, scr)
				}
				id := want[4:5]
				if tail := "module.m" + map[string]string{"1": "5", "2": "6"}[id]; !strings.HasSuffix(l, tail) {
					t.Errorf("audit line %q does not end in %q:\n%s", want, tail, scr)
				}
			}
			d.keys("1", "A")
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

// statusRow is the status line of a screen: the line above the footer.
func statusRow(scr string) string {
	lines := strings.Split(strings.TrimRight(scr, "\n"), "\n")
	if len(lines) < 2 {
		return ""
	}
	return lines[len(lines)-2]
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
