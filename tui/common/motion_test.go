package common

import (
	"testing"

	tea "charm.land/bubbletea/v2"
)

func TestMotionMove(t *testing.T) {
	m := newListKeys(arrows{up: "↑", down: "↓"}).Motion
	press := func(code rune, text string) tea.KeyPressMsg {
		return tea.KeyPressMsg{Code: code, Text: text}
	}
	tests := []struct {
		key             tea.KeyPressMsg
		pos, page, last int
		want            int
		ok              bool
	}{
		{press('j', "j"), 3, 10, 9, 4, true},
		{press('k', "k"), 0, 10, 9, 0, true},
		{press(tea.KeyDown, ""), 9, 10, 9, 9, true},
		{press(tea.KeyPgDown, ""), 2, 5, 9, 7, true},
		{press(tea.KeyPgUp, ""), 2, 5, 9, 0, true},
		{press('g', "g"), 7, 5, 9, 0, true},
		{press('G', "G"), 1, 5, 9, 9, true},
		{press('G', "G"), 0, 5, -1, 0, true}, // nothing to move through
		{press('x', "x"), 4, 5, 9, 4, false},
	}
	for _, tt := range tests {
		got, ok := m.Move(tt.key, tt.pos, tt.page, tt.last)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%s at %d (page %d, last %d): %d %v; want %d %v", tt.key, tt.pos, tt.page, tt.last, got, ok, tt.want, tt.ok)
		}
	}
}
