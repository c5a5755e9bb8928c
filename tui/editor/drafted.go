package editor

import "strings"

// Drafted reports whether the operator has made a draft esc would throw
// away: a reason typed, or a pattern widened or narrowed from the one the
// editor opened with.
func (m *Model) Drafted() bool {
	if strings.TrimSpace(m.reason.Value()) != "" {
		return true
	}
	return m.in.Suggestion != nil && m.in.Suggestion.String() != m.started
}
