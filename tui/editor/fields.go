package editor

import (
	"fmt"
	"strings"
	"time"
	"unicode"

	"ozdesk.dev/ozdesk/cards"
)

// field is one of the editor's fields, in tab order.
type field int

const (
	fieldPattern field = iota
	fieldReason
	fieldScope
	fieldGlob
	fieldWorkdir
	fieldEnd
	fieldDate
	fieldShadow
	fieldCount
)

// scope is whom the rule applies to.
type scope int

const (
	scopeAgent scope = iota // this agent
	scopeGlob               // agents matching a glob
	scopeAll                // every agent
)

// String names the scope as the editor shows it.
func (s scope) String() string {
	return [...]string{"this agent", "agents matching", "all agents"}[s]
}

// endChoice is when the rule stops deciding.
type endChoice int

const (
	end1h endChoice = iota
	end1d
	end7d
	end30d
	endDate
	endNever
)

var endNames = [...]string{"1 hour", "1 day", "7 days", "30 days", "on a date", "never"}

// String names the end as the editor shows it.
func (e endChoice) String() string { return endNames[e] }

// span returns the duration of a fixed choice.
func (e endChoice) span() time.Duration {
	switch e {
	case end1h:
		return time.Hour
	case end1d:
		return 24 * time.Hour
	case end7d:
		return 7 * 24 * time.Hour
	case end30d:
		return 30 * 24 * time.Hour
	}
	return 0
}

// agentGlob suggests a glob for an agent's siblings: its name up to a
// trailing number or hex-ish suffix, then *: "builder-2" gives "builder-*".
func agentGlob(agent string) string {
	base := strings.TrimRightFunc(agent, func(r rune) bool { return unicode.IsDigit(r) })
	if base == "" {
		return "*"
	}
	return base + "*"
}

// parseDate reads the end date the operator typed: YYYY-MM-DD (the end of
// that day, local time) or YYYY-MM-DD HH:MM.
func parseDate(s string, now time.Time) (time.Time, error) {
	s = strings.TrimSpace(s)
	if t, err := time.ParseInLocation(cards.StampLayout, s, now.Location()); err == nil {
		return checkFuture(t, now)
	}
	if t, err := time.ParseInLocation("2006-01-02 15:04", s, now.Location()); err == nil {
		return checkFuture(t, now)
	}
	t, err := time.ParseInLocation("2006-01-02", s, now.Location())
	if err != nil {
		return time.Time{}, fmt.Errorf("write the end date as YYYY-MM-DD or YYYY-MM-DD HH:MM")
	}
	return checkFuture(t.Add(24*time.Hour-time.Second), now)
}

func checkFuture(t, now time.Time) (time.Time, error) {
	if !t.After(now) {
		return time.Time{}, fmt.Errorf("the end %s has passed", t.Format(cards.StampLayout))
	}
	return t, nil
}
