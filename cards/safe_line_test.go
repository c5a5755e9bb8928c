package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

func TestSafeLine(t *testing.T) {
	ascii := PlainStyles()
	ascii.Glyphs = ASCIIGlyphs()
	mb := strings.Repeat("x", 1<<20)
	cases := []struct {
		name  string
		in    string
		width int
		st    Styles
		want  string // what the terminal shows
	}{
		{"fits", "ls -la", 6, PlainStyles(), "ls -la"},
		{"empty", "", 10, PlainStyles(), ""},
		{"no width", "ls", 0, PlainStyles(), ""},
		{"cut with an ellipsis", "abcdefghijklmnopqrstuvwxyz", 12, PlainStyles(), "abcdefghijk…"},
		{"escapes fit", "a\x1b[2Jb", 7, PlainStyles(), `a\e[2Jb`},
		{"escape left out whole", "abcdef\u202eghijklmnop", 14, PlainStyles(), `abcdef\u202eg…`},
		{"escape shown whole", "ab\u202ecdefghijklmnop", 15, PlainStyles(), `ab\u202ecdefgh…`},
		{"newline is an escape", "ls\nrm", 10, PlainStyles(), `ls\nrm`},
		{"wide char at the edge", "中文中文中文中文中文", 11, PlainStyles(), "中文中文中…"},
		{"wide char fits exactly", "中文", 4, PlainStyles(), "中文"},
		{"wide char one cell short", "中文", 3, PlainStyles(), "中…"},
		{"too narrow for the count", "abcdefghij", 4, PlainStyles(), "abc…"},
		{"one cell", "abcdefghij", 1, PlainStyles(), "…"},
		{"one cell, ascii ellipsis", "abcdefghij", 2, ascii, ".."},
		{"ascii ellipsis", "abcdefghijklmnopqrstuvwxyz", 14, ascii, "abcdefghijk..."},
		{"a megabyte", mb, 30, PlainStyles(), strings.Repeat("x", 29) + "…"},
		{"a megabyte of escapes", strings.Repeat("\x1b", 1<<20), 20, PlainStyles(), `\e\e\e\e\e\e\e\e\e…`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := SafeLine(c.in, c.width, c.st)
			if got := ansi.Strip(out); got != c.want {
				t.Errorf("SafeLine(%.40q, %d) shows %q, want %q", c.in, c.width, got, c.want)
			}
			if c.width > 0 {
				checkLine(t, c.in, out, c.width)
			}
		})
	}
}

// TestSafeLineInvariants draws every hostile sample at every width from 1
// to past its length and checks each line against the rules.
func TestSafeLineInvariants(t *testing.T) {
	for _, c := range hostileSamples {
		for w := 1; w <= len(c.want)+2; w++ {
			checkLine(t, c.in, SafeLine(c.in, w, PlainStyles()), w)
		}
	}
}

// checkLine checks one SafeLine output for s at width: it fits, it only
// styles (no other sequence, no control), escapes are reverse video and read
// back into a prefix of s, and the mark at the end (the ellipsis, no byte
// count) is there exactly when bytes are not shown.
func checkLine(t *testing.T, s, out string, width int) {
	t.Helper()
	if w, wc := ansi.StringWidth(out), ansi.StringWidthWc(out); w > width || wc > width {
		t.Errorf("SafeLine(%.40q, %d) is %d cells (wcwidth %d): %q", s, width, w, wc, out)
	}
	d, err := readLine(out)
	if err != nil {
		t.Errorf("SafeLine(%.40q, %d): %v", s, width, err)
		return
	}
	if bad := firstHidden(d.shown, false); bad != "" {
		t.Errorf("SafeLine(%.40q, %d) shows %s: %q", s, width, bad, out)
	}
	if !strings.HasPrefix(s, d.text) {
		t.Errorf("SafeLine(%.40q, %d) stands for %q, not a prefix of the input", s, width, d.text)
	}
	switch hidden := len(s) - len(d.text); {
	case d.mark == "" && hidden != 0:
		t.Errorf("SafeLine(%.40q, %d) hides %d bytes without a mark", s, width, hidden)
	case d.mark != "" && hidden == 0:
		t.Errorf("SafeLine(%.40q, %d) marks %q but hides nothing", s, width, d.mark)
	case strings.Contains(d.mark, "+"):
		t.Errorf("SafeLine(%.40q, %d) marks %q: a byte count, jargon on the desk", s, width, d.mark)
	}
}

func TestFormatBytes(t *testing.T) {
	cases := []struct {
		n    int
		want string
	}{
		{0, "0 B"}, {1, "1 B"}, {999, "999 B"}, {1000, "1,000 B"}, {9999, "9,999 B"},
		{10000, "10 kB"}, {12345, "12 kB"}, {999999, "999 kB"},
		{1000000, "1.0 MB"}, {1 << 20, "1.0 MB"}, {1999999, "1.9 MB"}, {9999999, "9.9 MB"},
		{10000000, "10 MB"}, {999999999, "999 MB"}, {1000000000, "1.0 GB"},
		{1234567890123, "1.2 TB"},
	}
	for _, c := range cases {
		if got := FormatBytes(c.n); got != c.want {
			t.Errorf("FormatBytes(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
