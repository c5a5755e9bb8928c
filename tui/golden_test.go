package tui

import (
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// goldenSizes are the terminal sizes every golden screen of this package
// is drawn at.
var goldenSizes = []struct{ w, h int }{{80, 24}, {120, 40}}

// cutSizes are the sizes of tests of how rows are cut: 80x24, and 140x40
// where the queue stands beside the card (at 120x40 the queue's rows have
// the whole width, and the commands these tests cut fit, rt22k #1).
var cutSizes = []struct{ w, h int }{{80, 24}, {140, 40}}

// requireScreen compares what a terminal shows of the desk, as text and
// styled, with the golden files of the running test (-update rewrites
// them).
func (d *testDesk) requireScreen(t *testing.T) {
	t.Helper()
	d.onLoop.Store(true)
	frame := d.m.Screen()
	d.onLoop.Store(false)
	s := vtscreen.Render(frame, d.w, d.h)
	defer s.Close()
	t.Run("text", func(t *testing.T) { golden.RequireEqual(t, s.Text()) })
	t.Run("ansi", func(t *testing.T) { golden.RequireEqual(t, s.Styled()) })
}

func sizeName(w, h int) string {
	return itoa(w) + "x" + itoa(h)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}
