//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// backend opens stores on one storage backend. open makes a fresh
// store; again opens another handle onto the same store, as another
// process (or another node's broker) would.
type backend struct {
	name  string
	open  func(t *testing.T) *Store
	again func(t *testing.T, s *Store) *Store
}

// backends returns the bbolt file and an etcd cluster of one member,
// each store of which lives under a prefix of its own.
func backends(t *testing.T) []backend {
	cluster := etcdtest.Start(t, 1)
	var mu sync.Mutex
	n := 0
	etcdOpen := func(t *testing.T, prefix string) *Store {
		cfg, err := ParseEtcdAddress(cluster.Address(prefix))
		if err != nil {
			t.Fatal(err)
		}
		// A long timeout: the machine running the tests may be slow;
		// failing within the timeout is tested on its own.
		s, err := OpenEtcd(cfg, WithLockTimeout(30*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = s.Close() })
		return s
	}
	return []backend{
		{name: "bbolt",
			open:  func(t *testing.T) *Store { return openTestStore(t) },
			again: func(t *testing.T, s *Store) *Store { return New(s.Path()) }},
		{name: "etcd",
			open: func(t *testing.T) *Store {
				mu.Lock()
				n++
				prefix := fmt.Sprintf("conformance/%d", n)
				mu.Unlock()
				s := etcdOpen(t, prefix)
				if err := s.Update(func(*Tx) error { return nil }); err != nil {
					t.Fatalf("create store: %v", err)
				}
				t.Cleanup(func() { checkStore(t, s) })
				return s
			},
			again: func(t *testing.T, s *Store) *Store {
				return etcdOpen(t, strings.TrimSuffix(s.etcd.prefix, "/"))
			}},
	}
}

// TestBackendConformance runs every behaviour the queue relies on
// against each backend: the same calls give the same results.
func TestBackendConformance(t *testing.T) {
	behaviours := []struct {
		name string
		run  func(t *testing.T, b backend)
	}{
		{"asks", conformAsks},
		{"asks page across reads", conformAskPaging},
		{"asks by node", conformNodeAsks},
		{"long commands", conformLongCommands},
		{"values past etcd's request limit", conformLargeValues},
		{"decision is compare-and-set", conformDecisionRace},
		{"expiry races a decision", conformExpiryRace},
		{"rules", conformRules},
		{"proposals", conformProposals},
		{"settings", conformSettings},
		{"egress", conformEgress},
		{"audit", conformAudit},
		{"audit cut in steps", conformAuditCut},
		{"audit cut refused", conformAuditCutRefused},
		{"audit cut at the backend's budget", conformAuditCutBudget},
		{"audit cut outside ozdesk shows", conformAuditCutTampered},
		{"concurrent writers keep one chain", conformWriterRace},
		{"watch", conformWatch},
		{"rollback", conformRollback},
	}
	for _, b := range backends(t) {
		t.Run(b.name, func(t *testing.T) {
			for _, bh := range behaviours {
				t.Run(bh.name, func(t *testing.T) {
					t.Parallel()
					bh.run(t, b)
				})
			}
		})
	}
}

