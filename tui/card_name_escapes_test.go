package tui

import (
	"strings"
	"testing"
)

// TestCardNameKeepsEscapes: the card's agent line keeps a long name's
// escapes in sight with both its ends, at 80x24 and 120x40 (rt42k F3:
// «release-bot----…----trusted» dropped the \u202e between).
func TestCardNameKeepsEscapes(t *testing.T) {
	dash := strings.Repeat("-", 70)
	for _, c := range []struct {
		name, agent string
		w, h        int
		want        []string
	}{
		{"bidi 80", "release-bot" + dash + "\u202e" + dash + "trusted", 80, 24, []string{"«release", `\u202e`, "trusted»"}},
		{"bidi 120", "release-bot" + dash + "\u202e" + dash + dash + "trusted", 120, 40, []string{"«release", `\u202e`, "trusted»"}},
		{"nbsp 80", "ci" + strings.Repeat("\u00a0", 30) + "x", 80, 24, []string{"«ci", "hidden characters", "x»"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := openDesk(t, c.w, c.h)
			d.ask(c.agent, "J", "rm -rf ~/.ssh")
			d.reload()
			d.settle()
			scr := d.screen()
			var line string
			for l := range strings.SplitSeq(scr, "\n") {
				if strings.Contains(l, "agent «") {
					line = l
				}
			}
			for _, w := range c.want {
				if !strings.Contains(line, w) {
					t.Errorf("the card's agent line %q does not show %q:\n%s", line, w, scr)
				}
			}
		})
	}
}
