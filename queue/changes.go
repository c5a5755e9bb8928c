package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"slices"

	"ozdesk.dev/ozdesk/store"
)

// ChangesAuditKeep is how many audit entries [Service.Changes] returns at
// most: the newest.
const ChangesAuditKeep = 2000

// changesFullAfter is how many audit entries since the last read make a
// full read of the pending asks cheaper than following the entries.
const changesFullAfter = 5000

// Changes is what a desk needs to show after a read of the store, read in
// one transaction so it is consistent: the queue, the policy, and the
// audit trail since the caller's last read.
//
// A full read holds every pending ask and the newest audit entries; the
// caller replaces what it shows. Otherwise the read follows the audit
// trail from From: Asks are the asks that became pending after From and
// still are, Left the IDs of those that left the queue after From, and
// Audit the entries after From; the caller applies them to what it read
// up to From, and to nothing else.
type Changes struct {
	// From is the seq of the audit entry the read follows (the caller's
	// last); Head is the last entry's seq when it was read. The next read
	// follows Head.
	From, Head uint64
	// HeadHash is the hash of the entry at Head ("" for an empty
	// trail): a caller that read entry Head before with another hash,
	// or finds Head behind what it read, reads an older copy of the
	// store put back in its place.
	HeadHash string `json:",omitempty"`
	// AuditBase is the seq of the last entry cut from the trail (0 when
	// none was): the trail holds the entries after it, Head-AuditBase of
	// them, of which Audit brings at most [ChangesAuditKeep] (rt46k M5:
	// the desk's audit view says how many it holds of how many).
	AuditBase uint64 `json:",omitempty"`
	// Full reports a full read (see [Changes]).
	Full bool
	// Asks are the pending asks (Full), or those that became pending,
	// oldest first, without their recorded evaluations (Verdict is nil:
	// [Service.Get] reads an ask whole).
	Asks []store.Ask
	// Askers are the waiting processes of the asks in Asks that have
	// one on this node, by ask ID, read from their evaluations: a desk
	// tells a gone or stopped asker by the queue's rules (pid, start
	// time, pid namespace: [AskerProc.Status]).
	Askers map[string]AskerProc `json:",omitempty"`
	// Left are the IDs of the asks no longer pending (not Full).
	Left []string
	// Rules are every rule, in order; Proposals the changes four eyes
	// holds that wait, oldest first.
	Rules     []store.Rule
	Proposals []store.Proposal
	// Settings are those the policy goes by: the strictest (four eyes
	// on, fallback ask) while the stored ones are not believed, and
	// SettingsUnproven then says why (see [Service.SettingsUnproven]).
	Settings         store.Settings
	SettingsUnproven string `json:",omitempty"`
	// Egress is the stored egress list, and EgressNotInEffect says, of
	// each host not in effect, why (as [Service.Egress] does).
	Egress            []string
	EgressNotInEffect map[string]string `json:",omitempty"`
	// Audit are the entries after From (Full: the newest), at most
	// [ChangesAuditKeep].
	Audit []store.AuditEntry
	// Fresh reports that the store does not exist yet.
	Fresh bool
	// NotStore reports, with Fresh, that a file stands at the store's
	// path but holds no ozdesk store (a file put in the store's place):
	// no store was deleted there.
	NotStore bool `json:",omitempty"`
	// Store marks the store read: a desk that finds another mark than
	// the one it read before is reading another store put in the
	// file's place, and says so.
	Store StoreMark
	// Unreached counts the asks refused, unqueued, because they could
	// not take a file store's lock in time, noted beside the store and
	// not folded into the trail yet (see [Service.Unreached]);
	// UnreachedErr says why the note could not be read. Like leases,
	// read at every read.
	Unreached    int    `json:",omitempty"`
	UnreachedErr string `json:",omitempty"`
	// Fleet reports a store a fleet of brokers shares (etcd); Live are
	// then the nodes whose broker holds its lease, sorted, and LiveErr
	// says why they could not be read (Live is then unknown, not empty).
	// Leases are not in the audit trail: they are read at every read.
	Fleet   bool
	Live    []string
	LiveErr string `json:",omitempty"`
	// Known are, in a fleet, the nodes whose broker ever held a lease,
	// alive or gone (read with Live), sorted: so a desk opened after a
	// node stopped lists it as gone.
	Known []string `json:",omitempty"`
}