func conformAsks(t *testing.T, b backend) {
	s := b.open(t)
	deadline := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	var ids []string
	mustUpdate(t, s, func(tx *Tx) error {
		for i := range 3 {
			id, err := tx.NextAskID()
			if err != nil {
				return err
			}
			ids = append(ids, id)
			err = tx.PutAsk(Ask{ID: id, Command: fmt.Sprintf("rm -rf /tmp/%d", i), Agent: "a" + fmt.Sprint(i%2),
				Node: "n1", State: StatePending, Outcome: OutcomeAsk, Deadline: deadline})
			if err != nil {
				return err
			}
		}
		return nil
	})
	if want := []string{FormatAskID(1), FormatAskID(2), FormatAskID(3)}; strings.Join(ids, ",") != strings.Join(want, ",") {
		t.Fatalf("ids = %v, want %v", ids, want)
	}
	mustUpdate(t, s, func(tx *Tx) error {
		a, err := tx.GetAsk(ids[1])
		if err != nil {
			return err
		}
		a.State, a.Decision = StateDenied, &Decision{By: "op", Outcome: OutcomeRefuse}
		return tx.PutAsk(a)
	})
	mustView(t, s, func(tx *Tx) error {
		pending, err := tx.PendingAsks()
		if err != nil {
			return err
		}
		if len(pending) != 2 || pending[0].ID != ids[0] || pending[1].ID != ids[2] {
			t.Errorf("pending = %v, want asks 1 and 3", askIDs(pending))
		}
		if !pending[0].Deadline.Equal(deadline) || pending[0].Node != "n1" {
			t.Errorf("ask 1 = %+v, want its deadline and node back", pending[0])
		}
		got, err := tx.Asks(AskFilter{Agent: "a0"})
		if err != nil {
			return err
		}
		if len(got) != 2 {
			t.Errorf("asks of a0 = %v, want 2", askIDs(got))
		}
		if _, err := tx.GetAsk(FormatAskID(9)); !errors.Is(err, ErrNotFound) {
			t.Errorf("missing ask: err = %v, want ErrNotFound", err)
		}
		a, err := tx.GetAsk(ids[1])
		if err != nil || a.Decision == nil || a.Decision.By != "op" {
			t.Errorf("decided ask = %+v, %v", a, err)
		}
		return nil
	})
}

func askIDs(as []Ask) []string {
	var ids []string
	for _, a := range as {
		ids = append(ids, a.ID)
	}
	return ids
}

// conformAskPaging lists more asks than etcd gives in one read, both
// ways, from bounds.
func conformAskPaging(t *testing.T, b backend) {
	s := b.open(t)
	const n = 300
	mustUpdate(t, s, func(tx *Tx) error {
		for range n {
			id, err := tx.NextAskID()
			if err != nil {
				return err
			}
			if err := tx.PutAsk(Ask{ID: id, Command: "ls", State: StatePending}); err != nil {
				return err
			}
		}
		return nil
	})
	cases := []struct {
		f           AskFilter
		first, last int
		count       int
	}{
		{AskFilter{}, 1, n, n},
		{AskFilter{Newest: true}, n, 1, n},
		{AskFilter{After: FormatAskID(150), Limit: 140}, 151, 290, 140},
		{AskFilter{Before: FormatAskID(200), Newest: true, Limit: 150}, 199, 50, 150},
		{AskFilter{Before: FormatAskID(10), Newest: true}, 9, 1, 9},
		{AskFilter{After: FormatAskID(n)}, 0, 0, 0},
	}
	for _, c := range cases {
		mustView(t, s, func(tx *Tx) error {
			got, err := tx.Asks(c.f)
			if err != nil {
				return err
			}
			if len(got) != c.count {
				t.Fatalf("%+v: %d asks, want %d", c.f, len(got), c.count)
			}
			if c.count > 0 && (got[0].ID != FormatAskID(uint64(c.first)) || got[len(got)-1].ID != FormatAskID(uint64(c.last))) {
				t.Errorf("%+v: %s…%s, want %d…%d", c.f, got[0].ID, got[len(got)-1].ID, c.first, c.last)
			}
			return nil
		})
	}
	// Read through the transaction's own writes, deletions included.
	mustUpdate(t, s, func(tx *Tx) error {
		for _, id := range []uint64{2, 129, 130} {
			a, err := tx.GetAsk(FormatAskID(id))
			if err != nil {
				return err
			}
			a.State, a.Decision = StateApproved, &Decision{By: "op", Outcome: OutcomeAllow}
			if err := tx.PutAsk(a); err != nil {
				return err
			}
		}
		pending, err := tx.PendingAsks()
		if err != nil {
			return err
		}
		if len(pending) != n-3 {
			t.Errorf("pending inside the writing transaction: %d, want %d", len(pending), n-3)
		}
		return nil
	})
}

