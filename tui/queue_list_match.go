package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// Which asks the filter shows.

// SetFilter shows only the asks whose agent, job, command or rule holds
// text (case-insensitively), and with a word node:NAME only node NAME's
// (see [parseQueueFilter]), keeping the selection when it passes.
func (q *queueList) SetFilter(text string) {
	key, sel := q.selectedAt()
	q.filter = text
	q.rebuild()
	q.selectNear(key, sel)
}

func askMatches(a *store.Ask, needle string) bool {
	for _, s := range []string{a.Agent, a.AgentSays, a.Job, a.Rule, a.Command} {
		if containsFold(s, needle) {
			return true
		}
	}
	// every rule by which a part asks, and the words the row's rule cell
	// shows ("2 parts ask: cmd.force-push", "cmd.publish ×2"): /cloud-delete
	// missed an ask whose second part deletes a cloud resource (rt38k
	// MEDIUM-5)
	for _, r := range a.Asking {
		if containsFold(r.Rule, needle) {
			return true
		}
	}
	label := strings.ToLower(queue.AskingLabel(*a, 1<<10))
	if a.AskingParts > 1 {
		label += "\n" + strings.ToLower(cutAskingLabel(*a, cards.PlainStyles()))
	}
	return strings.Contains(label, needle)
}

// containsFold reports whether s holds needle (lower case) in any case,
// without copying s when it is plain lower-case ASCII, or its escaped
// text, as the desk draws it, does (rt17k 9: "/lbl\\e" found nothing an
// operator saw).
func containsFold(s, needle string) bool {
	if strings.Contains(s, needle) || strings.Contains(strings.ToLower(s), needle) {
		return true
	}
	if e := blanksEscaped(s); e != s {
		return strings.Contains(strings.ToLower(e), needle)
	}
	return false
}
