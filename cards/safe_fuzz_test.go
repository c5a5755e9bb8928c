package cards

import (
	"strings"
	"testing"
)

// FuzzSanitize checks, for any text and width, that sanitizing never panics
// and accounts for every byte, and that SafeLine and SafeBlock never
// overflow their width, never write anything but text and SGR, never show a
// control or invisible character, and say exactly how much they hide.
// Seeds: the hostile samples, and testdata/fuzz/FuzzSanitize.
func FuzzSanitize(f *testing.F) {
	for i, c := range hostileSamples {
		f.Add(c.in, uint8(i))
		f.Add(c.in+"\n"+c.in, uint8(3*i))
	}
	f.Fuzz(func(t *testing.T, s string, w uint8) {
		checkSanitized(t, s, Sanitize(s), false)
		checkSanitized(t, s, SanitizeLines(s), true)
		checkEscape(t, s)

		width := int(w)%90 + 1
		checkLine(t, s, SafeLine(s, width, PlainStyles()), width)
		ascii := PlainStyles()
		ascii.Glyphs = ASCIIGlyphs()
		checkLine(t, s, SafeLine(s, width, ascii), width)

		lines, next := SafeBlockFrom(s, 0, width, 40, PlainStyles())
		checkBlock(t, s, lines, width)
		if next < 0 || next > len(s) || (len(lines) < 40 && next != len(s)) {
			t.Errorf("SafeBlockFrom(%q, 0, %d, 40) = %d lines, next %d", s, width, len(lines), next)
		}
		if width >= 11 {
			back, err := readBlock(lines)
			if err != nil {
				t.Fatalf("SafeBlock(%q, %d): %v", s, width, err)
			}
			if shown := s[:next]; back != shown && back+"\n" != shown {
				t.Errorf("SafeBlock(%q, %d) reads back as %q, want %q", s, width, back, shown)
			}
		}
		if len(s) > 0 {
			from := int(w) * 7 % len(s)
			more, after := SafeBlockFrom(s, from, width, 3, PlainStyles())
			checkBlock(t, s, more, width)
			if after < from-3 || after > len(s) || (len(more) > 0 && after <= from-3) {
				t.Errorf("SafeBlockFrom(%q, %d) = next %d", s, from, after)
			}
		}
	})
}

func joinRuns(runs []Run) string {
	var b strings.Builder
	for _, r := range runs {
		b.WriteString(r.Text)
	}
	return b.String()
}