func conformLongCommands(t *testing.T, b backend) {
	s := b.open(t)
	long := strings.Repeat("echo 0123456789abcdef; ", (CommandClipBytes*2)/23)
	var id string
	mustUpdate(t, s, func(tx *Tx) error {
		var err error
		if id, err = tx.NextAskID(); err != nil {
			return err
		}
		return tx.PutAsk(Ask{ID: id, Command: long, State: StatePending})
	})
	mustView(t, s, func(tx *Tx) error {
		a, err := tx.GetAsk(id)
		if err != nil {
			return err
		}
		if a.CommandRef == nil {
			t.Errorf("a long command is kept by reference")
		}
		text, whole, err := tx.Command(*a.CommandRef)
		if err != nil || !whole || text != long {
			t.Errorf("command read back: %d bytes, whole %v, err %v; want %d bytes", len(text), whole, err, len(long))
		}
		return nil
	})
}

// decide is the compare-and-set a decision is: only a pending ask.
func decide(s *Store, id, by, state string) error {
	return s.Update(func(tx *Tx) error {
		a, err := tx.GetAsk(id)
		if err != nil {
			return err
		}
		if !a.Pending() {
			return fmt.Errorf("%w: decided by %s", ErrExists, a.Decision.By)
		}
		outcome := OutcomeAllow
		if state != StateApproved {
			outcome = OutcomeRefuse
		}
		a.State, a.Decision = state, &Decision{By: by, Outcome: outcome}
		if err := tx.PutAsk(a); err != nil {
			return err
		}
		_, err = tx.AppendAudit(AuditEntry{Kind: KindDecide, Actor: by, Node: "test"})
		return err
	})
}

// newPending puts one pending ask and returns its ID.
func newPending(t *testing.T, s *Store) string {
	t.Helper()
	var id string
	mustUpdate(t, s, func(tx *Tx) error {
		var err error
		if id, err = tx.NextAskID(); err != nil {
			return err
		}
		if err := tx.PutAsk(Ask{ID: id, Command: "make deploy", State: StatePending}); err != nil {
			return err
		}
		_, err = tx.AppendAudit(AuditEntry{Kind: KindAsk, Actor: "agent", Node: "test"})
		return err
	})
	return id
}

// race runs the deciders at once, each through its own handle, and
// checks that exactly one won and the ask says which.
func race(t *testing.T, b backend, s *Store, id string, states []string) {
	t.Helper()
	errs := make([]error, len(states))
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i, state := range states {
		h := b.again(t, s)
		wg.Go(func() {
			<-start
			errs[i] = decide(h, id, fmt.Sprintf("op%d", i), state)
		})
	}
	close(start)
	wg.Wait()
	winner := -1
	for i, err := range errs {
		switch {
		case err == nil && winner >= 0:
			t.Fatalf("two deciders won: %d and %d", winner, i)
		case err == nil:
			winner = i
		case !errors.Is(err, ErrExists):
			t.Fatalf("decider %d: %v", i, err)
		}
	}
	if winner < 0 {
		t.Fatal("no decider won")
	}
	mustView(t, s, func(tx *Tx) error {
		a, err := tx.GetAsk(id)
		if err != nil {
			return err
		}
		if a.State != states[winner] || a.Decision.By != fmt.Sprintf("op%d", winner) {
			t.Errorf("ask is %s by %s, want %s by op%d", a.State, a.Decision.By, states[winner], winner)
		}
		return nil
	})
}

func conformDecisionRace(t *testing.T, b backend) {
	s := b.open(t)
	for range 5 {
		id := newPending(t, s)
		race(t, b, s, id, []string{StateApproved, StateDenied, StateApproved, StateDenied})
	}
}

// conformExpiryRace: the sweep expiring an ask and an operator deciding
// it meet; one of them wins, whole.
func conformExpiryRace(t *testing.T, b backend) {
	s := b.open(t)
	for range 5 {
		id := newPending(t, s)
		race(t, b, s, id, []string{StateExpired, StateApproved})
	}
}

