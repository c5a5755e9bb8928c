package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

func TestShortCell(t *testing.T) {
	st := cards.PlainStyles()
	cases := []struct {
		in   string
		w    int
		want string
	}{
		{"claude", 10, "claude    "},
		{"claude-api-worker", 10, "claude-ap…"},
		{"evil\x1b[2J", 10, `evil\e[2J `},
		{"evil\x1b[2Jmore", 10, `evil\e[2J…`},
		{"ab\u202ecd", 5, "ab…  "},
		{"日本語の名前", 7, "日本語…"},
		{strings.Repeat("x", 1<<20), 6, "xxxxx…"},
	}
	for _, tc := range cases {
		got := plain(shortCell(tc.in, tc.w, st))
		if got != tc.want {
			t.Errorf("shortCell(%.20q, %d) = %q, want %q", tc.in, tc.w, got, tc.want)
		}
	}
}

// plain strips SGR sequences from a drawn line.
func plain(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b {
			for i < len(s) && s[i] != 'm' {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// FuzzShortCell: a short field is always exactly its width, and no
// control byte or invisible code point of the input reaches the output
// other than the style's own sequences.
func FuzzShortCell(f *testing.F) {
	for _, s := range []string{"claude", "evil\x1b]52;c;x\x07", "\u202e\u200b", "日本語", "a\tb\nc", "\xff\xfe", ""} {
		f.Add(s, 8)
	}
	st := cards.NewStyles(true, 4)
	f.Fuzz(func(t *testing.T, s string, w int) {
		w = w%40 + 1
		if w < 0 {
			w = -w + 1
		}
		got := shortCell(s, w, st)
		if n := common.Width(got); n != w {
			t.Fatalf("shortCell(%q, %d) is %d cells: %q", s, w, n, got)
		}
		if bad := rawControls(got); bad != "" {
			t.Fatalf("shortCell(%q, %d) holds %s: %q", s, w, bad, got)
		}
	})
}
