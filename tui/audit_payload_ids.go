package tui

import (
	"fmt"
	"strings"
)

// askIDKeys are the payload keys whose value is an ask's ID as the store
// keeps it ("0000000009").
var askIDKeys = [...]string{`"ask": "`, `"from_ask": "`}

// storedAskID is the ask's ID that one line of an indented payload holds
// as its value ("ask": "0000000009"), and the ask as the desk names it
// (9); ok is false for any other line.
func storedAskID(line string) (stored, short string, ok bool) {
	body := strings.TrimLeft(line, " ")
	for _, k := range askIDKeys {
		rest, found := strings.CutPrefix(body, k)
		if !found {
			continue
		}
		id, tail, found := strings.Cut(rest, `"`)
		if !found || (tail != "" && tail != ",") || id == "" || strings.Trim(id, "0123456789") != "" {
			return "", "", false
		}
		short = strings.TrimLeft(id, "0")
		if short == "" {
			short = "0"
		}
		return id, short, true
	}
	return "", "", false
}

// askIDsNote says which ask each stored ID in the payload's lines is
// ("0000000060" is ask 60), once each, or "" when they name none: the
// payload is shown as the store keeps it, valid JSON (rt45k #9: it showed
// "ask": ask 60, which is neither), and the note names the asks as the
// desk does everywhere else (rt37k L8).
func askIDsNote(lines []string) string {
	var said []string
	seen := map[string]bool{}
	for _, l := range lines {
		stored, short, ok := storedAskID(l)
		if !ok || seen[stored] {
			continue
		}
		seen[stored] = true
		said = append(said, fmt.Sprintf("%q is ask %s", stored, short))
	}
	if len(said) == 0 {
		return ""
	}
	return strings.Join(said, ", ") + "; the JSON below is as the store keeps it"
}
