package vtscreen

import (
	"strings"
	"testing"
)

// TestRender: a frame's lines land on the screen's rows, styles are kept,
// and what would drive a terminal is the emulator's business, not the
// text's: a frame that clears the screen shows what follows the clear.
func TestRender(t *testing.T) {
	s := Render("one\n\x1b[1mtwo\x1b[m\nthree", 10, 4)
	defer s.Close()
	if got, want := s.Text(), "one\ntwo\nthree\n\n"; got != want {
		t.Fatalf("Text = %q, want %q", got, want)
	}
	if c := s.Cell(0, 1); c == nil || c.Content != "t" || c.Style.Attrs == 0 {
		t.Fatalf("cell (0,1) = %+v, want a bold t", c)
	}
	if !strings.Contains(s.Styled(), "two") {
		t.Fatalf("Styled = %q", s.Styled())
	}
	if w, h := s.Size(); w != 10 || h != 4 {
		t.Fatalf("Size = %d, %d", w, h)
	}
	s.Draw("fresh")
	if got := s.Text(); got != "fresh\n\n\n\n" {
		t.Fatalf("after Draw: %q", got)
	}
}

// TestWideCharacters: a wide character takes two cells and is read once.
func TestWideCharacters(t *testing.T) {
	s := Render("日本 x", 8, 1)
	defer s.Close()
	if got := s.Text(); got != "日本 x\n" {
		t.Fatalf("Text = %q", got)
	}
}
