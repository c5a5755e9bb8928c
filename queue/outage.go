package queue

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// A broker cut off from its fleet's cluster (quorum lost, a partition)
// refuses its agents' commands, failing closed, and can record none of
// them then (rt17f #7: the attempts left no trace). So the service keeps
// the first [outageNotes] such refusals in memory, each with its account,
// agent and command (its head, with its length and SHA-256 when longer
// than [budgetNoteHead]), and counts the rest; once the store takes a
// write again (the broker's next sweep, within 5 s of the cluster's
// return), it writes them to the audit trail as "outage" entries, one per
// refusal kept and one that counts them all with the outage's first and
// last refusal. A broker stopped before the cluster is back loses them
// (they are in its memory only); its log named each refusal meanwhile.
const outageNotes = 16

// outageEvent is the payload of a [store.KindOutage] entry: one refusal
// kept (Time, the command), or the count of an outage's refusals
// (Refused, Since, Until, Kept).
type outageEvent struct {
	Account       string    `json:"account,omitempty"`
	Agent         string    `json:"agent,omitempty"`
	Outcome       string    `json:"outcome,omitempty"`
	Reason        string    `json:"reason,omitempty"`
	Time          time.Time `json:"time,omitzero"`
	Command       string    `json:"command,omitempty"`
	CommandBytes  int       `json:"command_bytes,omitempty"`
	CommandSHA256 string    `json:"command_sha256,omitempty"`
	Refused       int       `json:"refused,omitempty"`
	Kept          int       `json:"kept,omitempty"`
	Since         time.Time `json:"since,omitzero"`
	Until         time.Time `json:"until,omitzero"`
}

// outageLog holds the refusals of an outage not written yet.
type outageLog struct {
	mu           sync.Mutex
	notes        []outageEvent
	refused      int
	since, until time.Time
}

// note keeps ev (one of the first [outageNotes]) or counts it.
func (o *outageLog) note(ev outageEvent) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.refused == 0 {
		o.since = ev.Time
	}
	o.refused++
	o.until = ev.Time
	if len(o.notes) < outageNotes {
		o.notes = append(o.notes, ev)
	}
}

// take returns what is held and forgets it; giveBack puts it back ahead
// of what came since, when it could not be written.
func (o *outageLog) take() (notes []outageEvent, refused int, since, until time.Time) {
	o.mu.Lock()
	defer o.mu.Unlock()
	notes, refused, since, until = o.notes, o.refused, o.since, o.until
	o.notes, o.refused, o.since, o.until = nil, 0, time.Time{}, time.Time{}
	return notes, refused, since, until
}

func (o *outageLog) giveBack(notes []outageEvent, refused int, since, until time.Time) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.refused > 0 {
		until = o.until
	}
	o.notes = append(notes, o.notes...)[:min(len(notes)+len(o.notes), outageNotes)]
	o.refused += refused
	o.since, o.until = since, until
}

// noteOutage keeps a refusal of req's command by a store that could not
// be reached (not one made yet, nor a file store's lock: a fleet's
// outage, [store.ErrUnavailable]).
func (s *Service) noteOutage(ev Evaluation, ans *Answer, why error) {
	if s.outage == nil || s.st.Backend() != "etcd" || !errors.Is(why, store.ErrUnavailable) {
		return
	}
	note := outageEvent{Account: budgetAccount(ev), Agent: ev.Agent, Outcome: ans.Outcome.String(), Reason: why.Error(),
		Time: s.now().UTC(), Command: ev.Command}
	if len(note.Command) > budgetNoteHead {
		sum := sha256.Sum256([]byte(ev.Command))
		note.CommandBytes, note.CommandSHA256 = len(ev.Command), hex.EncodeToString(sum[:])
		n := budgetNoteHead
		for n > 0 && !utf8.RuneStart(ev.Command[n]) {
			n--
		}
		note.Command = ev.Command[:n]
	}
	s.outage.note(note)
}

// flushOutage writes the refusals held since the store could last be
// written, in one transaction: one entry per refusal kept and one that
// counts them all. What cannot be written is kept for the next try. It
// reports how many refusals it wrote.
func (s *Service) flushOutage(ctx context.Context) (int, error) {
	if s.outage == nil {
		return 0, nil
	}
	notes, refused, since, until := s.outage.take()
	if refused == 0 {
		return 0, nil
	}
	err := s.st.UpdateContext(ctx, func(tx *store.Tx) error {
		for _, n := range notes {
			if err := s.audit(tx, store.KindOutage, "ozdesk", n); err != nil {
				return err
			}
		}
		return s.audit(tx, store.KindOutage, "ozdesk", outageEvent{Refused: refused, Kept: len(notes), Since: since, Until: until,
			Reason: fmt.Sprintf("%d %s refused on node %s from %s to %s while the fleet's store could not be reached; %d recorded one by one",
				refused, plural(refused, "command", "commands"), s.node, since.Format(time.RFC3339), until.Format(time.RFC3339), len(notes))})
	})
	if err != nil {
		s.outage.giveBack(notes, refused, since, until)
		return 0, fmt.Errorf("record the commands refused while the store could not be reached: %w", err)
	}
	return refused, nil
}

// outageSummary words an outage entry for the audit view.
func outageSummary(o outageEvent) AuditSummary {
	if o.Refused > 0 {
		return AuditSummary{Outcome: patterns.Refuse.String(), Text: o.Reason}
	}
	text := fmt.Sprintf("refused while the store could not be reached (%s): account %s, agent %s: %s",
		o.Time.Format(time.RFC3339), o.Account, o.Agent, o.Command)
	if o.CommandBytes > len(o.Command) {
		text += fmt.Sprintf("… (%d bytes, sha256 %.12s…)", o.CommandBytes, o.CommandSHA256)
	}
	return AuditSummary{Outcome: o.Outcome, Text: text}
}

// plural is one or many, by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
