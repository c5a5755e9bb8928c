package cards

import (
	"fmt"
	"image/color"
	"io"
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
	uv "github.com/charmbracelet/ultraviolet"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/vt"
)

// term is a terminal emulator that records everything that is not drawing:
// a title or icon change, a bell, the alternate screen, a mode, a colour,
// the cursor's look, a working directory. Output that only draws text
// triggers none of them.
type term struct {
	emu     *vt.Emulator
	events  []string
	drained chan struct{}
}

// newTerm returns a w×h emulator that records what it is told to do.
// Close it when done.
func newTerm(w, h int) *term {
	emu := vt.NewEmulator(w, h)
	tm := &term{emu: emu, drained: make(chan struct{})}
	note := func(format string, a ...any) { tm.events = append(tm.events, fmt.Sprintf(format, a...)) }
	emu.SetCallbacks(vt.Callbacks{
		Bell:             func() { note("bell") },
		Title:            func(s string) { note("title %q", s) },
		IconName:         func(s string) { note("icon name %q", s) },
		AltScreen:        func(on bool) { note("alt screen %v", on) },
		CursorVisibility: func(on bool) { note("cursor visible %v", on) },
		CursorStyle:      func(vt.CursorStyle, bool) { note("cursor style") },
		CursorColor:      func(color.Color) { note("cursor colour") },
		BackgroundColor:  func(color.Color) { note("background colour") },
		ForegroundColor:  func(color.Color) { note("foreground colour") },
		WorkingDirectory: func(s string) { note("working directory %q", s) },
		EnableMode:       func(m ansi.Mode) { note("mode %v set", m) },
		DisableMode:      func(m ansi.Mode) { note("mode %v reset", m) },
	})
	// The emulator answers queries on its input side; drain it, or a write
	// that asks something blocks.
	go func() {
		defer close(tm.drained)
		_, _ = io.Copy(io.Discard, emu)
	}()
	return tm
}

// close ends the drain by closing the pipe the emulator answers on (the
// emulator's own Close races with a pending Read in x/vt v0.1.0) and waits
// for it.
func (tm *term) close() {
	if c, ok := tm.emu.InputPipe().(io.Closer); ok {
		_ = c.Close()
		<-tm.drained
	}
}

// show writes each line at the start of its own row, as a TUI positions
// them, and checks what the terminal then shows.
func show(t *testing.T, w, h int, what string, lines []string) {
	t.Helper()
	tm := newTerm(w, h)
	defer tm.close()
	want := make([][]cellWant, len(lines))
	for y, l := range lines {
		cells, err := cellsOf(l)
		if err != nil {
			t.Errorf("%s: line %d: %v", what, y, err)
		}
		want[y] = cells
	}
	for _, p := range tm.problems(lines, want) {
		t.Errorf("%s: %s", what, p)
	}
}

// problems writes the lines and lists everything the terminal did or shows
// other than the cells wanted for each line.
func (tm *term) problems(lines []string, want [][]cellWant) []string {
	var probs []string
	for y, l := range lines {
		// The harness's own positioning is trusted output.
		_, _ = tm.emu.WriteString(fmt.Sprintf("\x1b[%d;1H", y+1))
		_, _ = tm.emu.WriteString(l)
		if want := min(len(want[y]), tm.emu.Width()-1); tm.emu.CursorPosition() != uv.Pos(want, y) {
			probs = append(probs, fmt.Sprintf("line %d left the cursor at %v, want (%d, %d): %q", y, tm.emu.CursorPosition(), want, y, l))
		}
	}
	if len(tm.events) > 0 {
		probs = append(probs, fmt.Sprintf("the output did more than draw: %q", tm.events))
	}
	for y := range tm.emu.Height() {
		var row []cellWant
		if y < len(want) {
			row = want[y]
		}
		if p := tm.checkRow(y, row); p != "" {
			probs = append(probs, p)
		}
	}
	return probs
}

// cellWant is what one cell should hold.
type cellWant struct {
	content string
	reverse bool
}

// cellsOf is what a drawn line should put in the cells of its row: each
// character it shows, and whether it is drawn in reverse video.
func cellsOf(line string) ([]cellWant, error) {
	segs, err := segments(line)
	if err != nil {
		return nil, err
	}
	var cells []cellWant
	for _, sg := range segs {
		for rest := sg.text; rest != ""; {
			c, w := ansi.FirstGraphemeCluster(rest, ansi.GraphemeWidth)
			cells = append(cells, cellWant{c, sg.reverse})
			for range w - 1 {
				cells = append(cells, cellWant{"", sg.reverse})
			}
			rest = rest[len(c):]
		}
	}
	return cells, nil
}

