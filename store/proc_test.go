package store

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// TestManyProcesses runs 20 processes making 50 write transactions each,
// all at once, as a burst of harness calls would.
func TestManyProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns 20 processes")
	}
	const procs, writes = 20, 50
	s := openTestStore(t)
	children := make([]*child, procs)
	for i := range children {
		children[i] = startChild(t, "append", s.Path(), "agent-"+strconv.Itoa(i), writes)
	}
	start := time.Now()
	for _, c := range children {
		c.Send(t, "go")
	}
	var slowest time.Duration
	var mu sync.Mutex
	var wg sync.WaitGroup
	for _, c := range children {
		wg.Go(func() {
			if !c.Out.Scan() {
				t.Errorf("child ended without reporting: %v", c.Out.Err())
				return
			}
			line := c.Out.Text()
			ns, err := strconv.ParseInt(strings.TrimPrefix(line, "slowest "), 10, 64)
			if err != nil {
				t.Errorf("child said %q", line)
			}
			mu.Lock()
			slowest = max(slowest, time.Duration(ns))
			mu.Unlock()
		})
	}
	wg.Wait()
	for _, c := range children {
		c.Wait(t)
	}
	elapsed := time.Since(start)

	mustView(t, s, func(tx *Tx) error {
		asks, err := tx.Asks(AskFilter{})
		if err != nil {
			return err
		}
		if len(asks) != procs*writes {
			t.Fatalf("%d asks landed, want %d", len(asks), procs*writes)
		}
		perAgent := map[string]int{}
		for i, a := range asks {
			if a.ID != FormatAskID(uint64(i+1)) {
				t.Fatalf("ask %d has ID %s", i+1, a.ID)
			}
			perAgent[a.Agent]++
		}
		for agent, n := range perAgent {
			if n != writes {
				t.Errorf("%s: %d asks, want %d", agent, n, writes)
			}
		}
		head, err := tx.VerifyAudit()
		if err != nil {
			return err
		}
		if head.Seq != procs*writes {
			t.Errorf("audit head %d, want %d", head.Seq, procs*writes)
		}
		return nil
	})
	t.Logf("%d processes × %d writes: all landed in %v; slowest open (lock wait included) %v",
		procs, writes, elapsed.Round(time.Millisecond), slowest.Round(time.Millisecond))
}

// TestDecideRace has two processes race to decide the same pending ask,
// round after round: exactly one wins each time, and the loser is told who.
func TestDecideRace(t *testing.T) {
	const rounds = 50
	s := openTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error {
		for range rounds {
			if _, err := putAskAndAudit(tx, "agent", "git push --force origin main"); err != nil {
				return err
			}
		}
		return nil
	})
	a := startChild(t, "decide", s.Path(), "alice", rounds)
	b := startChild(t, "decide", s.Path(), "bob", rounds)
	wins := map[string]int{}
	for round := 1; round <= rounds; round++ {
		a.Send(t, "go")
		b.Send(t, "go")
		la, lb := a.Line(t), b.Line(t)
		var winner string
		switch {
		case la == "won" && lb == "lost alice":
			winner = "alice"
		case lb == "won" && la == "lost bob":
			winner = "bob"
		default:
			t.Fatalf("round %d: alice said %q, bob said %q", round, la, lb)
		}
		wins[winner]++
		mustView(t, s, func(tx *Tx) error {
			ask, err := tx.GetAsk(strconv.Itoa(round))
			if err == nil && (ask.State != StateApproved || ask.Decision.By != winner) {
				t.Errorf("round %d: ask is %s by %+v, want approved by %s", round, ask.State, ask.Decision, winner)
			}
			return err
		})
	}
	a.Wait(t)
	b.Wait(t)
	mustView(t, s, func(tx *Tx) error {
		entries, err := tx.AuditSince(rounds, 0)
		if err == nil && len(entries) != rounds {
			t.Errorf("%d decide entries, want %d", len(entries), rounds)
		}
		return err
	})
	t.Logf("%d rounds: alice won %d, bob won %d", rounds, wins["alice"], wins["bob"])
}

// TestKillMidWrite kills a writing process with SIGKILL, again and again,
// at random moments: the store still opens, passes bbolt's check and the
// audit verification, and holds every write the child saw committed.
func TestKillMidWrite(t *testing.T) {
	const kills = 10
	s := openTestStore(t)
	var acked []uint64
	for k := range kills {
		c := startChild(t, "crash", s.Path(), "crasher", 0)
		for range 5 + rand.IntN(40) {
			seq, err := strconv.ParseUint(strings.TrimPrefix(c.Line(t), "ok "), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			acked = append(acked, seq)
		}
		time.Sleep(time.Duration(rand.IntN(2000)) * time.Microsecond) // land anywhere in a transaction
		if err := c.Cmd.Process.Signal(syscall.SIGKILL); err != nil {
			t.Fatal(err)
		}
		for c.Out.Scan() { // lines written before the kill landed
			if seq, err := strconv.ParseUint(strings.TrimPrefix(c.Out.Text(), "ok "), 10, 64); err == nil {
				acked = append(acked, seq)
			}
		}
		if err := c.Cmd.Wait(); err == nil {
			t.Fatalf("kill %d: child exited by itself", k)
		}

		if err := s.Check(); err != nil {
			t.Fatalf("after kill %d: %v", k, err)
		}
		head, err := s.VerifyAudit()
		if err != nil {
			t.Fatalf("after kill %d: %v", k, err)
		}
		if last := slices.Max(acked); head.Seq < last {
			t.Fatalf("after kill %d: the trail ends at %d, but the child saw %d committed", k, head.Seq, last)
		}
	}
	mustView(t, s, func(tx *Tx) error {
		for _, seq := range acked {
			entries, err := tx.AuditSince(seq-1, 1)
			if err != nil || len(entries) != 1 || entries[0].Seq != seq {
				t.Errorf("acknowledged entry %d: %v %v", seq, entries, err)
			}
		}
		return nil
	})
	t.Logf("%d kills, %d acknowledged writes, all present", kills, len(acked))
}
