package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestSafeProse: lines break at spaces, a word longer than the line breaks
// at the cell with the wrap mark, control characters are escapes, and a
// text past its lines says how much is hidden.
func TestSafeProse(t *testing.T) {
	st := PlainStyles()
	tests := []struct {
		text  string
		width int
		max   int
		want  []string
	}{
		{"keep at least one literal word or class that says what it acts on", 30, 0,
			[]string{"keep at least one literal word", "or class that says what it", "acts on"}},
		{"short", 30, 0, []string{"short"}},
		{"a supercalifragilistic word", 12, 0, []string{"a", "supercalifr↴", "agilistic", "word"}},
		{"evil\x1b[2Jtext here", 30, 0, []string{`evil\e[2Jtext here`}},
		{"one two three four five six", 9, 2, []string{"one two", "three fo…"}},
	}
	for _, tt := range tests {
		got := SafeProse(tt.text, tt.width, tt.max, st)
		for i := range got {
			got[i] = ansi.Strip(got[i])
			if w := ansi.StringWidth(got[i]); w > tt.width {
				t.Errorf("%q: line %q is %d cells, over %d", tt.text, got[i], w, tt.width)
			}
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("SafeProse(%q, %d, %d) = %q, want %q", tt.text, tt.width, tt.max, got, tt.want)
		}
	}
}
