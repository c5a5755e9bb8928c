package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestLookalikeBesideInvisible: a look-alike letter stays escaped when
// its word also holds an invisible or format character (a zero-width
// space, a soft hyphen, a bidi override): in the row, the card and the
// agent's name, `https://\u200bgithub.c\u043em` never draws the Cyrillic
// о raw (rt18k #11: one \u200b turned the escape off for its word).
func TestLookalikeBesideInvisible(t *testing.T) {
	for _, tc := range []struct{ name, agent, command, want string }{
		{"zero-width space before", "gp", "git push https://\u200bgithub.c\u043em/o/r.git main", `github.c\u043em`},
		{"zero-width space after", "gp", "git push https://github.c\u043em/o/r.git\u200b main", `github.c\u043em`},
		{"soft hyphen", "gp", "git push https://\u00adgithub.c\u043em/o main", `github.c\u043em`},
		{"bidi override", "gp", "git push https://github.c\u043em/o\u202e main", `github.c\u043em`},
		{"agent name", "dep\u200blo\u0443a", "git push origin feature", `lo\u0443a`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "git push **",
				Reason: "pushes are looked at", Author: "admin"}); err != nil {
				t.Fatal(err)
			}
			d.ask(tc.agent, "push", tc.command)
			d.reload()
			d.settle()
			scr := d.mustShow(tc.want)
			for _, raw := range []string{"\u043e", "\u0443"} {
				if strings.Contains(scr, raw) {
					t.Fatalf("the look-alike %q is drawn raw:\n%s", raw, scr)
				}
			}
		})
	}
}
