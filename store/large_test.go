//go:build !ozdesk_adapters

package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// bigVerdict is an ask's verdict of about n bytes: a recorded evaluation
// explaining many parts.
func bigVerdict(n int) json.RawMessage {
	var parts []string
	for i := 0; len(parts)*70 < n; i++ {
		parts = append(parts, strings.Repeat("p", 60))
	}
	b, _ := json.Marshal(map[string]any{"parts": parts})
	return b
}

// conformLargeValues writes, in one transaction, more than etcd takes in
// one request (1.5 MiB by default, the test clusters'): the biggest
// command the broker lets through (2 MiB, kept whole in the spool), an
// ask whose verdict explains many parts (1 MiB) and an audit entry
// holding the same. Each reads back whole, from this handle and another,
// by key and by cursor; values that start with a NUL byte, even one
// that looks like a reference to a large value, read back as written.
func conformLargeValues(t *testing.T, b backend) {
	s := b.open(t)
	command := "rm -rf " + strings.Repeat("y", 2<<20-64)
	verdict := bigVerdict(1 << 20)
	tricky := []string{"\x00", "\x00\x00x", "\x00x x/abc 0 3 1", "\x00" + strings.Repeat("z", 700<<10)}
	var id string
	var seq uint64
	mustUpdate(t, s, func(tx *Tx) error {
		var err error
		if id, err = tx.NextAskID(); err != nil {
			return err
		}
		if err := tx.PutAsk(Ask{ID: id, Command: command, Node: "n1", State: StatePending, Outcome: OutcomeAsk, Verdict: verdict}); err != nil {
			return err
		}
		e, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "a", Data: verdict})
		seq = e.Seq
		if err != nil {
			return err
		}
		for _, c := range tricky {
			if _, err := tx.PutCommand(c); err != nil {
				return err
			}
		}
		return nil
	})
	for _, st := range []*Store{s, b.again(t, s)} {
		mustView(t, st, func(tx *Tx) error {
			a, err := tx.GetAsk(id)
			if err != nil {
				return err
			}
			if a.Command != command || string(a.Verdict) != string(verdict) {
				t.Errorf("the ask reads back with a %d-byte command and a %d-byte verdict, want %d and %d",
					len(a.Command), len(a.Verdict), len(command), len(verdict))
			}
			text, whole, err := tx.Command(RefCommand(command))
			if err != nil || !whole || text != command {
				t.Errorf("the spooled command: %d bytes, whole %v, %v", len(text), whole, err)
			}
			es, err := tx.AuditSince(seq-1, 1)
			if err != nil || len(es) != 1 || string(es[0].Data) != string(verdict) {
				t.Errorf("the audit entry does not read back whole: %v", err)
			}
			all, err := tx.Asks(AskFilter{})
			if err != nil || len(all) != 1 || string(all[0].Verdict) != string(verdict) {
				t.Errorf("the ask by cursor: %d asks, %v", len(all), err)
			}
			for _, c := range tricky {
				if text, _, err := tx.Command(RefCommand(c)); err != nil || text != c {
					t.Errorf("command %.20q reads back as %.20q, %v", c, text, err)
				}
			}
			return nil
		})
	}
	// Decided, the ask is written again with its verdict: still whole.
	if err := decide(s, id, "op", StateApproved); err != nil {
		t.Fatal(err)
	}
	mustView(t, b.again(t, s), func(tx *Tx) error {
		a, err := tx.GetAsk(id)
		if err != nil || a.State != StateApproved || string(a.Verdict) != string(verdict) {
			t.Errorf("the decided ask: state %q, %d-byte verdict, %v", a.State, len(a.Verdict), err)
		}
		return nil
	})
}

