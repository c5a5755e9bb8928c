package queue

import (
	"encoding/json"
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
	// otherwise ('ozdesk serve --write-budget'). A request is charged
	// before it is written, and one that does not fit is refused, so
	// the default leaves room for the largest evaluation (about 2.2 MB:
	// a 64 KiB command of nested substitutions, asked about, its ask
	// keeping every part).
	WriteBudgetBytes = 4 << 20
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
	// evaluationKeyBytes is about what an evaluation writes besides its
	// record (measured on etcd: about 310): the audit entry's envelope
	// (kind, actor, node, hashes), its keys and its time index.
	evaluationKeyBytes = 400
	// askKeyBytes is about what a queued ask writes besides its copy of
	// the record (measured: about 1,100 to 1,300): its "ask" entry, keys
	// and indexes.
	askKeyBytes = 1400
)

// WithWriteBudget sets how many bytes one account's evaluations may
// write to an etcd store a minute (see [WriteBudgetBytes]); 0 turns the
// budget off (so does a negative number here; 'ozdesk serve' refuses
// one). A file store has none.
func WithWriteBudget(bytesPerMinute int) Option {
	return func(s *Service) { s.budget = &writeBudget{perMinute: bytesPerMinute} }
}

// writeBudget is what each account wrote in its current minute.
type writeBudget struct {
	perMinute int
	mu        sync.Mutex
	spent     map[string]*spentBytes
	closed    []closedMinute // minutes over, their count not yet recorded
}

// spentBytes is one account's minute: since when, how many bytes, and
// how many of its requests were refused (the first [budgetNotes] of
// them each noted in the trail), and by which agent last.
type spentBytes struct {
	since   time.Time
	bytes   int
	refused int
	severe  int // refusals past the first budgetNotes noted for what the policy said (see noteSevere)
	agent   string
}

