package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
)

// TestNameCellBlankEnds (rt38k MEDIUM-1): a queue row drew the agent
// "lead " as «lead », its trailing space raw, where 'queue ls', the
// group headers and the audit view show «lead\x20»; nameCell now writes
// blank ends as escapes, and the column counts them.
func TestNameCellBlankEnds(t *testing.T) {
	plain := cards.PlainStyles()
	for _, tc := range []struct {
		name string
		w    int
		want string
	}{
		{"lead ", 12, `«lead\x20»`},
		{" lead", 12, `«\x20lead»`},
		{"lead", 12, `«lead»`},
		{"a    ", 16, `«a\x20{4}»`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ansi.Strip(nameCell(tc.name, tc.w, 0, plain))
			if strings.TrimRight(got, " ") != tc.want {
				t.Errorf("nameCell(%q, %d) = %q, want %q", tc.name, tc.w, got, tc.want)
			}
			if w := ansi.StringWidth(got); w != tc.w {
				t.Errorf("nameCell(%q, %d) takes %d cells", tc.name, tc.w, w)
			}
			if w := quotedWidth(tc.name, 40); w != ansi.StringWidth(tc.want) {
				t.Errorf("quotedWidth(%q) = %d, want %d", tc.name, w, ansi.StringWidth(tc.want))
			}
		})
	}
}
