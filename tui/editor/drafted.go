package editor

import "strings"

// Drafted reports whether the operator has made a draft esc would throw
// away: a reason typed, a pattern widened or narrowed from the one the
// editor opened with, or a scope, workdir, end or mode changed from what
// it opened with (rt46k L2: a scope widened to agent* was thrown away
// without "Discard draft?").
func (m *Model) Drafted() bool {
	if strings.TrimSpace(m.reason.Value()) != "" {
		return true
	}
	if m.choices() != m.opened {
		return true
	}
	return m.in.Suggestion != nil && m.in.Suggestion.String() != m.started
}

// choices are the editor's fields besides the pattern and the reason, as
// the operator set them.
type choices struct {
	scope      scope
	workdir    bool
	end        endChoice
	shadow     bool
	glob, date string
}

// choices is what the fields hold now.
func (m *Model) choices() choices {
	return choices{scope: m.scope, workdir: m.workdir, end: m.end, shadow: m.shadow,
		glob: m.glob.Value(), date: m.date.Value()}
}
