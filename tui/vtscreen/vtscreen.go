// Package vtscreen shows what a terminal makes of the desk's output: it
// writes a frame into a terminal emulator (github.com/charmbracelet/x/vt)
// and reads back the cell grid, as text for golden screens and as styled
// cells for pictures. Tests compare what a terminal shows, not the bytes
// the program wrote.
package vtscreen

import (
	"io"
	"strings"

	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/vt"
)

// newLineMode makes the emulator treat a line feed as a new line (carriage
// return too), as a frame's lines are joined by "\n" alone.
const newLineMode = "\x1b[20h"

// Screen is a terminal emulator of a fixed size holding one frame.
type Screen struct {
	emu     *vt.Emulator
	drained chan struct{}
	w, h    int
}

// New returns an empty w×h screen. Close it when done.
func New(w, h int) *Screen {
	s := &Screen{emu: vt.NewEmulator(w, h), drained: make(chan struct{}), w: w, h: h}
	// The emulator answers queries on its input side; drain it or a write
	// that asks something blocks.
	go func() {
		defer close(s.drained)
		_, _ = io.Copy(io.Discard, s.emu)
	}()
	_, _ = s.emu.WriteString(newLineMode)
	return s
}

// Render returns a w×h screen showing frame (lines joined by "\n", as a
// desk's View draws them), written from the top-left corner.
func Render(frame string, w, h int) *Screen {
	s := New(w, h)
	s.Draw(frame)
	return s
}

// Draw clears the screen and writes frame from the top-left corner.
func (s *Screen) Draw(frame string) {
	_, _ = s.emu.WriteString("\x1b[0m\x1b[2J\x1b[H")
	_, _ = s.emu.WriteString(frame)
}

// Write writes raw output to the terminal, as a program's renderer would.
func (s *Screen) Write(p []byte) (int, error) { return s.emu.Write(p) }

// Close stops draining the emulator's replies.
func (s *Screen) Close() {
	if c, ok := s.emu.InputPipe().(io.Closer); ok {
		_ = c.Close()
	}
	<-s.drained
}

// Text returns what the screen shows as text: h lines, trailing blanks
// cut, each ending in a newline.
func (s *Screen) Text() string {
	var b strings.Builder
	for y := range s.h {
		var line strings.Builder
		for x := 0; x < s.w; {
			c := s.emu.CellAt(x, y)
			if c == nil || c.Content == "" {
				line.WriteByte(' ')
				x++
				continue
			}
			line.WriteString(c.Content)
			x += max(c.Width, 1)
		}
		b.WriteString(strings.TrimRight(line.String(), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// Styled returns the screen as text with its styles as SGR sequences,
// line by line: what Cells reads back into the same grid.
func (s *Screen) Styled() string {
	return s.emu.Render() + "\n"
}

// Cell returns the cell at x, y (nil outside the screen).
func (s *Screen) Cell(x, y int) *uv.Cell { return s.emu.CellAt(x, y) }

// Size returns the screen's width and height.
func (s *Screen) Size() (w, h int) { return s.w, s.h }