func conformRules(t *testing.T, b backend) {
	s := b.open(t)
	end := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	mustUpdate(t, s, func(tx *Tx) error {
		for i, at := range []Place{{}, {First: true}, {After: "r1"}} {
			id, err := tx.NextRuleID()
			if err != nil {
				return err
			}
			r := Rule{ID: id, Outcome: OutcomeRefuse, Pattern: fmt.Sprintf("rm -rf /x%d", i), Reason: "no",
				Mode: ModeEnforce, Status: StatusActive, End: end, Scope: Scope{Node: "n2"}}
			if err := tx.InsertRule(r, at); err != nil {
				return err
			}
		}
		if err := tx.AddHits("r1", "r1", "r3"); err != nil {
			return err
		}
		return tx.MoveRule("r3", Place{First: true})
	})
	mustView(t, s, func(tx *Tx) error {
		rules, err := tx.Rules()
		if err != nil {
			return err
		}
		var order []string
		for _, r := range rules {
			order = append(order, fmt.Sprintf("%s@%d/%d", r.ID, r.Position, r.Hits))
		}
		if got, want := strings.Join(order, " "), "r3@1/1 r2@2/0 r1@3/2"; got != want {
			t.Errorf("rules = %s, want %s", got, want)
		}
		if !rules[0].End.Equal(end) || rules[0].Scope.Node != "n2" {
			t.Errorf("rule r3 = %+v, want its end and node scope back", rules[0])
		}
		return nil
	})
	mustUpdate(t, s, func(tx *Tx) error { return tx.DeleteRule("r2") })
	mustView(t, s, func(tx *Tx) error {
		if _, err := tx.GetRule("r2"); !errors.Is(err, ErrNotFound) {
			t.Errorf("deleted rule: err = %v, want ErrNotFound", err)
		}
		rules, err := tx.Rules()
		if err == nil && len(rules) != 2 {
			t.Errorf("%d rules after delete, want 2", len(rules))
		}
		return err
	})
}

func conformProposals(t *testing.T, b backend) {
	s := b.open(t)
	mustUpdate(t, s, func(tx *Tx) error {
		for range 2 {
			id, err := tx.NextProposalID()
			if err != nil {
				return err
			}
			if err := tx.PutProposal(Proposal{ID: id, Kind: KindRuleRetire, Rule: "r1", By: "ann", Status: StatusProposed}); err != nil {
				return err
			}
		}
		return nil
	})
	mustView(t, s, func(tx *Tx) error {
		ps, err := tx.Proposals()
		if err != nil {
			return err
		}
		if len(ps) != 2 || ps[0].ID != "p1" || ps[1].ID != "p2" || ps[0].By != "ann" {
			t.Errorf("proposals = %+v", ps)
		}
		_, err = tx.GetProposal("p3")
		if !errors.Is(err, ErrNotFound) {
			t.Errorf("missing proposal: err = %v", err)
		}
		return nil
	})
}

func conformSettings(t *testing.T, b backend) {
	s := b.open(t)
	want := Settings{FourEyes: true, Fallback: OutcomeAsk, AskWait: 3 * time.Minute, AskWaitMax: time.Hour, MaxPendingPerAgent: 7}
	mustUpdate(t, s, func(tx *Tx) error { return tx.PutSettings(want) })
	mustView(t, b.again(t, s), func(tx *Tx) error {
		got, err := tx.Settings()
		if err == nil && got != want {
			t.Errorf("settings = %+v, want %+v", got, want)
		}
		return err
	})
}

func conformEgress(t *testing.T, b backend) {
	s := b.open(t)
	mustUpdate(t, s, func(tx *Tx) error {
		for _, h := range []string{"get.k3s.io", "*.example.com"} {
			if err := tx.AddEgress(EgressHost{Host: h, AddedBy: "ann"}); err != nil {
				return err
			}
		}
		if err := tx.AddEgress(EgressHost{Host: "get.k3s.io", AddedBy: "bob"}); !errors.Is(err, ErrExists) {
			t.Errorf("adding a host twice: err = %v, want ErrExists", err)
		}
		return tx.RemoveEgress("*.example.com")
	})
	mustView(t, s, func(tx *Tx) error {
		hs, err := tx.Egress()
		if err == nil && (len(hs) != 1 || hs[0].Host != "get.k3s.io" || !tx.HasEgress("GET.k3s.io")) {
			t.Errorf("egress = %+v", hs)
		}
		if tx.HasEgress("www.example.com") {
			t.Error("a removed host is still on the list")
		}
		return err
	})
}

