package queue

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/store"
)

// An agent could spend its write budget first and then probe forbidden
// commands unseen, each refused "and not recorded" (rt16f #9). So the
// first [budgetNotes] refusals of an account's minute are each a
// "budget" entry naming the command (its head, length and SHA-256),
// and the count of the rest is one more entry once the minute is over.
// Past those, a refused command a rule or default would ask about or
// refuse (not the fallback: rt20g #7) is still noted one by one, up to
// [budgetNotes] more, so the named slots spent on harmless or unmatched
// commands hide no forbidden one (rt17f #4): at most
// 2*budgetNotes+1 entries of about 1 KB per account a minute, charged
// to nobody, whatever the agent sends.
const (
	// budgetNotes is how many refusals of an account's minute are
	// recorded one by one.
	budgetNotes = 8
	// budgetNoteHead is the most bytes of a refused command its entry
	// keeps.
	budgetNoteHead = 256
)

// budgetEvent is the payload of a [store.KindBudget] entry: whose
// commands the write budget refuses, and why (the refusal's words);
// for one refusal, its place in the account's minute and the command
// (its head, when longer than [budgetNoteHead], with its length and
// SHA-256); for a minute that is over, how many it refused in all.
type budgetEvent struct {
	Account       string    `json:"account"`
	Agent         string    `json:"agent"`
	Reason        string    `json:"reason"`
	Nth           int       `json:"nth,omitempty"`
	Command       string    `json:"command,omitempty"`
	CommandBytes  int       `json:"command_bytes,omitempty"`
	CommandSHA256 string    `json:"command_sha256,omitempty"`
	Refused       int       `json:"refused,omitempty"`
	Since         time.Time `json:"since,omitzero"`
}

// noteOverBudgetWithin bounds the write of a budget entry: the refusal
// is answered after it, written or not.
const noteOverBudgetWithin = 2 * time.Second

// noteOverBudget records the nth refusal of account's minute (one of
// the first [budgetNotes]) by the write budget, and the command
// refused, so that operators see a throttled (or flooding, or probing)
// agent in the audit trail and the desk's audit view. The entry is not
// charged to the account, and a store that cannot be written loses it:
// the refusal stands either way.
func (s *Service) noteOverBudget(ctx context.Context, account, agent, why, cmd string, nth int) {
	ev := budgetEvent{Account: account, Agent: agent, Reason: why, Nth: nth, Command: cmd}
	if len(cmd) > budgetNoteHead {
		sum := sha256.Sum256([]byte(cmd))
		ev.CommandBytes, ev.CommandSHA256 = len(cmd), hex.EncodeToString(sum[:])
		n := budgetNoteHead
		for n > 0 && !utf8.RuneStart(cmd[n]) {
			n--
		}
		ev.Command = cmd[:n]
	}
	_ = s.writeBudgetEntry(ctx, agent, ev)
}

// flushBudget records, for each account's minute that is over and
// refused more commands than were noted one by one, how many it
// refused in all. The broker's evaluations and sweeps call it. A count
// the store does not take (a fleet's cluster out of reach as the minute
// ends) is kept, with the ones after it, for the next call (rt18g 4),
// as the outage's refusals are: at most [budgetHeldMinutes] of them.
func (s *Service) flushBudget(ctx context.Context, b *writeBudget, now time.Time) {
	closed := b.takeClosed(now)
	for i, m := range closed {
		err := s.writeBudgetEntry(ctx, m.agent, budgetEvent{Account: m.account, Agent: m.agent, Refused: m.refused, Since: m.since.UTC(),
			Reason: fmt.Sprintf("write budget: %d commands of account %s refused in the minute from %s; the first %d are recorded one by one, and up to %d more a rule or default would not allow",
				m.refused, m.account, m.since.UTC().Format(time.RFC3339), budgetNotes, budgetNotes)})
		if err != nil {
			// The rest would meet the same store: one wait is enough.
			b.giveBack(closed[i:])
			return
		}
	}
}

// writeBudgetEntry writes one budget entry, within
// [noteOverBudgetWithin].
func (s *Service) writeBudgetEntry(ctx context.Context, agent string, ev budgetEvent) error {
	ctx, cancel := context.WithTimeout(ctx, noteOverBudgetWithin)
	defer cancel()
	return s.st.UpdateContext(ctx, func(tx *store.Tx) error {
		return s.audit(tx, store.KindBudget, agent, ev)
	})
}
