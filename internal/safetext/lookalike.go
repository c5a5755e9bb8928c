package safetext

import (
	"unicode"
	"unicode/utf8"
)

// A word of a command can pass for an ASCII word while it is not one:
// exаmple.com with a Cyrillic а is another host than example.com, and
// сurl with a Cyrillic с another program than curl. The card's command
// draws such letters as their escapes (ex\u0430mple.com), so the word
// reads as what it is (rt9c F6). A letter is marked only in a word that
// could pass for ASCII, every other character of it ASCII or a look-alike
// too: a word of Russian or Greek keeps its letters.

// lookalikeWordMax is how far a word is read each way from a look-alike:
// a longer word is judged by what was read.
const lookalikeWordMax = 64

// lookalikeAt reports whether the character at byte i of s is a
// look-alike of an ASCII letter standing in a word that could pass for
// ASCII: every other character of the word, up to lookalikeWordMax bytes
// each way, is printable ASCII or a look-alike too. Words end at spaces
// and controls. A character drawn as its escape (a zero-width space, a
// soft hyphen, a bidi mark) neither ends the word nor makes it foreign:
// one of them beside github.cоm must not let the Cyrillic о be drawn raw
// (rt18k #11). Nor does a character outside ASCII that is no letter,
// digit or mark (punctuation, a symbol): the desk's own ellipsis after a
// cut word (`/srv/dаta/…` in the card's Verdict, rt50k) or its quote
// marks must not let the Cyrillic а beside them be drawn raw, and a word
// of another script is told by its letters.
//
// With signs false only letters and digits count ([Lookalikes]), not the
// signs of [PunctASCII]: the desk's own words hold such signs (the "–" of
// "asks 1–4", the " — " of its prose), and the untrusted text among them
// was escaped already. A sign alone between spaces is drawn as itself:
// "a — b" is prose, and a lone sign imitates no option, path or name.
func lookalikeAt(s string, i int, signs bool) bool {
	r, size := utf8.DecodeRuneInString(s[i:])
	letter := r >= utf8.RuneSelf && unicode.Is(Lookalikes, r)
	if !letter && !(signs && r >= utf8.RuneSelf && isSign(r)) {
		return false
	}
	alone := true // no other character in the word
	for j := i + size; j < len(s) && j < i+size+lookalikeWordMax; {
		c, n := utf8.DecodeRuneInString(s[j:])
		if c <= ' ' || c == 0x7f {
			break
		}
		if foreignInWord(c) {
			return false
		}
		alone = false
		j += n
	}
	for j := i; j > 0 && j > i-lookalikeWordMax; {
		c, n := utf8.DecodeLastRuneInString(s[:j])
		if c <= ' ' || c == 0x7f {
			break
		}
		if foreignInWord(c) {
			return false
		}
		alone = false
		j -= n
	}
	return letter || !alone
}

// foreignInWord reports whether c, in a word beside a look-alike, makes
// the word one of another script, whose letters are drawn as they are: a
// letter, digit or mark outside ASCII that is no look-alike and is not
// drawn as its escape.
func foreignInWord(c rune) bool {
	if c < utf8.RuneSelf || isLookalike(c) || MustEscapeRune(c) {
		return false
	}
	return unicode.IsLetter(c) || unicode.IsNumber(c) || unicode.IsMark(c)
}

// isLookalike reports whether r, outside ASCII, reads as an ASCII letter,
// digit ([Lookalikes]) or sign ([PunctASCII]).
func isLookalike(r rune) bool { return unicode.Is(Lookalikes, r) || isSign(r) }

// isSign reports whether r, outside ASCII, reads as an ASCII sign.
func isSign(r rune) bool {
	_, ok := punctLookalikes[r]
	return ok
}
