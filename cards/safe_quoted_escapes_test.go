package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestSafeQuotedKeepsEscapes: a name cut to its room keeps every escape
// it holds in sight, or says how many it hides, and keeps both its ends
// (rt42k F3: «release-bot---…---trusted» dropped the \u202e between).
func TestSafeQuotedKeepsEscapes(t *testing.T) {
	dash := strings.Repeat("-", 70)
	for _, c := range []struct {
		name, s string
		width   int
		want    []string
	}{
		{"bidi mid", "release-bot" + dash + "\u202e" + dash + "trusted", 60, []string{"«release", `\u202e`, "trusted»"}},
		{"bidi 30", "release-bot" + dash + "\u202e" + dash + "trusted", 30, []string{"«re", `\u202e`, "ed»"}},
		{"two apart", "a" + dash + "\u200b" + dash + "\u202e" + dash + "z", 40, []string{"«a", `\u200b`, `\u202e`, "z»"}},
		{"many", "ci" + strings.Repeat("\u00a0", 10) + "x", 30, []string{"«c", "10 hidden characters", "x»"}},
		{"many narrow", "ci" + strings.Repeat("\u00a0", 10) + "x", 16, []string{"«c", "10 hidden", "x»"}},
		{"big", strings.Repeat("a", 60_000) + "\u202e" + strings.Repeat("b", 60_000), 50, []string{"«a", `\u202e`, "b»"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := ansi.Strip(SafeQuoted(c.s, c.width, PlainStyles()))
			if w := ansi.StringWidth(got); w > c.width {
				t.Errorf("%q is %d cells, over %d", got, w, c.width)
			}
			for _, w := range c.want {
				if !strings.Contains(got, w) {
					t.Errorf("%q does not show %q", got, w)
				}
			}
		})
	}
}
