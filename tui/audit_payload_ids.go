package tui

import "strings"

// askIDKeys are the payload keys whose value is an ask's ID as the store
// keeps it ("0000000009"): the payload shows it as the desk names it
// everywhere else (ask 9).
var askIDKeys = [...]string{`"ask": "`, `"from_ask": "`}

// askIDsNamed rewrites one line of an indented payload whose value is an
// ask's stored ID ("ask": "0000000009") to name it as the desk does
// ("ask": ask 9) (rt37k L8); any other line is returned as it is.
func askIDsNamed(line string) string {
	body := strings.TrimLeft(line, " ")
	for _, k := range askIDKeys {
		rest, ok := strings.CutPrefix(body, k)
		if !ok {
			continue
		}
		id, tail, ok := strings.Cut(rest, `"`)
		if !ok || (tail != "" && tail != ",") || id == "" || strings.Trim(id, "0123456789") != "" {
			return line
		}
		short := strings.TrimLeft(id, "0")
		if short == "" {
			short = "0"
		}
		return line[:len(line)-len(body)] + k[:len(k)-1] + "ask " + short + tail
	}
	return line
}
