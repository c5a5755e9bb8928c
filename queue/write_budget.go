package queue

import (
	"fmt"
	"sync"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// One agent's account could fill a fleet's etcd with allowed commands:
// every evaluation is a live audit entry, which compaction does not
// reclaim, and at etcd's quota every node's asks are refused. So a
// fleet's broker charges each account what its evaluations write, and
// past [WriteBudgetBytes] in a minute refuses that account's commands,
// writing nothing, until the minute is over. Other accounts, and the
// operators, go on.
const (
	// WriteBudgetBytes is how many bytes one account's evaluations may
	// write to a fleet's store in a minute, unless [WithWriteBudget] says
	// otherwise ('ozdesk serve --write-budget').
	WriteBudgetBytes = 2 << 20
	// writeBudgetWindow is the budget's period.
	writeBudgetWindow = time.Minute
	// storedPartText is the most bytes of each part's text an evaluation
	// that queued no ask keeps in its audit entry: the command is kept
	// (once, by hash when long), and Start and End say where each part
	// stands in it.
	storedPartText = 256
	// storedCommandBytes is the longest command a fleet's evaluation
	// that queued no ask keeps whole; a longer one is kept as its head
	// and tail (patterns.ClipKeepBytes each), its length and its SHA-256
	// (patterns.ClipCommandOver).
	storedCommandBytes = 8 << 10
)

// WithWriteBudget sets how many bytes one account's evaluations may
// write to an etcd store a minute (see [WriteBudgetBytes]); 0 or less
// turns the budget off. A file store has none.
func WithWriteBudget(bytesPerMinute int) Option {
	return func(s *Service) { s.budget = &writeBudget{perMinute: bytesPerMinute} }
}

// writeBudget is what each account wrote in its current minute.
type writeBudget struct {
	perMinute int
	mu        sync.Mutex
	spent     map[string]*spentBytes
}

// spentBytes is one account's minute: since when, and how many bytes.
type spentBytes struct {
	since time.Time
	bytes int
}

// budgetFor returns the service's budget: on an etcd store the one set,
// else the default; nil (none) on a file store or when turned off.
func (s *Service) budgetFor() *writeBudget {
	s.budgetOnce.Do(func() {
		switch {
		case s.st.Backend() != "etcd":
			s.budget = nil
		case s.budget == nil:
			s.budget = &writeBudget{perMinute: WriteBudgetBytes}
		case s.budget.perMinute <= 0:
			s.budget = nil
		}
	})
	return s.budget
}

// over says why account may write nothing more this minute, or "".
func (b *writeBudget) over(account string, now time.Time) string {
	if b == nil {
		return ""
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	sp := b.spent[account]
	if sp == nil || now.Sub(sp.since) >= writeBudgetWindow || sp.bytes < b.perMinute {
		return ""
	}
	return fmt.Sprintf("write budget: account %s wrote %d bytes to the fleet's store since %s, over its budget of %d bytes a minute; "+
		"its commands are refused, and not recorded, until %s (an operator can raise it: ozdesk serve --write-budget BYTES)",
		account, sp.bytes, sp.since.UTC().Format(time.RFC3339), b.perMinute, sp.since.Add(writeBudgetWindow).UTC().Format(time.RFC3339))
}

// charge adds n bytes to account's minute.
func (b *writeBudget) charge(account string, n int, now time.Time) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.spent == nil {
		b.spent = map[string]*spentBytes{}
	}
	sp := b.spent[account]
	if sp == nil || now.Sub(sp.since) >= writeBudgetWindow {
		sp = &spentBytes{since: now}
		b.spent[account] = sp
	}
	sp.bytes += n
	for a, old := range b.spent { // forget the minutes that are over
		if now.Sub(old.since) >= writeBudgetWindow {
			delete(b.spent, a)
		}
	}
}

// budgetAccount is whose budget an evaluation is charged to: the
// account the broker authenticated, else the agent's name.
func budgetAccount(ev Evaluation) string {
	if ev.Owner != "" {
		return ev.Owner
	}
	return "agent " + ev.Agent
}

// writtenBytes is about what committing ev wrote, data its record:
// the audit entry, the ask's copy of it when one was queued, and a long
// command's text, kept once apart (as the store keeps it: up to
// store.CommandClipBytes, base64, and a longer one whole in the spool).
func writtenBytes(ev Evaluation, data []byte, ask bool) int {
	rec, cmd := len(data), len(ev.Command)
	n := rec
	if cmd > store.CommandRefBytes {
		rec = max(rec-cmd, 0) + 128 // the record names the command by hash
		n = rec + min(cmd, store.CommandClipBytes)*4/3
		if cmd > store.CommandClipBytes {
			n += cmd
		}
	}
	if ask {
		n += rec // the ask's copy of the record
	}
	return n
}

// overBudget refuses ans's command: its account wrote its budget this
// minute (why says so). Nothing is recorded or queued.
func overBudget(ans *Answer, why string) *Answer {
	ans.Outcome, ans.Rule, ans.Reason, ans.Limit, ans.Ask = patterns.Refuse, "", why, why, nil
	ans.Report.Outcome, ans.Report.Rule, ans.Report.Reason = patterns.Refuse, "", why
	return ans
}
