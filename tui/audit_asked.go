package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// askedCell draws, in exactly w cells, the summary of an "ask" entry
// that names its deciding word (sum.asked): the IDs whole as auditCell
// draws them, then the command with that word kept whole and marked
// (underlined, in the ask's colour), what stands around it cut as a
// queue row cuts around the part that asks gravest (cards.AskingCut):
// an ask whose `rm -rf ~/projects` stood between forty echoes read
// "echo pad; ec…; echo done" in the trail (issue 9 leftover). It
// returns "" where the entry names no word, the row's usual cut shows
// it or either end of it, or the cell is too narrow to keep it;
// auditCell draws those.
func askedCell(sum auditSummary, w int, st cards.Styles) string {
	text, head := sum.text, sum.head
	from, to := sum.asked[0], sum.asked[1]
	if to <= from || from < head || to > len(text) || head <= 0 || w < 24 {
		return ""
	}
	cmd := text[head:]
	if p, _ := firstEscape(cmd); p >= 0 || hasTrailingBlanks(text) {
		return "" // keptCell draws around an escape, which outranks the word
	}
	lead := cards.SafeLine(text[:head], 1<<10, st)
	room := w - common.Width(lead)
	word := withText(st, st.Ask.Underline(true))
	draw := cards.AskingDraw{
		Lead:   st.Muted.Render(st.Glyphs.Ellipsis),
		Part:   func(s string, w int) string { return cards.SafeLine(s, w, word) },
		Middle: func(s string, w int) string { return middleKeepingHost(s, w, st) },
		Width:  common.Width,
	}
	if room < 16 || common.Width(draw.Part(text[from:to], 1<<20)) > room-2 {
		return ""
	}
	if usual, word := []rune(ansi.Strip(auditCell(text, head, w, cards.PlainStyles()))), []rune(ansi.Strip(cards.SafeLine(text[from:to], 1<<20, cards.PlainStyles()))); len(word) > 0 {
		n := min(len(word), 4)
		if strings.Contains(string(usual), string(word[:n])) || strings.Contains(string(usual), string(word[len(word)-n:])) {
			return "" // the row's usual cut shows the word, or its ends
		}
	}
	c := cards.AskingCut(cmd, from-head, to-head, room, draw)
	if c == "" {
		return ""
	}
	return pad(lead+c, w, st)
}
