package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"
)

// How long a status line stays, by its kind: what an action did ("ask 12
// approved", "filter cleared") fades after a few seconds, a warning (keys
// dropped after a held key) a little later, an error after statusKeep.
// Each status has its own tick (fadeLater), so the line goes when it
// ends, not at the next action.
const (
	statusFade     = 5 * time.Second
	statusWarnFade = 8 * time.Second
)

// life is how long s stays on the status line.
func (s status) life() time.Duration {
	switch s.kind {
	case statusInfo, statusOK:
		return statusFade
	case statusWarn:
		return statusWarnFade
	}
	return statusKeep
}

// shownAt reports whether s is on the status line at now: it says
// something and has not faded.
func (s status) shownAt(now time.Time) bool {
	return s.text != "" && now.Sub(s.at) <= s.life()
}

// statusFadeMsg says the status put at at has faded: the desk draws
// again without it. One that comes for a status since replaced does
// nothing: the newest status has its own tick.
type statusFadeMsg struct{ at time.Time }

// fadeLater starts the tick that takes a new status line away when it
// fades, on a real clock; nil when the status has its tick already.
func (m *Model) fadeLater() tea.Cmd {
	s := m.status
	if !m.live || s.text == "" || s.at.Equal(m.fading) {
		return nil
	}
	m.fading = s.at
	left := s.life() - m.c.Now().Sub(s.at) + time.Millisecond
	at := s.at
	return tea.Tick(max(left, time.Millisecond), func(time.Time) tea.Msg { return statusFadeMsg{at: at} })
}