func conformAudit(t *testing.T, b backend) {
	s := b.open(t)
	t0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	const n = 200
	mustUpdate(t, s, func(tx *Tx) error {
		for i := range n {
			_, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "agent", Node: "n" + fmt.Sprint(i%3),
				Time: t0.Add(time.Duration(i) * time.Second)})
			if err != nil {
				return err
			}
		}
		return nil
	})
	head, err := s.VerifyAudit()
	if err != nil || head.Seq != n {
		t.Fatalf("verify = %+v, %v; want head %d", head, err, n)
	}
	mustView(t, s, func(tx *Tx) error {
		es, err := tx.AuditSince(150, 20)
		if err != nil {
			return err
		}
		if len(es) != 20 || es[0].Seq != 151 || es[19].Seq != 170 {
			t.Errorf("since 150: %d entries from %d", len(es), es[0].Seq)
		}
		es, err = tx.AuditRange(t0.Add(10*time.Second), t0.Add(140*time.Second))
		if err != nil {
			return err
		}
		if len(es) != 130 || es[0].Seq != 11 || es[129].Seq != 140 {
			t.Errorf("range: %d entries", len(es))
		}
		info, err := tx.Info()
		if err == nil && info.Audit != head {
			t.Errorf("info's head %+v, want %+v", info.Audit, head)
		}
		return err
	})
}

// conformWriterRace: writers on several handles append at once; every
// entry lands once, in one unbroken chain, and ask IDs are never given
// twice.
func conformWriterRace(t *testing.T, b backend) {
	s := b.open(t)
	const writers, each = 4, 15
	var wg sync.WaitGroup
	errs := make(chan error, writers*each)
	for w := range writers {
		h := b.again(t, s)
		wg.Go(func() {
			for i := range each {
				err := h.Update(func(tx *Tx) error {
					_, err := putAskAndAudit(tx, fmt.Sprintf("w%d", w), fmt.Sprintf("echo %d", i))
					return err
				})
				if err != nil {
					errs <- err
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("writer: %v", err)
	}
	head, err := s.VerifyAudit()
	if err != nil || head.Seq != writers*each {
		t.Fatalf("verify = %+v, %v; want head %d", head, err, writers*each)
	}
	mustView(t, s, func(tx *Tx) error {
		as, err := tx.Asks(AskFilter{})
		if err == nil && len(as) != writers*each {
			t.Errorf("%d asks, want %d", len(as), writers*each)
		}
		return err
	})
}

// conformWatch: a reader waiting for changes learns of a commit made
// through another handle. A file is watched with [Watch]; an etcd store
// signals every broker's commits through [Store.Notify].
func conformWatch(t *testing.T, b backend) {
	s := b.open(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var ch <-chan struct{}
	if s.Backend() == "etcd" {
		ch = s.Notify(ctx)
	} else {
		var err error
		if ch, err = Watch(ctx, s.Path(), WithPollInterval(50*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
	}
	// Drain the signals of the start, then write elsewhere.
	time.Sleep(50 * time.Millisecond)
	select {
	case <-ch:
	default:
	}
	other := b.again(t, s)
	newPending(t, other)
	for {
		select {
		case <-ch:
		case <-ctx.Done():
			t.Fatal("no signal for a commit made through another handle")
		}
		var n int
		mustView(t, s, func(tx *Tx) error {
			p, err := tx.PendingAsks()
			n = len(p)
			return err
		})
		if n == 1 {
			return
		}
	}
}

// conformRollback: a transaction whose function fails writes nothing.
func conformRollback(t *testing.T, b backend) {
	s := b.open(t)
	boom := errors.New("boom")
	err := s.Update(func(tx *Tx) error {
		if _, err := putAskAndAudit(tx, "a", "ls"); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want the function's", err)
	}
	mustView(t, s, func(tx *Tx) error {
		as, err := tx.Asks(AskFilter{})
		info, _ := tx.Info()
		if len(as) != 0 || info.Audit.Seq != 0 {
			t.Errorf("a rolled-back transaction left %d asks, audit head %d", len(as), info.Audit.Seq)
		}
		return err
	})
}
