package tui

import (
	"fmt"
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

// rowAskingLabel is askingLabel for a queue's row whose command is cut
// (cut): where more parts ask than the label names, it says so plainly
// first ("2 parts ask: cmd.force-push"), as the cut may hide every other
// asking part (rt37k L4: `cd /tmp && bash <<< "rm -rf ~" ; git push
// --force origin main` read "cd /tmp &… ~" ; git push --force origin
// main  cmd.force-push +1 more").
func rowAskingLabel(a store.Ask, w int, cut bool, st cards.Styles) string {
	l := askingLabel(a, w, st)
	if !cut || a.AskingParts < 2 || !strings.Contains(l, " +") {
		return l
	}
	return cutAskingLabel(a, st)
}

// cutAskingLabel is the label of a row whose cut command may hide asking
// parts: how many parts ask, then the gravest rule ("2 parts ask:
// cmd.force-push").
func cutAskingLabel(a store.Ask, st cards.Styles) string {
	if len(a.Asking) == 0 {
		return askingLabel(a, 1<<10, st)
	}
	return fmt.Sprintf("%d parts ask: %s", a.AskingParts, askingLabel(store.Ask{Rule: a.Rule, Asking: a.Asking[:1],
		AskingParts: a.Asking[0].Parts}, 1<<10, st))
}
