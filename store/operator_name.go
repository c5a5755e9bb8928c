package store

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// ErrOperatorName is returned for an operator's name that cannot name one
// person plainly: empty, with spaces around it, with control, format or
// zero-width characters in it, or with letters of more than one script.
var ErrOperatorName = errors.New("operator name refused")

// MaxOperatorName caps an operator's name, in bytes.
const MaxOperatorName = 128

// CheckOperatorName refuses a name that could make one person two
// operators to four eyes, or hide itself in the audit trail: "alice " or
// "alice\u200b" reads as alice, and a Cyrillic "а" among Latin letters
// looks like a Latin one. Case and compatibility forms ("ALICE",
// fullwidth letters) are not refused here: [OperatorKey] folds them.
func CheckOperatorName(name string) error {
	bad := func(why string) error { return fmt.Errorf("%w: %q %s", ErrOperatorName, name, why) }
	switch {
	case name == "":
		return fmt.Errorf("%w: the name is empty", ErrOperatorName)
	case len(name) > MaxOperatorName:
		return bad(fmt.Sprintf("is longer than %d bytes", MaxOperatorName))
	case !utf8.ValidString(name):
		return bad("is not valid UTF-8")
	case strings.TrimSpace(name) != name:
		return bad("has spaces before or after it")
	}
	script := ""
	for _, r := range name {
		switch {
		case unicode.Is(unicode.Cc, r):
			return bad(fmt.Sprintf("holds a control character (U+%04X)", r))
		case unicode.Is(unicode.Cf, r), unicode.Is(unicode.Zl, r), unicode.Is(unicode.Zp, r),
			r == '\u115f', r == '\u1160', r == '\u3164', r == '\uffa0', unicode.Is(unicode.Variation_Selector, r):
			return bad(fmt.Sprintf("holds an invisible or format character (U+%04X)", r))
		case unicode.IsSpace(r) && r != ' ':
			return bad(fmt.Sprintf("holds a space other than U+0020 (U+%04X)", r))
		}
		s := letterScript(r)
		if s == "" {
			continue
		}
		if script != "" && s != script {
			return bad(fmt.Sprintf("mixes letters of two scripts (%s and %s): a letter of one can look like a letter of the other", script, s))
		}
		script = s
	}
	return nil
}

// OperatorKey is the name four eyes compares: Unicode case folding and
// NFKC, so "ALICE", "Alice" and fullwidth "ａｌｉｃｅ" are one operator.
// It folds after normalising and normalises again, because either step
// can undo the other's form.
func OperatorKey(name string) string {
	s := norm.NFKC.String(name)
	s = foldCase(s)
	return norm.NFKC.String(s)
}

// SameOperator reports whether names a and b are one operator's to four
// eyes (see [OperatorKey]). An empty name is no operator's.
func SameOperator(a, b string) bool {
	return a != "" && b != "" && OperatorKey(a) == OperatorKey(b)
}

// letterScript names the script of a letter ("" for what is not a letter
// of one script: digits, punctuation, marks). Han, Hiragana, Katakana,
// Hangul and Bopomofo are written together, so they count as one.
func letterScript(r rune) string {
	if !unicode.IsLetter(r) {
		return ""
	}
	switch {
	case r < utf8.RuneSelf || unicode.Is(unicode.Latin, r):
		return "Latin"
	case unicode.Is(unicode.Cyrillic, r):
		return "Cyrillic"
	case unicode.Is(unicode.Greek, r):
		return "Greek"
	case unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Bopomofo):
		return "Han"
	}
	for name, t := range unicode.Scripts {
		if name != "Common" && name != "Inherited" && unicode.Is(t, r) {
			return name
		}
	}
	return ""
}