// Changes reads what changed in the store after the audit entry afterSeq:
// everything when full is true or afterSeq is 0, or when following the
// trail is not possible (it is far behind, or the trail does not continue
// afterSeq: the store was replaced); else the changes (see [Changes]).
// A store not made yet is a fresh, empty one.
func (s *Service) Changes(afterSeq uint64, full bool) (*Changes, error) {
	c := newChanges(afterSeq, full)
	err := s.st.View(func(tx *store.Tx) error { return s.readChanges(tx, c, nil) })
	return s.changesRead(c, err)
}

// newChanges is the Changes a read after afterSeq fills in.
func newChanges(afterSeq uint64, full bool) *Changes {
	return &Changes{From: afterSeq, Full: full || afterSeq == 0, Settings: store.DefaultSettings()}
}

// changesRead finishes c, read with err: the askers of record, the
// fleet's nodes and the asks the store's lock refused; a store not made
// yet is a fresh one.
func (s *Service) changesRead(c *Changes, err error) (*Changes, error) {
	if errors.Is(err, store.ErrNoStore) {
		_, serr := os.Lstat(s.st.Path())
		return &Changes{From: c.From, Full: true, Fresh: true, NotStore: serr == nil, Settings: store.DefaultSettings()}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read the changes of %s: %w", s.st.Path(), err)
	}
	for i := range c.Asks {
		a := &c.Asks[i]
		if a.Pid > 0 && a.Node == s.node {
			if c.Askers == nil {
				c.Askers = map[string]AskerProc{}
			}
			c.Askers[a.ID] = askerOfRecord(*a)
		}
		a.Verdict = nil
	}
	clipChanges(c)
	s.readLive(c)
	s.readUnreached(c)
	return c, nil
}

// readUnreached fills in the asks noted beside the store as refused for
// its lock (see [Changes.Unreached]).
func (s *Service) readUnreached(c *Changes) {
	u, err := s.Unreached()
	c.Unreached = u.Count
	if err != nil {
		c.UnreachedErr = err.Error()
	}
}

// readLive fills in which nodes of a fleet are alive, and which are
// known (see [Changes.Live], [Changes.Known]).
func (s *Service) readLive(c *Changes) {
	live, known, fleet, err := s.st.FleetNodes()
	c.Fleet = fleet
	if err != nil {
		c.LiveErr = err.Error()
		return
	}
	c.Live = slices.Sorted(maps.Keys(live))
	c.Known = slices.Sorted(maps.Keys(known))
}

// readChanges fills c in tx; pending, when not nil, are the pending asks
// already read in tx (by a sweep), which a full read then takes rather
// than decoding them again.
func (s *Service) readChanges(tx *store.Tx, c *Changes, pending []store.Ask) error {
	if err := s.readDeskPolicy(tx, c); err != nil {
		return err
	}
	info, err := tx.Info()
	if err != nil {
		return fmt.Errorf("read store info: %w", err)
	}
	c.Head, c.HeadHash = info.Audit.Seq, info.Audit.Hash
	base, err := tx.AuditBase()
	if err != nil {
		return fmt.Errorf("read the audit trail's base: %w", err)
	}
	c.AuditBase = base.Seq
	if c.Store, err = storeMarkTx(tx); err != nil {
		return err
	}
	if c.Head < c.From || c.Head-c.From > changesFullAfter {
		c.Full = true
	}
	if !c.Full {
		if c.Audit, err = tx.AuditSince(c.From, 0); err != nil {
			return fmt.Errorf("read audit trail: %w", err)
		}
		if followsOn(c.Audit, c.From, c.Head) {
			err := askChanges(tx, c)
			if over := len(c.Audit) - ChangesAuditKeep; over > 0 {
				c.Audit = c.Audit[over:]
			}
			return err
		}
		c.Full = true
	}
	from := uint64(0)
	if c.Head > ChangesAuditKeep {
		from = c.Head - ChangesAuditKeep
	}
	if c.Audit, err = tx.AuditSince(from, ChangesAuditKeep); err != nil {
		return fmt.Errorf("read audit trail: %w", err)
	}
	if pending != nil {
		c.Asks = pending
		return nil
	}
	if c.Asks, err = tx.PendingAsks(); err != nil {
		return fmt.Errorf("read pending asks: %w", err)
	}
	return nil
}

