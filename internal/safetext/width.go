package safetext

import (
	"os"
	"strconv"
	"unicode"

	"github.com/clipperhouse/displaywidth"
	"github.com/clipperhouse/uax29/v2/graphemes"
	"github.com/mattn/go-runewidth"
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
// printable ASCII one, and everything else what runewidth says.
func wcRuneWidth(r rune, eastAsian bool) int {
	switch {
	case r < 0x20, r >= 0x7f && r < 0xa0:
		return 0
	case r < 0x7f:
		return 1
	case unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf):
		return 0
	}
	c := runewidth.Condition{EastAsianWidth: eastAsian, StrictEmojiNeutral: true}
	return c.RuneWidth(r)
}

// Width is the width of s in cells as lipgloss measures it
// (ansi.StringWidth), for text that [Escape] or [Sanitize] wrote: text
// without controls or escape sequences.
func Width(s string) int { return clusterWidth(s, eastAsianEnv()) }
