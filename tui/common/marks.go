package common

import "ozdesk.dev/ozdesk/cards"

// Marks are the characters the desk's own lines are drawn with (not the
// outcome marks and frames, which cards.Glyphs holds): Unicode on a UTF-8
// terminal, ASCII elsewhere. Untrusted text is never translated: only the
// desk's own words use these.
type Marks struct {
	// Dot separates items on a line: " · ".
	Dot string
	// Select marks the selected row or choice: "▸".
	Select string
	// Focus marks the pane with the focus: "▍".
	Focus string
	// Range joins the ends of a range of lines: "–".
	Range string
	// Dash sets off an aside in a sentence: " — ".
	Dash string
	// More ends text that goes on: "…".
	More string
	// Next separates the rungs of a ladder: " › ".
	Next string
	// Marked marks an ask marked for a bulk decision: "●" (a mark, not a
	// colour, so it reads without one).
	Marked string
	// ASCII reports the ASCII set.
	ASCII bool
}

// MarksFor returns the marks that go with a glyph set.
func MarksFor(g cards.Glyphs) Marks {
	if g.Ellipsis == cards.ASCIIGlyphs().Ellipsis {
		return Marks{Dot: " - ", Select: ">", Focus: ">", Range: "-", Dash: " - ", More: "...", Next: " > ", Marked: "*", ASCII: true}
	}
	return Marks{Dot: " · ", Select: "▸", Focus: "▍", Range: "–", Dash: " — ", More: "…", Next: " › ", Marked: "●"}
}
