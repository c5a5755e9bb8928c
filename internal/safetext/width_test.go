package safetext

import (
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
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
