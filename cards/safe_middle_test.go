package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

func TestSafeLineMiddle(t *testing.T) {
	ascii := PlainStyles()
	ascii.Glyphs = ASCIIGlyphs()
	mb := strings.Repeat("x", 1<<20) + "END"
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
		{"look-alike 5", "terraform destroy -target=module.m5", 24, PlainStyles(), "terraform dest…module.m5"},
		{"look-alike 6", "terraform destroy -target=module.m6", 24, PlainStyles(), "terraform dest…module.m6"},
		{"one cell over", "abcdefghijk", 10, PlainStyles(), "abcdef…ijk"},
		{"the last word whole", "aaaaaaaaaa " + strings.Repeat("b", 20) + " " + strings.Repeat("c", 13), 31, PlainStyles(),
			"aaaaaaaaaa bbbbbb…" + strings.Repeat("c", 13)},
		{"a last word too long", "aaaaaaaaaa " + strings.Repeat("b", 20) + " " + strings.Repeat("c", 16), 31, PlainStyles(),
			"aaaaaaaaaa bbbbbbb…" + strings.Repeat("c", 12)},
		{"escapes whole", "echo \x1b[2J; rm -rf /tmp/x/y/z", 20, PlainStyles(), `echo \e[2J; …p/x/y/z`},
		// a cut that would fall on an escape moves to keep it whole
		// (rt50k F2)
		{"escape at the cut kept", "ab\u202ecdefghijklmnopqrst", 12, PlainStyles(), `ab\u202e…rst`},
		{"wide chars", "中文中文中文中文中文", 11, PlainStyles(), "中文中…中文"},
		{"newline is an escape", "ls\nrm -rf /a/b/c/d/e/f", 14, PlainStyles(), `ls\nrm -…d/e/f`},
		{"narrow", "abcdefghij", 3, PlainStyles(), "a…j"},
		{"one cell", "abcdefghij", 1, PlainStyles(), "…"},
		{"ascii ellipsis", "abcdefghijklmnopqrstuvwxyz", 14, ascii, "abcdefg...wxyz"},
		{"a megabyte", mb, 20, PlainStyles(), strings.Repeat("x", 12) + "…xxxxEND"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := SafeLineMiddle(c.in, c.width, c.st)
			if got := ansi.Strip(out); got != c.want {
				t.Errorf("SafeLineMiddle(%.40q, %d) shows %q, want %q", c.in, c.width, got, c.want)
			}
			if c.width > 0 {
				checkMiddle(t, c.in, len(c.in), 0, false, out, c.width)
			}
		})
	}
}

// TestSafeLineEnds: a text read as its head and tail always shows the
// ellipsis between them, and nothing from the bytes between the two
// bounds.
func TestSafeLineEnds(t *testing.T) {
	s := "git push origin main" + "HIDDEN" + "--force"
	head, tail := 20, 26
	for w := 1; w <= len(s)+4; w++ {
		out := SafeLineEnds(s, head, tail, w, PlainStyles())
		got := ansi.Strip(out)
		if strings.Contains(got, "H") || strings.Contains(got, "N-") {
			t.Errorf("width %d shows what lies between the ends: %q", w, got)
		}
		if w >= 2 && !strings.Contains(got, "…") {
			t.Errorf("width %d hides bytes without the ellipsis: %q", w, got)
		}
		checkMiddle(t, s, head, tail, true, out, w)
	}
	if got := ansi.Strip(SafeLineEnds(s, head, tail, 40, PlainStyles())); got != "git push origin main…--force" {
		t.Errorf("wide: %q", got)
	}
}

// TestSafeLineMiddleInvariants draws every hostile sample at every width
// from 1 to past its length and checks each line against the rules.
func TestSafeLineMiddleInvariants(t *testing.T) {
	for _, c := range hostileSamples {
		for w := 1; w <= len(c.want)+2; w++ {
			checkMiddle(t, c.in, len(c.in), 0, false, SafeLineMiddle(c.in, w, PlainStyles()), w)
		}
	}
}

// FuzzSafeLineMiddle checks, for any text, width and bounds, that the
// middle cut never overflows, shows only text and SGR, never a control or
// invisible character, and stands for a start and an end of the text.
func FuzzSafeLineMiddle(f *testing.F) {
	for i, c := range hostileSamples {
		f.Add(c.in+" -target=module.m5", uint8(i), uint16(i))
	}
	f.Fuzz(func(t *testing.T, s string, w uint8, cut uint16) {
		width := int(w)%90 + 1
		checkMiddle(t, s, len(s), 0, false, SafeLineMiddle(s, width, PlainStyles()), width)
		if len(s) == 0 {
			return
		}
		head := int(cut) % len(s)
		tail := min(head+int(w)%7, len(s))
		checkMiddle(t, s, head, tail, true, SafeLineEnds(s, head, tail, width, PlainStyles()), width)
	})
}

// checkMiddle checks one middle-cut line for s at width, whose start is
// s[:head] and end s[tail:] (when gap; else s is whole): it fits, it only
// styles, escapes read back, the text before the ellipsis is a prefix of
// s[:head] and the text after it a suffix of s[tail:], and nothing is
// hidden without the ellipsis.
func checkMiddle(t *testing.T, s string, head, tail int, gap bool, out string, width int) {
	t.Helper()
	if w, wc := ansi.StringWidth(out), ansi.StringWidthWc(out); w > width || wc > width {
		t.Errorf("middle(%.40q, %d) is %d cells (wcwidth %d): %q", s, width, w, wc, out)
	}
	segs, err := segments(out)
	if err != nil {
		t.Errorf("middle(%.40q, %d): %v", s, width, err)
		return
	}
	var before, after strings.Builder
	cur, marks := &before, 0
	for _, sg := range segs {
		switch {
		case sg.faint:
			marks++
			cur = &after
		case sg.reverse:
			u, err := unescape(sg.text)
			if err != nil {
				t.Errorf("middle(%.40q, %d): %v", s, width, err)
				return
			}
			cur.WriteString(u)
		default:
			cur.WriteString(sg.text)
		}
		if bad := firstHidden(sg.text, false); bad != "" && !sg.reverse {
			t.Errorf("middle(%.40q, %d) shows %s: %q", s, width, bad, out)
		}
	}
	if marks > 1 {
		t.Errorf("middle(%.40q, %d) has %d marks: %q", s, width, marks, out)
	}
	start := s
	if gap {
		start = s[:head]
	}
	if !strings.HasPrefix(start, before.String()) {
		t.Errorf("middle(%.40q, %d) starts with %q, not a start of the input", s, width, before.String())
	}
	if !strings.HasSuffix(s[tail:], after.String()) {
		t.Errorf("middle(%.40q, %d) ends with %q, not an end of the input", s, width, after.String())
	}
	whole := marks == 0 && before.String() == s
	if gap && marks == 0 && s != "" {
		t.Errorf("ends(%.40q, %d) has no ellipsis: %q", s, width, out)
	}
	if !whole && marks == 0 && s != "" {
		t.Errorf("middle(%.40q, %d) hides bytes without the ellipsis: %q", s, width, out)
	}
}
