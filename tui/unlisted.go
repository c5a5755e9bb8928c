package tui

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// unlistedShown is how many unlisted asks the status line names.
const unlistedShown = 3

// unlistedText says, for the status line, that asks an approval's
// confirmation did not list (they arrived after it opened) still wait
// though the changed policy would decide them: " · ask 26 arrived after
// the confirmation and still waits" ("" for none; rt18k #1).
func unlistedText(asks []store.Ask, mk common.Marks) string {
	if len(asks) == 0 {
		return ""
	}
	if len(asks) == 1 {
		return mk.Dot + "ask " + queue.ShortID(asks[0].ID) + " arrived after the confirmation and still waits"
	}
	ids := make([]string, 0, unlistedShown)
	for _, a := range asks[:min(len(asks), unlistedShown)] {
		ids = append(ids, queue.ShortID(a.ID))
	}
	more := ""
	if len(asks) > unlistedShown {
		more = mk.More
	}
	return fmt.Sprintf("%s%d asks arrived after the confirmation and still wait: %s%s", mk.Dot, len(asks), strings.Join(ids, ", "), more)
}