// closedMinute is an account's minute that is over, with more refusals
// than were noted one by one: [Service.flushBudget] records its count.
type closedMinute struct {
	account, agent string
	since          time.Time
	refused        int
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

// reserve charges account n bytes, the most the request about to be
// written may write, before it is written, or says why it may not: the
// account's minute would go past the budget (or n alone does). So the
// request that would cross the budget is refused, and one account
// never writes more than the budget in its minute, however large one
// evaluation is; requests at once reserve one after the other. first is
// the refusal's place in the account's minute (1 for the first; 0 when
// not refused): the first [budgetNotes] are noted one by one (see
// [Service.noteOverBudget]), the rest counted. [writeBudget.settle]
// turns the reservation into what was written.
func (b *writeBudget) reserve(account, agent string, n int, now time.Time) (why string, nth int) {
	if b == nil {
		return "", 0
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	sp := b.minute(account, now)
	if sp.bytes+n <= b.perMinute {
		sp.bytes += n
		return "", 0
	}
	sp.refused++
	sp.agent = agent
	nth = sp.refused
	until := sp.since.Add(writeBudgetWindow).UTC().Format(time.RFC3339)
	if n > b.perMinute {
		return fmt.Sprintf("write budget: this command would write about %d bytes to the fleet's store, more than account %s's budget of %d bytes a minute; "+
			"it is refused, and not run (an operator can raise it: ozdesk serve --write-budget BYTES)", n, account, b.perMinute), nth
	}
	return fmt.Sprintf("write budget: account %s wrote %d bytes to the fleet's store since %s, and this command would write about %d more, over its budget of %d bytes a minute; "+
		"its commands that do not fit are refused, and only counted, until %s (an operator can raise it: ozdesk serve --write-budget BYTES)",
		account, sp.bytes, sp.since.UTC().Format(time.RFC3339), n, b.perMinute, until), nth
}

// settle turns account's reservation of reserved bytes, made at at,
// into the written bytes the write took (0 when it failed).
func (b *writeBudget) settle(account string, reserved, written int, at time.Time) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if sp := b.spent[account]; sp != nil && !at.Before(sp.since) {
		sp.bytes = max(sp.bytes-reserved+written, 0)
	}
}

// minute is account's current minute, a new one when the last is over;
// minutes that are over are forgotten. b.mu is held.
func (b *writeBudget) minute(account string, now time.Time) *spentBytes {
	if b.spent == nil {
		b.spent = map[string]*spentBytes{}
	}
	b.closeOver(now)
	sp := b.spent[account]
	if sp == nil {
		sp = &spentBytes{since: now}
		b.spent[account] = sp
	}
	return sp
}

// closeOver forgets the minutes over at now, keeping the count of
// each that refused more than were noted one by one. b.mu is held.
func (b *writeBudget) closeOver(now time.Time) {
	for a, old := range b.spent {
		if now.Sub(old.since) >= writeBudgetWindow {
			if old.refused > budgetNotes {
				b.closed = append(b.closed, closedMinute{account: a, agent: old.agent, since: old.since, refused: old.refused})
			}
			delete(b.spent, a)
		}
	}
}

// takeClosed returns the minutes over at now whose count is to be
// recorded, and forgets them.
func (b *writeBudget) takeClosed(now time.Time) []closedMinute {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closeOver(now)
	out := b.closed
	b.closed = nil
	return out
}

// budgetHeldMinutes is the most counts of minutes over a broker keeps
// while its store cannot take them (an account a minute, about 200 bytes
// each): past it, the oldest are forgotten.
const budgetHeldMinutes = 4096

// giveBack puts back counts the store did not take, ahead of those
// closed since, keeping the newest [budgetHeldMinutes].
func (b *writeBudget) giveBack(ms []closedMinute) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.closed = append(append([]closedMinute(nil), ms...), b.closed...)
	if over := len(b.closed) - budgetHeldMinutes; over > 0 {
		b.closed = b.closed[over:]
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

// writeBound is the most committing ev may write, charged before it is
// written: what [writtenBytes] counts for the record it will keep, and
// room for what the commit adds (the ask's ID, the cap's words).
func (s *Service) writeBound(ev Evaluation, ask *store.Ask) int {
	kept := s.keptRecord(ev, ask != nil)
	data, err := json.Marshal(kept)
	if err != nil {
		return len(ev.Command) * 4 // refused below as it would be at the write
	}
	return writtenBytes(kept, data, ask != nil) + 256
}

// writtenBytes is about what committing ev wrote, data its record:
// the audit entry, a long command's text, kept once apart (as the store
// keeps it: up to store.CommandClipBytes, base64, and a longer one
// whole in the spool), and when an ask was queued, the ask (its copy of
// the record and of the command), its "ask" entry (another copy of the
// command) and the entry of its end, written later by whoever ends it
// (see [endEventOf]): all of it the asking account's doing.
func writtenBytes(ev Evaluation, data []byte, ask bool) int {
	rec, cmd := len(data), len(ev.Command)
	n, copied := rec, cmd
	if cmd > store.CommandRefBytes {
		rec = max(rec-cmd, 0) + 128 // the record names the command by hash
		copied = 128                // and so does each copy
		n = rec + min(cmd, store.CommandClipBytes)*4/3
		if cmd > store.CommandClipBytes {
			n += cmd
		}
	}
	n += evaluationKeyBytes
	if ask {
		n += rec + copied + askKeyBytes // the ask: the record, the command, and its "ask" entry's envelope
		n += copied                     // the "ask" entry's command
		n += endEntryBytes              // the end's entry
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

// ruleWouldStop reports whether r, the policy's verdict on a command the
// write budget refuses, asks about or refuses it by a rule or a default
// (or the floor), not by the fallback: only those spend the refusals
// noted past the first [budgetNotes] (rt20g #7: under the fallback ask,
// 8 unmatched frobnicate spent them, and the curl … | sh after was only
// counted).
func ruleWouldStop(r patterns.Report) bool {
	if r.Outcome == patterns.Allow {
		return false
	}
	if r.Part >= 0 && r.Part < len(r.Parts) {
		return !r.Parts[r.Part].Fallback
	}
	return true
}

// noteSevere reports whether a refusal of account's minute past the
// first [budgetNotes] is to be noted one by one all the same, because
// a rule or default would not have allowed its command (rt17f #4: an agent
// spent the named refusals on ls, then probed curl … | sh, which only
// the minute's count showed). At most [budgetNotes] more a minute are.
func (b *writeBudget) noteSevere(account string, now time.Time) bool {
	if b == nil {
		return false
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	sp := b.spent[account]
	if sp == nil || now.Sub(sp.since) >= writeBudgetWindow || sp.severe >= budgetNotes {
		return false
	}
	sp.severe++
	return true
}
