package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// TestSafeQuotedAround: a name whose plain middle cut would drop an
// escape is cut around its escapes, both its ends kept; with count,
// where the escapes leave too little room, the cut says how many it
// hides (rt42k F3: «release-bot---…---trusted» dropped the \u202e
// between). A name the plain cut shows whole, or cuts without hiding an
// escape, is left to SafeQuoted.
func TestSafeQuotedAround(t *testing.T) {
	dash := strings.Repeat("-", 70)
	bidi := "release-bot" + dash + "\u202e" + dash + "trusted"
	nbsp := "ci" + strings.Repeat("\u00a0", 10) + "x"
	for _, c := range []struct {
		name, s string
		width   int
		count   bool
		want    string // "" for not ok
	}{
		{"bidi 60", bidi, 60, false, `«release-bot--------------…\u202e…------------------trusted»`},
		{"bidi 14", bidi, 14, false, `«re…\u202e…ed»`},
		{"two apart", "a" + dash + "\u200b" + dash + "\u202e" + dash + "z", 30, false, `«a-----…\u200b…\u202e…------z»`},
		{"run whole", nbsp, 80, true, ""},
		{"run whole narrower", nbsp, 65, true, ""},
		{"many", nbsp, 30, true, `«ci…10 hidden characters…x»`},
		{"many narrow", nbsp, 18, true, `«ci…10 hidden…x»`},
		{"many no count", nbsp, 18, false, ""},
		{"plain", strings.Repeat("a", 200), 20, true, ""},
		{"escape in the head", "\u202e" + strings.Repeat("a", 200), 20, true, ""},
		{"backslash shown", `a\b` + strings.Repeat("c", 100) + `\d`, 20, false, ""},
		{"backslash hidden", strings.Repeat("c", 50) + `\` + strings.Repeat("d", 50), 20, false, `«ccccccc…\\…ddddddd»`},
		{"big", strings.Repeat("a", 60_000) + "\u202e" + strings.Repeat("b", 60_000), 30, false, `«aaaaaaaaaa…\u202e…bbbbbbbbbb»`},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := SafeQuotedAround(c.s, c.width, PlainStyles(), c.count)
			got = ansi.Strip(got)
			if !ok {
				got = ""
			}
			if got != c.want {
				t.Fatalf("SafeQuotedAround(%d) = %q, %v; want %q", c.width, got, ok, c.want)
			}
			if w := ansi.StringWidth(got); w > c.width {
				t.Errorf("%q is %d cells, over %d", got, w, c.width)
			}
		})
	}
}

// FuzzSafeQuotedAround: whatever the text, a cut around its escapes fits
// its width, the quotes open and close it once each, and it shows as
// many escapes as the text holds, or says how many it hides.
func FuzzSafeQuotedAround(f *testing.F) {
	for _, s := range []string{"release-bot" + strings.Repeat("-", 70) + "\u202e" + strings.Repeat("-", 70) + "trusted",
		"ci" + strings.Repeat("\u00a0", 10) + "x", strings.Repeat("a\\", 40), strings.Repeat("ab«", 50)} {
		f.Add(s, 20, false)
	}
	f.Fuzz(func(t *testing.T, s string, width int, count bool) {
		width = width%200 + 1
		got, ok := SafeQuotedAround(s, width, PlainStyles(), count)
		if !ok {
			return
		}
		got = ansi.Strip(got)
		if ansi.StringWidth(got) > width {
			t.Fatalf("%q is wider than %d", got, width)
		}
		inner := strings.TrimSuffix(strings.TrimPrefix(got, "«"), "»")
		if len(inner) != len(got)-len("«")-len("»") || strings.ContainsAny(inner, "«»") {
			t.Fatalf("%q: the quotes are not its own", got)
		}
		n, slashes, _ := escapeCount(s, quoteMarks(PlainStyles()))
		if !strings.Contains(inner, " hidden") && strings.Count(inner, `\`) < n+slashes {
			t.Fatalf("%q shows fewer escapes than the %d of %q", got, n, s)
		}
	})
}
