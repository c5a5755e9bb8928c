package safetext

import (
	"os"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/clipperhouse/displaywidth"
	"github.com/clipperhouse/uax29/v2/graphemes"
)

// The widths here are those charm's ansi package gives (the desk draws
// with lipgloss, which measures with it): a grapheme cluster measured
// whole (ansi.GraphemeWidth), and code point by code point as wcwidth
// and most terminals do (ansi.WcWidth), with East Asian ambiguous
// characters wide when $RUNEWIDTH_EASTASIAN says so. They are computed
// from the same libraries ansi uses, without ansi, whose initialisers
// would run in every hook process. The cards package's tests hold them
// to ansi's, text by text (FuzzWidthsAsANSI).

// eastAsianEnv reports whether $RUNEWIDTH_EASTASIAN asks for East Asian
// ambiguous characters to be wide, as ansi reads it.
func eastAsianEnv() bool {
	ea, err := strconv.ParseBool(os.Getenv("RUNEWIDTH_EASTASIAN"))
	return err == nil && ea
}

// firstCluster returns the first grapheme cluster of s and its width as
// lipgloss measures it (ansi.FirstGraphemeCluster with GraphemeWidth).
func firstCluster(s string, eastAsian bool) (string, int) {
	c := graphemes.FromString(s).First()
	return c, displaywidth.Options{EastAsianWidth: eastAsian}.String(c)
}

// firstClusterBytes returns the first grapheme cluster of b.
func firstClusterBytes(b []byte) []byte {
	return graphemes.FromBytes(b).First()
}

// clusterWidth is the width of s, text without controls or escape
// sequences, as lipgloss measures it (ansi.StringWidth): the sum of its
// grapheme clusters' widths.
func clusterWidth(s string, eastAsian bool) int {
	w := 0
	for s != "" {
		c, cw := firstCluster(s, eastAsian)
		if c == "" {
			break
		}
		w += cw
		s = s[len(c):]
	}
	return w
}

// wcWidth is the width of s, text without controls or escape sequences,
// code point by code point (ansi.StringWidthWc).
func wcWidth(s string, eastAsian bool) int {
	w := 0
	for _, r := range s {
		w += wcRuneWidth(r, eastAsian)
	}
	return w
}

// wcRuneWidth is wcwidth(3) of r as ansi measures it: nonspacing and
// enclosing marks and format characters take no cell, controls none,
// printable ASCII one, and everything else what go-runewidth says
// (runewidth.Condition{EastAsianWidth: eastAsian, StrictEmojiNeutral:
// true}.RuneWidth). That is displaywidth's width of the code point but
// for the code points of [runewidthDiffers], which TestWcRuneWidth holds
// to go-runewidth's for every code point: go-runewidth builds tables in
// its initialisers (0.11 M instructions in every hook process, fx54h),
// which a hook would run only to measure what it escapes.
func wcRuneWidth(r rune, eastAsian bool) int {
	switch {
	case r < 0x20, r >= 0x7f && r < 0xa0:
		return 0
	case r < 0x7f:
		return 1
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		return 0
	case r == utf8.RuneError && eastAsian:
		return 2
	}
	for _, d := range runewidthDiffers {
		if r >= d.lo && r <= d.hi {
			return int(d.width)
		}
	}
	return displaywidth.Options{EastAsianWidth: eastAsian}.Rune(r)
}

// runewidthDiffers are the code points (neither marks nor format
// characters, which take no cell) whose width go-runewidth gives
// otherwise than displaywidth, East Asian or not: code points its
// tables know as combining that displaywidth's Unicode has as spacing,
// and the regional indicators, one cell alone in go-runewidth. (U+FFFD
// is two cells in go-runewidth when East Asian, one in displaywidth.)
var runewidthDiffers = [...]struct {
	lo, hi rune
	width  int8
}{
	{0x0897, 0x0897, 0}, {0x0CF3, 0x0CF3, 0}, {0x1ACF, 0x1ADD, 0}, {0x1AE0, 0x1AEB, 0},
	{0x10D69, 0x10D6D, 0}, {0x10EFA, 0x10EFC, 0}, {0x113BB, 0x113C0, 0}, {0x113CE, 0x113CE, 0},
	{0x113D0, 0x113D0, 0}, {0x113D2, 0x113D2, 0}, {0x113E1, 0x113E2, 0}, {0x11B60, 0x11B60, 0},
	{0x11B62, 0x11B64, 0}, {0x11B66, 0x11B66, 0}, {0x11F5A, 0x11F5A, 0}, {0x1611E, 0x16129, 0},
	{0x1612D, 0x1612F, 0}, {0x1D165, 0x1D166, 0}, {0x1D16D, 0x1D172, 0}, {0x1E5EE, 0x1E5EF, 0},
	{0x1E6E3, 0x1E6E3, 0}, {0x1E6E6, 0x1E6E6, 0}, {0x1E6EE, 0x1E6EF, 0}, {0x1E6F5, 0x1E6F5, 0},
	{0x1F1E6, 0x1F1FF, 1},
}

// Width is the width of s in cells as lipgloss measures it
// (ansi.StringWidth), for text that [Escape] or [Sanitize] wrote: text
// without controls or escape sequences.
func Width(s string) int { return clusterWidth(s, eastAsianEnv()) }