// checkRow checks row y cell by cell: the characters, reverse video where
// the line drew escapes, no hyperlink anywhere, and blanks past the line.
func (tm *term) checkRow(y int, want []cellWant) string {
	for x := range tm.emu.Width() {
		c := tm.emu.CellAt(x, y)
		content, reverse := " ", false
		if c != nil {
			content = c.Content
			reverse = c.Style.Attrs&uv.AttrReverse != 0
			if !c.Link.IsZero() {
				return fmt.Sprintf("cell (%d, %d) links to %q", x, y, c.Link.URL)
			}
		}
		w := cellWant{" ", false}
		if x < len(want) {
			w = want[x]
		}
		if content != w.content || (reverse != w.reverse && w.content != " ") {
			return fmt.Sprintf("cell (%d, %d) holds %q (reverse %v), want %q (reverse %v); row shows %q",
				x, y, content, reverse, w.content, w.reverse, tm.row(y))
		}
	}
	return ""
}

// row is the text of row y as the terminal shows it.
func (tm *term) row(y int) string {
	var b strings.Builder
	for x := range tm.emu.Width() {
		if c := tm.emu.CellAt(x, y); c != nil {
			b.WriteString(c.Content)
		}
	}
	return b.String()
}

func TestTerminalShowsExactlyTheEscapedText(t *testing.T) {
	styles := map[string]Styles{
		"plain":     PlainStyles(),
		"truecolor": NewStyles(true, colorprofile.TrueColor),
		"ansi":      NewStyles(false, colorprofile.ANSI),
	}
	for sname, st := range styles {
		for _, c := range hostileSamples {
			t.Run(sname+"/"+c.name, func(t *testing.T) {
				line := SafeLine(c.in, 60, st)
				if got := ansi.Strip(line); len(c.want) <= 60 && got != c.want {
					t.Fatalf("SafeLine shows %q, want %q", got, c.want)
				}
				show(t, 80, 4, "SafeLine", []string{line})

				lines, _ := SafeBlock(c.in+"\n"+c.in, 16, 20, st)
				show(t, 20, 24, "SafeBlock", lines)
			})
		}
	}
}

func TestTerminalShowsACardOfHostileLines(t *testing.T) {
	var all strings.Builder
	for _, c := range hostileSamples {
		all.WriteString(c.in + "\n")
	}
	lines, hidden := SafeBlock(all.String(), 78, 24, PlainStyles())
	if hidden == 0 || len(lines) != 24 {
		t.Fatalf("got %d lines hiding %d bytes", len(lines), hidden)
	}
	show(t, 80, 24, "card", lines)

	x := NewLineIndex(all.String(), 78, PlainStyles())
	n, _ := x.Count(true)
	for first := 0; first < n; first += 20 {
		show(t, 80, 24, fmt.Sprintf("page at %d", first), x.Lines(first, 24))
	}
}

func TestTerminalShowsAMegabyteAsOneLine(t *testing.T) {
	s := strings.Repeat("\x1b]52;c;"+strings.Repeat("A", 100)+"\x07", 10000)
	line := SafeLine(s, 80, NewStyles(true, colorprofile.ANSI256))
	show(t, 81, 2, "1 MB", []string{line})
	if !strings.HasSuffix(ansi.Strip(line), "…") {
		t.Errorf("line does not say it is cut: %q", ansi.Strip(line))
	}
}

// TestTerminalHarnessCatchesRawText writes hostile text raw, to show that
// the checks above would catch it: written as it is, each sample does more
// than draw, moves the cursor, or shows something other than its escaped
// text (here without reverse video).
func TestTerminalHarnessCatchesRawText(t *testing.T) {
	for _, c := range hostileSamples {
		if c.in == c.want {
			continue
		}
		want, err := cellsOf(c.want)
		if err != nil {
			t.Fatal(err)
		}
		tm := newTerm(80, 4)
		probs := tm.problems([]string{c.in}, [][]cellWant{want})
		tm.close()
		if len(probs) == 0 {
			t.Errorf("raw %q passed the terminal checks", c.in)
		}
	}
}