// TestEtcdLargeChunksGo: a value written apart leaves no chunks behind
// when its key is rewritten small or deleted.
func TestEtcdLargeChunksGo(t *testing.T) {
	b := backends(t)[1]
	s := b.open(t)
	chunks := func() int {
		resp, err := s.etcd.cli.Get(context.Background(), s.etcd.prefix+largeDir, clientv3.WithPrefix(), clientv3.WithCountOnly())
		if err != nil {
			t.Fatal(err)
		}
		return int(resp.Count)
	}
	var id string
	mustUpdate(t, s, func(tx *Tx) error {
		var err error
		if id, err = tx.NextAskID(); err != nil {
			return err
		}
		return tx.PutAsk(Ask{ID: id, Command: "make", State: StatePending, Verdict: bigVerdict(1200 << 10)})
	})
	if n := chunks(); n != 3 {
		t.Fatalf("%d chunks after writing a 1.2 MiB value, want 3", n)
	}
	mustUpdate(t, s, func(tx *Tx) error {
		a, err := tx.GetAsk(id)
		if err != nil {
			return err
		}
		a.Verdict = json.RawMessage(`{}`)
		return tx.PutAsk(a)
	})
	if n := chunks(); n != 0 {
		t.Errorf("%d chunks left after the value was rewritten small", n)
	}
}

// TestEtcdLargeLoserLeavesNothing: two brokers decide one ask whose
// value is written apart, each rewriting it with its own decision. The
// one that reads first commits second, so it loses the race, runs again,
// finds the ask decided and writes nothing: the chunks it wrote for its
// lost attempt are gone, and only the winner's value's are left. A
// transaction refused before it is sent leaves none either.
func TestEtcdLargeLoserLeavesNothing(t *testing.T) {
	b := backends(t)[1]
	s := b.open(t)
	other := b.again(t, s)
	chunks := func() int {
		t.Helper()
		resp, err := s.etcd.cli.Get(context.Background(), s.etcd.prefix+largeDir, clientv3.WithPrefix(), clientv3.WithCountOnly())
		if err != nil {
			t.Fatal(err)
		}
		return int(resp.Count)
	}
	var id string
	mustUpdate(t, s, func(tx *Tx) error {
		var err error
		if id, err = tx.NextAskID(); err != nil {
			return err
		}
		return tx.PutAsk(Ask{ID: id, Command: "make", Node: "n1", State: StatePending, Outcome: OutcomeAsk, Verdict: bigVerdict(1200 << 10)})
	})
	if n := chunks(); n != 3 {
		t.Fatalf("%d chunks after writing a 1.2 MiB value, want 3", n)
	}

	read, won := make(chan struct{}), make(chan error, 1)
	attempts := 0
	loser := make(chan error, 1)
	go func() {
		loser <- s.Update(func(tx *Tx) error {
			attempts++
			a, err := tx.GetAsk(id)
			if err != nil {
				return err
			}
			if !a.Pending() {
				return fmt.Errorf("%w: decided by %s", ErrExists, a.Decision.By)
			}
			if attempts == 1 {
				close(read)
				if err := <-won; err != nil {
					return err
				}
			}
			a.State, a.Decision = StateApproved, &Decision{By: "loser", Outcome: OutcomeAllow}
			return tx.PutAsk(a)
		})
	}()
	<-read
	won <- decide(other, id, "winner", StateDenied)
	if err := <-loser; !errors.Is(err, ErrExists) || attempts != 2 {
		t.Fatalf("the loser: %v after %d attempts, want ErrExists after 2", err, attempts)
	}
	mustView(t, other, func(tx *Tx) error {
		a, err := tx.GetAsk(id)
		if err != nil || a.Decision == nil || a.Decision.By != "winner" || string(a.Verdict) != string(bigVerdict(1200<<10)) {
			t.Errorf("the ask after the race: %+v, %v", a.Decision, err)
		}
		return nil
	})
	if n := chunks(); n != 3 {
		t.Errorf("%d chunks after the race, want the winner's 3", n)
	}

	// Refused before it is sent (two values apart, then small values past
	// the budget): its chunks go too.
	err := s.Update(func(tx *Tx) error {
		for range 2 {
			if _, err := tx.PutCommand("echo " + strings.Repeat("q", 700<<10) + tx.Now().String()); err != nil {
				return err
			}
		}
		for i := range 400 {
			if _, err := tx.AppendAudit(AuditEntry{Kind: KindEvaluate, Actor: "bot", Data: json.RawMessage(fmt.Sprintf(`{"n":%d,"pad":%q}`, i, strings.Repeat("r", 3<<10)))}); err != nil {
				return err
			}
		}
		return nil
	})
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("a transaction of 1.2 MiB in small values: %v, want ErrInvalid", err)
	}
	if n := chunks(); n != 3 {
		t.Errorf("%d chunks after a refused transaction, want 3", n)
	}
}
