package tui

import (
	"regexp"
	"strings"
	"testing"
)

// TestEditorScopeNameWholeEscapes: the editor's "this agent" line draws
// a name full of escapes whole or cut between whole escapes with …, and
// always closes its quote (rt42k F5: ten no-break spaces, counted as ten
// characters, ran past the line at 80 columns and were cut inside an
// escape, «ci\u00a0…\u0, with no … and no closing »). A name too long
// for the scope line goes whole on lines of its own below it, wrapped
// (rt43k F1), and is read there.
func TestEditorScopeNameWholeEscapes(t *testing.T) {
	nbsp := strings.Repeat("\u00a0", 10)
	for _, c := range []struct {
		name, agent string
		w, h        int
	}{
		{"nbsp 80", "ci" + nbsp + "x", 80, 24},
		{"nbsp 120", "ci" + nbsp + "x", 120, 40},
		{"bidi 80", "release-bot" + strings.Repeat("-", 30) + "\u202e" + strings.Repeat("-", 30) + "trusted", 80, 24},
		{"zero-width 80", "ci" + strings.Repeat("\u200b", 14) + "x", 80, 24},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := openAskingDesk(t, c.w, c.h)
			d.ask(c.agent, "j", "rm -rf /tmp/scope-1")
			d.reload()
			d.settle()
			d.keys("A")
			scr := d.screen()
			broken := regexp.MustCompile(`\\(u[0-9a-f]{0,3}|x[0-9a-f]?)?$`)
			// the name on the scope line, or wrapped whole on lines of
			// its own under "this agent, named" (rt43k F1), joined
			named := regexp.MustCompile(`this agent(?:, named\n *| )(«.*)`)
			found := named.FindAllStringSubmatch(unwrapped.ReplaceAllString(scr, ""), -1)
			if len(found) == 0 {
				t.Fatalf("no scope line:\n%s", scr)
			}
			for _, f := range found {
				name := f[1]
				if !strings.Contains(name, "»") || broken.MatchString(strings.TrimRight(name, " ")) {
					t.Errorf("the scope line cuts the name: %q", name)
				}
				if !strings.Contains(name, "x»") && !strings.Contains(name, "trusted»") && !strings.Contains(name, "…") {
					t.Errorf("the scope line drops the name's end without …: %q", name)
				}
			}
		})
	}
}
