//go:build !ozdesk_adapters

package main

import (
	"strings"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// askerSaid is what `queue show` says of decided ask k's asker: what the
// decider saw of it (stopped), and whether it received the decision, as
// the trail's ask.received entries from the decision on tell (fx53e,
// fx54g); "" for an end its asker made itself.
func askerSaid(svc queue.API, k store.Ask) string {
	d := k.Decision
	var said []string
	if d.Asker != "" {
		said = append(said, queue.AskerWhenDecided(d.Asker))
	}
	es, err := svc.AuditRange(d.At.Add(-time.Second), time.Time{}, store.KindReceived)
	if err == nil {
		if text := queue.ReceivedText(k, es); text != "" {
			said = append(said, text)
		}
	}
	return strings.Join(said, "; ")
}
