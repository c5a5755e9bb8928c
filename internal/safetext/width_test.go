package safetext

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/mattn/go-runewidth"
)

// widthTexts are texts whose widths the measures disagree on, or that
// segment in unusual ways.
var widthTexts = []string{
	"ls -la", "コンニチハ", "😀", "🏳️‍🌈", "नमस्ते", "👨‍👩‍👧‍👦", "👍🏽", "é", "e\u0301", "⚠️", "1\ufe0f\u20e3",
	"\u1100\u1161\u11a8", "ex\u0430mple", "\u00a0", "\u200b", "a\u0300\u0301\u0302", "\u0e01\u0e33", "\u0915\u094d\u0937",
	"±§", "\u2e3b", "\U0001f1fa\U0001f1f8",
}

// FuzzWidthsAsANSI holds the widths safetext measures, without charm's
// ansi package, to ansi's own (what lipgloss draws with), for text without
// controls, as the scanner measures it ($RUNEWIDTH_EASTASIAN unset).
func FuzzWidthsAsANSI(f *testing.F) {
	for _, s := range widthTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		for _, r := range s {
			if r < 0x20 || (r >= 0x7f && r < 0xa0) {
				return // the scanner escapes controls before it measures
			}
		}
		if eastAsianEnv() {
			t.Skip("$RUNEWIDTH_EASTASIAN is set: ansi read it at its init")
		}
		c, w := firstCluster(s, false)
		ac, aw := ansi.FirstGraphemeCluster(s, ansi.GraphemeWidth)
		if c != ac || w != aw {
			t.Fatalf("first cluster of %q: %q %d, ansi %q %d", s, c, w, ac, aw)
		}
		if got, want := string(firstClusterBytes([]byte(s))), ac; got != want {
			t.Fatalf("first cluster of %q as bytes: %q, ansi %q", s, got, want)
		}
		if got, want := clusterWidth(s, false), ansi.StringWidth(s); got != want {
			t.Fatalf("width of %q: %d, ansi.StringWidth %d", s, got, want)
		}
		if got, want := wcWidth(s, false), ansi.StringWidthWc(s); got != want {
			t.Fatalf("wcwidth of %q: %d, ansi.StringWidthWc %d", s, got, want)
		}
	})
}

// TestWcRuneWidth holds wcRuneWidth to go-runewidth's width, which ansi's
// WcWidth gives, for every code point, East Asian or not: the table of
// where displaywidth differs must follow both libraries when either is
// updated.
func TestWcRuneWidth(t *testing.T) {
	for _, ea := range []bool{false, true} {
		c := runewidth.Condition{EastAsianWidth: ea, StrictEmojiNeutral: true}
		bad := 0
		for r := rune(0xa0); r <= unicode.MaxRune; r++ {
			if unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf) || r >= 0xd800 && r < 0xe000 {
				continue // no cell, and surrogates are never decoded
			}
			if got, want := wcRuneWidth(r, ea), c.RuneWidth(r); got != want {
				if bad++; bad <= 10 {
					t.Errorf("wcRuneWidth(%U, east Asian %v) = %d, go-runewidth says %d", r, ea, got, want)
				}
			}
		}
		if bad > 10 {
			t.Errorf("east Asian %v: %d code points differ in all", ea, bad)
		}
	}
}
