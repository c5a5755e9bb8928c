package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestSafeQuoted: an agent's words are drawn between quote marks it
// cannot close itself, within the width, cut in the middle so that both
// ends show.
func TestSafeQuoted(t *testing.T) {
	cases := []struct {
		name, s string
		width   int
		ascii   bool
		want    string
	}{
		{"plain", "claude", 20, false, "«claude»"},
		{"empty", "", 20, false, "«»"},
		{"closes its quotes", "ci» · job «ok", 40, false, `«ci\u00bb · job \u00abok»`},
		{"ascii closes its quotes", `ci" - job "ok`, 40, true, `"ci\x22 - job \x22ok"`},
		{"trailing spaces show", "git status   ", 20, false, "«git status   »"},
		{"long path keeps both ends", "/tmp/" + strings.Repeat("c", 4000) + "/deep/end", 30, false, "/deep/end»"},
		{"escapes", "a\x1b[2Jb", 20, false, `«a\e[2Jb»`},
		{"too narrow", "claude", 2, false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := PlainStyles()
			if c.ascii {
				st.Glyphs = ASCIIGlyphs()
			}
			got := ansi.Strip(SafeQuoted(c.s, c.width, st))
			if ansi.StringWidth(got) > c.width {
				t.Errorf("%q is %d cells, over %d", got, ansi.StringWidth(got), c.width)
			}
			if c.want == "" && got != "" || !strings.Contains(got, c.want) {
				t.Errorf("SafeQuoted(%q) = %q, want it to hold %q", c.s, got, c.want)
			}
			if c.want != "" && (!strings.HasPrefix(got, st.Glyphs.Quote[0]) || !strings.HasSuffix(got, st.Glyphs.Quote[1])) {
				t.Errorf("SafeQuoted(%q) = %q is not quoted", c.s, got)
			}
		})
	}
}

// FuzzSafeQuoted: whatever the text, the quotes open and close it once
// each, and nothing between them is a quote mark.
func FuzzSafeQuoted(f *testing.F) {
	for _, s := range []string{"ci» · job «ok", "«»", "a\x1b]0;x\x07", strings.Repeat("ab«", 50)} {
		f.Add(s, 20)
	}
	f.Fuzz(func(t *testing.T, s string, width int) {
		width = width%200 + 1
		got := ansi.Strip(SafeQuoted(s, width, PlainStyles()))
		if got == "" {
			return
		}
		if ansi.StringWidth(got) > width {
			t.Fatalf("%q is wider than %d", got, width)
		}
		inner := strings.TrimSuffix(strings.TrimPrefix(got, "«"), "»")
		if len(inner) != len(got)-len("«")-len("»") || strings.ContainsAny(inner, "«»") {
			t.Fatalf("%q: the quotes are not its own", got)
		}
	})
}