// readDeskPolicy reads the rules, the proposals that wait, the settings
// and the egress list into c: the settings the policy goes by, not a
// record forged around ozdesk, and each egress host not in effect marked
// (rt20g follow-up: a forged "four eyes off" read at the desk as off).
func (s *Service) readDeskPolicy(tx *store.Tx, c *Changes) error {
	var err error
	if c.Rules, err = tx.Rules(); err != nil {
		return fmt.Errorf("read rules: %w", err)
	}
	// marked forged as 'policy list' marks them
	if c.Proposals, err = pendingProposals(tx); err != nil {
		return fmt.Errorf("read proposals: %w", err)
	}
	if c.Settings, c.SettingsUnproven, err = s.effectiveSettings(tx); err != nil {
		return fmt.Errorf("read settings: %w", err)
	}
	hosts, err := s.markedEgress(tx)
	if err != nil {
		return fmt.Errorf("read egress list: %w", err)
	}
	for _, h := range hosts {
		c.Egress = append(c.Egress, h.Host)
		if h.NotInEffect != "" {
			if c.EgressNotInEffect == nil {
				c.EgressNotInEffect = map[string]string{}
			}
			c.EgressNotInEffect[h.Host] = h.NotInEffect
		}
	}
	return nil
}

// followsOn reports whether entries are exactly those after afterSeq up
// to head, with no gap: then they tell every change.
func followsOn(entries []store.AuditEntry, afterSeq, head uint64) bool {
	want := afterSeq + 1
	for _, e := range entries {
		if e.Seq != want {
			return false
		}
		want++
	}
	return want == head+1
}

// askChanges reads, from c.Audit, which asks became pending (and still
// are) and which left the queue: the queue's own entries say it, an ask's
// life being ask, then one of decide, resolve, expire, withdraw or
// abandon.
func askChanges(tx *store.Tx, c *Changes) error {
	var joined []string
	still := map[string]bool{}
	for _, e := range c.Audit {
		id := askOfEntry(e)
		switch {
		case id == "":
		case e.Kind == store.KindAsk:
			joined = append(joined, id)
			still[id] = true
		default:
			delete(still, id)
			c.Left = append(c.Left, id)
		}
	}
	for _, id := range joined {
		if !still[id] {
			continue
		}
		a, err := tx.GetAsk(id)
		if err != nil {
			return fmt.Errorf("read ask %s: %w", id, err)
		}
		if a.Pending() {
			c.Asks = append(c.Asks, a)
		}
	}
	return nil
}

// askOfEntry returns the ask an entry of an ask's life is about, or ""
// for another entry.
func askOfEntry(e store.AuditEntry) string {
	switch e.Kind {
	case store.KindAsk, store.KindDecide, store.KindResolve, store.KindExpire, store.KindWithdraw, store.KindAbandon:
	default:
		return ""
	}
	var ev askEvent
	if json.Unmarshal(e.Data, &ev) != nil {
		return ""
	}
	return ev.Ask
}
