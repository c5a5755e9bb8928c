package tui

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// foldMarks is s with its letters' marks taken off: decomposed (NFD), then
// every combining mark dropped, so that claudé (é, U+00E9), claude with
// U+0301 and claude all read "claude", and /srv/dȧta "/srv/data". The
// desk draws a combining mark on an ASCII letter as its escape, but a
// precomposed letter as itself (é is a letter of names and words); the
// skeletons that mark look-alike agents and commands fold both, so a
// name or command that differs from another only by an accent or a dot
// carries ≈ (rt50k F1).
func foldMarks(s string) string {
	if isASCII(s) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if unicode.Is(unicode.M, r) {
			return -1
		}
		return r
	}, norm.NFD.String(s))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
