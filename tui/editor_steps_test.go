package tui

import (
	"strings"
	"testing"
)

// TestEditorStepsAt80: at 80 columns the ladder of a long word shows the
// step it stands on, whole, and … where it cuts steps off; the pattern
// line shows the word under the cursor.
func TestEditorStepsAt80(t *testing.T) {
	cases := []struct {
		name  string
		keys  []string
		shows []string
	}{
		{"the first step", []string{"end"},
			[]string{"word: ▸https://get.k3s.io/install.sh › https://get.k3s.io/* …"}},
		{"a step past the edge", []string{"end", "up", "up", "up"},
			[]string{"word: … https://get.k3s.io/* › [host:get.k3s.io] › ▸[url] › * › **"}},
		{"the last step", []string{"end", "up", "up", "up", "up", "up", "up", "up"},
			[]string{"word: … ", "› * › ▸**"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "setup", "curl -fsSL https://get.k3s.io/install.sh | sh")
			d.reload()
			d.settle()
			d.keys("A")
			for _, k := range tc.keys {
				if k == "end" {
					for range 5 {
						d.keys("right")
					}
					continue
				}
				d.keys(k)
			}
			scr := d.mustShow(tc.shows...)
			for i, line := range strings.Split(scr, "\n") {
				if w := len([]rune(line)); w > 80 {
					t.Errorf("line %d is %d cells: %q", i+1, w, line)
				}
			}
		})
	}
}
