package tui

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/store"
)

// shownRuleWords are the words a rule's two lines in the rules view show
// besides its own (rulesView.rule), lower case: its outcome, status,
// hits, mode, end and scope.
func shownRuleWords(r *store.Rule, now time.Time) string {
	mode := r.Mode
	if mode == store.ModeShadow {
		mode = "shadow (recorded, never decides)"
	}
	return strings.ToLower(strings.Join([]string{r.Outcome, r.Status, hitsText(r.Hits), mode,
		"ends " + endText(r.End, now), "for " + scopePlain(r.Scope)}, "\n"))
}

// wordStartIn reports whether needle (lower case) stands in text where a
// word starts: after its start, or after a character that is neither a
// letter nor a digit.
func wordStartIn(text, needle string) bool {
	if needle == "" {
		return true
	}
	for i := 0; ; {
		j := strings.Index(text[i:], needle)
		if j < 0 {
			return false
		}
		at := i + j
		if at == 0 {
			return true
		}
		if r, _ := utf8.DecodeLastRuneInString(text[:at]); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return true
		}
		_, n := utf8.DecodeRuneInString(text[at:])
		i = at + n
	}
}
