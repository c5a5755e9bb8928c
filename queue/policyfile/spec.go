package policyfile

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// ParseRuleText reads a rule written on one line, outcome first, as
// `ozdesk policy replay --rule 'allow git push origin feature/*'` takes
// it: "allow|ask|refuse PATTERN", or "allow|ask|refuse over DEFAULT-ID".
// The rule has no ID, reason or end, and is active and enforced. Its
// pattern is checked for its outcome; the guard rails are not applied: the
// rule is for asking what it would do, and is never written as it is.
func ParseRuleText(text string) (Rule, error) {
	word, rest, _ := strings.Cut(strings.TrimSpace(text), " ")
	o, err := patterns.ParseOutcome(word)
	if err != nil {
		return Rule{}, fmt.Errorf("rule %q: %w, then the pattern", text, err)
	}
	r := Rule{Outcome: o, Mode: store.ModeEnforce, Status: store.StatusActive}
	rest = strings.TrimSpace(rest)
	if over, ok := strings.CutPrefix(rest, "over "); ok {
		r.Over = strings.TrimSpace(over)
		if msg, hint := checkOver(r.Over, o); msg != "" {
			return Rule{}, fmt.Errorf("rule %q: %s; %s", text, msg, hint)
		}
		return r, nil
	}
	r.Pattern = rest
	pat, err := patterns.ParsePattern(rest)
	if err == nil {
		err = pat.Check(o)
	}
	if err != nil {
		return Rule{}, fmt.Errorf("rule %q: pattern: %w", text, err)
	}
	return r, nil
}
