package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

func TestNewStylesWithoutColourIsPlain(t *testing.T) {
	for _, p := range []colorprofile.Profile{colorprofile.Unknown, colorprofile.NoTTY, colorprofile.ASCII} {
		st := NewStyles(true, p)
		for name, out := range renderAll(st) {
			if strings.Contains(out, "38;") || strings.Contains(out, "48;") || hasBasicColour(out) {
				t.Errorf("profile %v: %s draws a colour: %q", p, name, out)
			}
		}
	}
}

func TestEscapeStyleIsDistinctInEveryProfile(t *testing.T) {
	for _, dark := range []bool{false, true} {
		for _, p := range []colorprofile.Profile{colorprofile.ASCII, colorprofile.ANSI, colorprofile.ANSI256, colorprofile.TrueColor} {
			st := NewStyles(dark, p)
			for _, s := range []Styles{st, st.OnSelection()} {
				esc := s.Escape.Render(`\e`)
				if esc == s.Text.Render(`\e`) {
					t.Errorf("dark=%v %v: escape drawn like text: %q", dark, p, esc)
				}
				if !strings.Contains(esc, "7") {
					t.Errorf("dark=%v %v: escape is not reverse video: %q", dark, p, esc)
				}
			}
			if st.Selection.Render("row") == st.Escape.Render("row") {
				t.Errorf("dark=%v %v: selection drawn like an escape", dark, p)
			}
		}
	}
}

func TestStylesDiffer(t *testing.T) {
	for _, p := range []colorprofile.Profile{colorprofile.ANSI, colorprofile.ANSI256, colorprofile.TrueColor} {
		light, dark := renderAll(NewStyles(false, p)), renderAll(NewStyles(true, p))
		outcomes := map[string]bool{}
		for _, name := range []string{"allow", "ask", "refuse", "unreadable"} {
			outcomes[dark[name]] = true
			if light[name] == dark[name] && p != colorprofile.ANSI {
				t.Errorf("%v: %s is the same on light and dark backgrounds", p, name)
			}
		}
		if len(outcomes) != 4 {
			t.Errorf("%v: outcomes share a style: %q", p, dark)
		}
	}
}

func TestOutcomeReadsWithoutColour(t *testing.T) {
	cases := []struct {
		outcome, unicode, ascii string
	}{
		{"allow", "✓ allow", "+ allow"},
		{"ask", "? ask", "? ask"},
		{"refuse", "✗ refuse", "x refuse"},
		{"unreadable", "! unreadable", "! unreadable"},
		{"\x1b[2Jmaybe", `! unknown \e[2Jmaybe`, `! unknown \e[2Jmaybe`},
	}
	for _, c := range cases {
		st := PlainStyles()
		if got := ansi.Strip(st.Outcome(c.outcome)); got != c.unicode {
			t.Errorf("Outcome(%q) = %q, want %q", c.outcome, got, c.unicode)
		}
		if got := OutcomeMark(c.outcome); got != c.unicode {
			t.Errorf("OutcomeMark(%q) = %q, want %q", c.outcome, got, c.unicode)
		}
		st.Glyphs = ASCIIGlyphs()
		if got := ansi.Strip(st.Outcome(c.outcome)); got != c.ascii {
			t.Errorf("ASCII Outcome(%q) = %q, want %q", c.outcome, got, c.ascii)
		}
	}
}

func TestGlyphWidths(t *testing.T) {
	for _, g := range []Glyphs{UnicodeGlyphs(), ASCIIGlyphs()} {
		for _, m := range []string{g.Allow, g.Ask, g.Refuse, g.Unreadable, g.Wrap} {
			if ansi.StringWidth(m) != 1 || ansi.StringWidthWc(m) != 1 {
				t.Errorf("mark %q is not one cell wide", m)
			}
		}
		if w := ansi.StringWidth(g.Ellipsis); w < 1 || w != ansi.StringWidthWc(g.Ellipsis) {
			t.Errorf("ellipsis %q has no agreed width", g.Ellipsis)
		}
	}
	for _, r := range strings.Join([]string{"✓", "?", "✗", "!", "…", "↴"}, "") {
		if mustEscapeRune(r) {
			t.Errorf("glyph %q would be escaped as untrusted text", r)
		}
	}
	for _, r := range "+?x!~\\.-|" {
		if r >= 0x80 {
			t.Errorf("ASCII glyph %q", r)
		}
	}
}

func TestUTF8Locale(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{}, false},
		{map[string]string{"LANG": "en_US.UTF-8"}, true},
		{map[string]string{"LANG": "C.utf8"}, true},
		{map[string]string{"LANG": "C"}, false},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "C"}, false},
		{map[string]string{"LANG": "C", "LC_CTYPE": "de_DE.UTF-8"}, true},
		{map[string]string{"LC_ALL": "POSIX", "LC_CTYPE": "en_US.UTF-8"}, false},
	}
	for _, c := range cases {
		if got := UTF8Locale(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("UTF8Locale(%v) = %v, want %v", c.env, got, c.want)
		}
	}
}

// renderAll draws a word in each style of st.
func renderAll(st Styles) map[string]string {
	return map[string]string{
		"allow": st.Allow.Render("w"), "ask": st.Ask.Render("w"),
		"refuse": st.Refuse.Render("w"), "unreadable": st.Unreadable.Render("w"),
		"text": st.Text.Render("w"), "escape": st.Escape.Render("w"),
		"muted": st.Muted.Render("w"), "accent": st.Accent.Render("w"),
		"selection": st.Selection.Render("w"), "border": st.Border.Render("w"),
		"title": st.Title.Render("w"), "key": st.Key.Render("w"), "help": st.Help.Render("w"),
	}
}

// hasBasicColour reports whether out sets one of the 16 basic colours.
func hasBasicColour(out string) bool {
	for _, p := range strings.FieldsFunc(out, func(r rune) bool { return r == ';' || r == '[' || r == 'm' }) {
		switch {
		case len(p) == 2 && (p[0] == '3' || p[0] == '4') && p[1] >= '0' && p[1] <= '7',
			len(p) == 2 && (p[0] == '9') && p[1] >= '0' && p[1] <= '7',
			len(p) == 3 && p[:2] == "10" && p[2] >= '0' && p[2] <= '7':
			return true
		}
	}
	return false
}
