package common

import (
	"fmt"
	"strings"
)

// TrailingBlanks splits the spaces that end s from the rest, and writes
// them as the escapes that show them: \x20 each, or \x20{N} for more
// than three ("" for none; s all spaces is left whole). The queue's
// rows, the card and the editor's lists all show a command's trailing
// spaces so.
func TrailingBlanks(s string) (head, mark string) {
	head = strings.TrimRight(s, " ")
	switch n := len(s) - len(head); {
	case n == 0 || head == "":
		return s, ""
	case n <= 3:
		return head, strings.Repeat(`\x20`, n)
	default:
		return head, fmt.Sprintf(`\x20{%d}`, n)
	}
}
