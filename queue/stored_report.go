package queue

import (
	"unicode/utf8"

	"ozdesk.dev/ozdesk/patterns"
)

// storedReport is r as an evaluation that queued no ask keeps it: each
// part's text cut to [storedPartText] bytes, ending in "…" when cut. A
// part's text repeats the command's (Start and End say where), and a
// long command's one part copied it whole into every entry: 28 KB
// written per allowed command.
func storedReport(r patterns.Report) patterns.Report {
	cut := false
	for _, p := range r.Parts {
		if len(p.Text) > storedPartText {
			cut = true
			break
		}
	}
	if !cut {
		return r
	}
	parts := make([]patterns.PartReport, len(r.Parts))
	copy(parts, r.Parts)
	for i := range parts {
		parts[i].Text = clipText(parts[i].Text, storedPartText)
	}
	r.Parts = parts
	return r
}

// clipText is text cut to at most n bytes at a character's start, with
// "…" after it when cut.
func clipText(text string, n int) string {
	if len(text) <= n {
		return text
	}
	for n > 0 && !utf8.RuneStart(text[n]) {
		n--
	}
	return text[:n] + "…"
}
