//go:build !ozdesk_adapters

package main

import (
	"strings"
	"unicode"
)

// deskName reads an ID argument written as the desk names it: "ask 3",
// "ask3" and "#3" are ask 3; "rule r4" and "#r4" are rule r4 (rt35k L6).
// word is the name's lead word ("ask" or "rule"); it and a leading "#"
// are dropped, with the spaces around them. Anything else is left as it
// came, for the caller to judge.
func deskName(arg, word string) string {
	s := strings.TrimSpace(arg)
	if len(s) > len(word) && strings.EqualFold(s[:len(word)], word) {
		rest := s[len(word):]
		if t := strings.TrimLeftFunc(rest, unicode.IsSpace); t != "" && (t != rest || startsID(t, word)) {
			s = t
		}
	}
	return strings.TrimPrefix(s, "#")
}

// startsID reports whether s, following a lead word with no space
// between ("ask3", "ruler4"), starts the ID itself: a digit for an ask,
// "r" and a digit for a rule.
func startsID(s, word string) bool {
	if word == "rule" {
		return len(s) > 1 && s[0] == 'r' && s[1] >= '0' && s[1] <= '9'
	}
	return s[0] >= '0' && s[0] <= '9'
}
