package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
)

// TestBlankEnds: the spaces that start and end a text are drawn as
// escapes, in a line, between quotes and as the filter matches them.
func TestBlankEnds(t *testing.T) {
	plain := cards.PlainStyles()
	for _, tc := range []struct {
		in, line, quoted, escaped string
		w                         int
	}{
		{"claude", "claude", "«claude»", "claude", 20},
		{"claude ", `claude\x20`, `«claude\x20»`, `claude\x20`, 20},
		{" claude", `\x20claude`, `«\x20claude»`, `\x20claude`, 20},
		{"a     ", `a\x20{5}`, `«a\x20{5}»`, `a\x20{5}`, 20},
		{"   ", `\x20\x20\x20`, `«\x20\x20\x20»`, `\x20\x20\x20`, 20},
		{"x\u202e ", `x\u202e\x20`, `«x\u202e\x20»`, `x\u202e\x20`, 20},
		{"a»b ", `a»b\x20`, `«a\u00bbb\x20»`, `a\u00bbb\x20`, 20},
		{"long-agent-name ", `long-a…\x20`, `«lon…e\x20»`, `long-agent-name\x20`, 11},
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got := ansi.Strip(blanksLine(tc.in, tc.w, plain)); got != tc.line {
				t.Errorf("blanksLine = %q, want %q", got, tc.line)
			}
			if got := ansi.Strip(blanksQuoted(tc.in, tc.w, plain)); got != tc.quoted {
				t.Errorf("blanksQuoted = %q, want %q", got, tc.quoted)
			}
			if tc.in != "a»b " {
				if got := blanksEscaped(tc.in); got != tc.escaped {
					t.Errorf("blanksEscaped = %q, want %q", got, tc.escaped)
				}
			}
			if w := ansi.StringWidth(blanksQuoted(tc.in, tc.w, plain)); w > tc.w {
				t.Errorf("blanksQuoted takes %d cells, more than %d", w, tc.w)
			}
		})
	}
}

// TestBlankEndsOnScreen (rt35k MEDIUM-3): an agent "claude " beside
// "claude": grouped by agent, its header reads «claude\x20»; the filter
// "/claude " reads so in the queue's title, and "/claude\x20" finds it
// in the queue and in the audit view.
func TestBlankEndsOnScreen(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude ", "job", "rm -rf /srv/trailspace")
			d.askFixed("claude", "job", "rm -rf /srv/realclaude")
			d.reload()
			d.settle()
			d.keys("s")
			d.mustShow("by agent", `── «claude\x20» · 1`, "── «claude» · 1")
			d.keys("/", "claude ", "enter")
			// the row and the card too, not «claude » (rt38k MEDIUM-1);
			// the job both asks share takes no space in the row, the
			// card names it (rt43k F6)
			d.mustShow(`match /claude\x20`, `── «claude\x20» · 1`, `1s «claude\x20» rm -rf`, `agent «claude\x20» · job «job»`)
			d.requireScreen(t)
			d.keys("esc", "/", `claude\x20`, "enter")
			if scr := d.mustShow("trailspace"); strings.Contains(scr, "realclaude") {
				t.Errorf(`/claude\x20 finds the real claude too:`+"\n%s", scr)
			}
			d.keys("esc", "3", "/", `claude\x20`, "enter")
			if scr := d.mustShow("srv/trailspace"); strings.Contains(scr, "ask 2") {
				t.Errorf(`audit: /claude\x20 finds the real claude too:`+"\n%s", scr)
			}
		})
	}
}
