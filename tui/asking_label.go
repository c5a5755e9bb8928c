package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// askingLabel is queue.AskingLabel drawn with the desk's glyphs: the "×"
// of "cmd.download-run ×2" is an x in an ASCII locale, as wide.
func askingLabel(a store.Ask, w int, st cards.Styles) string {
	l := queue.AskingLabel(a, w)
	if st.Glyphs.Times != "" && st.Glyphs.Times != "×" {
		l = strings.ReplaceAll(l, "×", st.Glyphs.Times)
	}
	return l
}
