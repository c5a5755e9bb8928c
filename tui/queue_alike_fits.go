package tui

import (
	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// offScreenKey is the look-alike key (rowLook.keep) of a row whose every
// cut could still be taken for another row's command: it says that it
// differs off-screen (offScreenCell).
const offScreenKey = "!"

// fitsWholeMax is the longest command whose text drawn whole cutFits
// compares a cut with: a longer one is read on its card.
const fitsWholeMax = 4 << 10

// cutFits returns what spreadSpots asks of a row's cell: the commands,
// of cmds (the rows cut, by index) and whole (the rows drawn whole),
// other than its own, that the cell could be the cut of (cards.FitsCut,
// as `queue ls` marks its rows).
func cutFits(cmds, whole []string, plain cards.Styles) func(i int, cell string) []string {
	all := append(append([]string(nil), cmds...), whole...)
	texts := make([]string, len(all))
	for j, c := range all {
		if len(c) <= fitsWholeMax {
			texts[j] = wholeText(c, plain)
		}
	}
	ell := plain.Glyphs.Ellipsis
	return func(i int, cell string) []string {
		if cell == texts[i] {
			return nil // drawn whole
		}
		var out []string
		for j, c := range all {
			if c != cmds[i] && texts[j] != "" && cards.FitsCut(cell, texts[j], ell) {
				out = append(out, c)
			}
		}
		return out
	}
}

// wholeText is cmd as a row would draw it with room for all of it,
// plain.
func wholeText(cmd string, plain cards.Styles) string {
	a := store.Ask{Command: cmd}
	return ansi.Strip(commandCell(&a, 1<<20, plain))
}
