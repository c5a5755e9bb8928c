package common

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// Motion are the keys that move through something long: a list's
// selection, a card's or the help's scroll. Key sets embed it, each with
// its own help words.
type Motion struct {
	Up, Down, Top, Bottom, PageUp, PageDown key.Binding
	// HalfUp and HalfDown move half a page (ctrl+u, ctrl+d, as in vi,
	// less, k9s and lazygit).
	HalfUp, HalfDown key.Binding
}

// Move returns pos moved by msg: a step, half a page, a page, or to an end, within
// [0, last] (0 when last is below it); ok is false when msg is not a
// motion key.
func (m Motion) Move(msg tea.KeyPressMsg, pos, page, last int) (int, bool) {
	switch {
	case key.Matches(msg, m.Down):
		pos++
	case key.Matches(msg, m.Up):
		pos--
	case key.Matches(msg, m.PageDown):
		pos += page
	case key.Matches(msg, m.PageUp):
		pos -= page
	case key.Matches(msg, m.HalfDown):
		pos += max(page/2, 1)
	case key.Matches(msg, m.HalfUp):
		pos -= max(page/2, 1)
	case key.Matches(msg, m.Top):
		pos = 0
	case key.Matches(msg, m.Bottom):
		pos = last
	default:
		return pos, false
	}
	return Clamp(pos, 0, last), true
}
