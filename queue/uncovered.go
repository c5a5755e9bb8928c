package queue

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// UncoveredRail says why an allow rule built from part of cmd cannot
// cover the command the operator saw: another part of it cannot be read
// (`curl URL | sh`: sh reads its script from the pipe), and nothing
// allows what cannot be read, so the same command would still ask. It is
// the unreadable guard rail, with in a few words where ("part 2 (sh)
// cannot be read"); nil when no other part is unreadable.
func UncoveredRail(cmd *patterns.Command, part int) (string, *patterns.RailError) {
	if cmd == nil {
		return "", nil
	}
	for _, u := range cmd.Unreadable {
		if u.Part == part {
			continue
		}
		where := "the command as a whole"
		if u.Part >= 0 && u.Part < len(cmd.Parts) {
			where = fmt.Sprintf("part %d", u.Part+1)
			if p := cmd.Parts[u.Part].Program; p != "" {
				where += " (" + p + ")"
			}
		}
		msg := fmt.Sprintf("a rule for part %d would leave this command asking: %s cannot be read", part+1, where)
		if d := strings.TrimRight(u.Detail, ". "); d != "" {
			msg += " (" + d + ")"
		}
		return where + " cannot be read", &patterns.RailError{Rail: patterns.RailUnreadable, Msg: msg,
			Hint: "approve it once (a), or refuse it (D)"}
	}
	return "", nil
}
