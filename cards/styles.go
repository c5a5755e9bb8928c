package cards

import (
	"image/color"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/colorprofile"
)

// Styles holds every style the desk draws with, built from a few semantic
// colours in one place: components name a meaning (Refuse, Muted, Escape),
// never a colour. Meaning never rides on colour alone: outcomes carry a mark
// and a word ([Styles.Outcome]), escapes carry a backslash and reverse
// video, so [PlainStyles] (NO_COLOR, or a terminal without colour) reads as
// clearly as [NewStyles].
//
// Styles is a value; copy it and change a field to derive a variant (see
// [Styles.OnSelection]). The zero value draws everything unstyled, escapes
// included, and has no glyphs: use [NewStyles] or [PlainStyles].
type Styles struct {
	// Allow, Ask, Refuse and Unreadable draw an outcome's mark and word.
	Allow, Ask, Refuse, Unreadable lipgloss.Style
	// Text draws untrusted text that is shown as it is. It is unstyled
	// except in [Styles.OnSelection].
	Text lipgloss.Style
	// Escape draws the escapes that stand for control and invisible
	// characters in untrusted text. It is always reverse video, so it stays
	// distinct without colour.
	Escape lipgloss.Style
	// Muted draws secondary text: counts, hints, the marks of hidden or
	// wrapped text.
	Muted lipgloss.Style
	// Accent draws what has focus and headings inside a card.
	Accent lipgloss.Style
	// Selection draws the selected row of a list.
	Selection lipgloss.Style
	// Border draws frame lines.
	Border lipgloss.Style
	// Title draws pane and card titles.
	Title lipgloss.Style
	// Key draws a key in the help footer; Help draws what the key does.
	Key, Help lipgloss.Style
	// Glyphs are the marks and frame characters to draw with.
	Glyphs Glyphs
}

// palette is one semantic colour for a light and a dark background, each in
// 16 colours, 256 colours and true colour.
type palette struct {
	light, dark [3]string // ANSI 16, ANSI 256, #rrggbb
}

// The semantic colours. ANSI 16 picks stay with the basic eight on light
// backgrounds, where the bright ones wash out.
var (
	paletteAllow      = palette{[3]string{"2", "28", "#1a7f37"}, [3]string{"10", "114", "#7bd88f"}}
	paletteAsk        = palette{[3]string{"3", "136", "#9a6700"}, [3]string{"11", "221", "#ffd866"}}
	paletteRefuse     = palette{[3]string{"1", "160", "#cf222e"}, [3]string{"9", "203", "#ff6188"}}
	paletteUnreadable = palette{[3]string{"5", "127", "#8250df"}, [3]string{"13", "177", "#d2a8ff"}}
	paletteMuted      = palette{[3]string{"8", "244", "#6e7781"}, [3]string{"8", "245", "#8b949e"}}
	paletteAccent     = palette{[3]string{"4", "25", "#0969da"}, [3]string{"14", "81", "#78dce8"}}
	paletteEscape     = palette{[3]string{"5", "166", "#bc4c00"}, [3]string{"3", "215", "#fc9867"}}
	paletteSelection  = palette{[3]string{"7", "254", "#dde4ee"}, [3]string{"8", "237", "#363a4f"}}
	paletteBorder     = palette{[3]string{"8", "250", "#afb8c1"}, [3]string{"8", "240", "#5b6078"}}
)

// NewStyles returns the desk's styles for a terminal with a dark (or light)
// background and the given colour profile, as bubbletea reports them
// (tea.BackgroundColorMsg, tea.ColorProfileMsg). A profile without colour
// (colorprofile.ASCII, colorprofile.NoTTY, or Unknown) gives [PlainStyles].
// Glyphs are Unicode; set [Styles.Glyphs] to [ASCIIGlyphs] when the locale
// is not UTF-8 (see [UTF8Locale]).
func NewStyles(hasDark bool, profile colorprofile.Profile) Styles {
	if profile < colorprofile.ANSI {
		return PlainStyles()
	}
	c := func(p palette) color.Color {
		v := p.light
		if hasDark {
			v = p.dark
		}
		return lipgloss.Complete(profile)(lipgloss.Color(v[0]), lipgloss.Color(v[1]), lipgloss.Color(v[2]))
	}
	fg := func(p palette) lipgloss.Style { return lipgloss.NewStyle().Foreground(c(p)) }
	st := PlainStyles()
	st.Allow = fg(paletteAllow)
	st.Ask = fg(paletteAsk).Bold(true)
	st.Refuse = fg(paletteRefuse).Bold(true)
	st.Unreadable = fg(paletteUnreadable).Bold(true)
	st.Escape = fg(paletteEscape).Reverse(true)
	st.Muted = fg(paletteMuted)
	st.Accent = fg(paletteAccent).Bold(true)
	st.Selection = lipgloss.NewStyle().Background(c(paletteSelection)).Bold(true)
	st.Border = fg(paletteBorder)
	st.Title = fg(paletteAccent).Bold(true)
	st.Key = fg(paletteAccent).Bold(true)
	st.Help = fg(paletteMuted)
	return st
}

// PlainStyles returns styles without colour, for NO_COLOR and terminals
// without colour: only bold, faint, underline and reverse video. Escapes are
// reverse video; the selected row is bold and underlined so that escapes
// inside it stay distinct.
func PlainStyles() Styles {
	plain := lipgloss.NewStyle()
	return Styles{
		Allow:      plain,
		Ask:        plain.Bold(true),
		Refuse:     plain.Bold(true),
		Unreadable: plain.Bold(true),
		Text:       plain,
		Escape:     plain.Reverse(true),
		Muted:      plain.Faint(true),
		Accent:     plain.Bold(true),
		Selection:  plain.Bold(true).Underline(true),
		Border:     plain,
		Title:      plain.Bold(true),
		Key:        plain.Bold(true),
		Help:       plain.Faint(true),
		Glyphs:     UnicodeGlyphs(),
	}
}

// OnSelection returns the styles for untrusted text inside the selected row:
// text is drawn in [Styles.Selection], and escapes keep their own style on
// top of it. Pass the result to [SafeLine] for the selected row rather than
// wrapping SafeLine's output in Selection.Render, whose reset would end at
// the first escape.
func (s Styles) OnSelection() Styles {
	s.Text = s.Selection
	s.Escape = s.Escape.Inherit(s.Selection)
	return s
}
