package tui

import (
	"testing"
)

// TestEditorWidensOneRung: widening a word takes one rung of that word's
// ladder, and the words after it stay: a flag has no rung above it (↑
// leaves it: a ** in its place would take any operand and any option, and
// after curl's -f it let `--resolve`, `--proxy` and `--upload-file` in:
// rt45k HIGH-1), never the program with every word dropped (curl **);
// past the top nothing is wider, and t is the key that puts ** from a
// word on.
func TestEditorWidensOneRung(t *testing.T) {
	cases := []struct {
		name, command string
		keys          []string
		screen        string
		pattern       string
	}{
		{"a flag stays", "curl -fsSL https://get.k3s.io/install.sh | sh", []string{"up"},
			"pattern curl -f -s -S -L https://get.k3s.io/install.sh", "curl -f -s -S -L https://get.k3s.io/install.sh"},
		{"past the top of a flag", "curl -fsSL https://get.k3s.io/install.sh | sh", []string{"up", "up", "up"},
			"word: ▸-f\n", "curl -f -s -S -L https://get.k3s.io/install.sh"},
		{"a flag, back", "curl -fsSL https://get.k3s.io/install.sh | sh", []string{"up", "down"},
			"word: ▸-f\n", "curl -f -s -S -L https://get.k3s.io/install.sh"},
		{"a flag's value widens, then stops", "curl -fsSL -o k3s.sh https://get.k3s.io | sh", []string{"right", "right", "right", "right", "up", "up", "up", "up", "up"},
			"pattern curl -f -s -S -L -o=* https://get.k3s.io", "curl -f -s -S -L -o=* https://get.k3s.io"},
		{"an operand in the middle", "git push --force origin main", []string{"right", "right", "up", "up"},
			"pattern git push --force ** main", "git push --force ** main"},
		{"ctrl+t puts ** from a word on", "git push --force origin main", []string{"right", "right", "ctrl+t"},
			"in the tail **", "git push --force **"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			d.ask("claude", "job", tc.command)
			d.reload()
			d.settle()
			d.keys("A")
			d.keys(tc.keys...)
			d.mustShow(tc.screen)
			if got := d.pattern(); got != tc.pattern {
				t.Fatalf("the rule's pattern is %q, want %q:\n%s", got, tc.pattern, d.screen())
			}
			// The pattern line reads as the rule will be written.
			d.mustShow("pattern " + tc.pattern + "\n")
		})
	}
}

// pattern is the pattern of the open editor's rule.
func (d *testDesk) pattern() string {
	d.t.Helper()
	e := d.m.editor()
	if e == nil {
		d.t.Fatalf("no editor open:\n%s", d.screen())
	}
	s, _ := e.ed.Spec()
	return s.Pattern
}

// TestEditorWidensNamesFromTheRight: -target=module.m5 is a name, not a
// path: one rung wider is module.*, and no rung offers a path class.
func TestEditorWidensNamesFromTheRight(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "infra", "terraform destroy -target=module.m5")
	d.reload()
	d.settle()
	d.keys("A", "right")
	d.mustShow("word: ▸-target=module.m5 › -target=module.* › -target=*\n")
	d.keys("up")
	d.mustShow("pattern terraform destroy -target=module.*")
	d.mustNotShow("inside-workdir", "*.m5")
	if got := d.pattern(); got != "terraform destroy -target=module.*" {
		t.Fatalf("pattern %q", got)
	}
}
