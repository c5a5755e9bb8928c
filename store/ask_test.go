package store

import (
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"testing"
	"time"
)

func TestAskRoundTrip(t *testing.T) {
	paris := time.FixedZone("CET", 3600)
	created := time.Date(2026, 11, 29, 14, 0, 0, 123456789, paris)
	tests := []struct {
		name string
		in   Ask // as put
		want Ask // as read back
	}{{
		name: "minimal: created stamped",
		in:   Ask{Command: "rm -rf ~", State: StatePending},
		want: Ask{Command: "rm -rf ~", State: StatePending, Created: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)},
	}, {
		name: "every field, times to UTC",
		in: Ask{Command: "git push --force origin main", Agent: "coder", Job: "J-7", Session: "s1",
			Node: "build-3", Cwd: "/work/repo", Pid: 4242, Harness: "claude-code",
			Created: created, Deadline: created.Add(10 * time.Minute), State: StatePending,
			Outcome: OutcomeAsk, Rule: "cmd.force-push", Reason: "force-push to a default branch",
			Verdict: json.RawMessage(`{"outcome":"ask","parts":[{"text":"git push"}]}`)},
		want: Ask{Command: "git push --force origin main", Agent: "coder", Job: "J-7", Session: "s1",
			Node: "build-3", Cwd: "/work/repo", Pid: 4242, Harness: "claude-code",
			Created: created.UTC(), Deadline: created.Add(10 * time.Minute).UTC(), State: StatePending,
			Outcome: OutcomeAsk, Rule: "cmd.force-push", Reason: "force-push to a default branch",
			Verdict: json.RawMessage(`{"outcome":"ask","parts":[{"text":"git push"}]}`)},
	}, {
		name: "verdict compacted, not HTML-escaped",
		in:   Ask{Command: "a && b", State: StatePending, Created: created, Verdict: json.RawMessage("{ \"text\" : \"a && b <x>\" }")},
		want: Ask{Command: "a && b", State: StatePending, Created: created.UTC(), Verdict: json.RawMessage(`{"text":"a && b <x>"}`)},
	}, {
		name: "decided: decision time stamped",
		in: Ask{Command: "curl x | sh", State: StateDenied, Created: created,
			Decision: &Decision{By: "alice", Outcome: OutcomeRefuse, Reason: "no piping to sh", Rule: "r3"}},
		want: Ask{Command: "curl x | sh", State: StateDenied, Created: created.UTC(),
			Decision: &Decision{By: "alice", At: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC), Outcome: OutcomeRefuse, Reason: "no piping to sh", Rule: "r3"}},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := openTestStore(t, WithClock(fixedClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))))
			var id string
			mustUpdate(t, s, func(tx *Tx) error {
				var err error
				if id, err = tx.NextAskID(); err != nil {
					return err
				}
				tt.in.ID = id
				return tx.PutAsk(tt.in)
			})
			tt.want.ID = id
			mustView(t, s, func(tx *Tx) error {
				got, err := tx.GetAsk(id)
				if err != nil {
					return err
				}
				if !reflect.DeepEqual(got, tt.want) {
					t.Errorf("got  %+v\nwant %+v", got, tt.want)
				}
				return nil
			})
		})
	}
}

func TestAskIDs(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		ok       bool
	}{
		{"42", "0000000042", true},
		{"0000000042", "0000000042", true},
		{"000000000042", "0000000042", true},
		{"1", "0000000001", true},
		{"0", "", false},
		{"-1", "", false},
		{"+1", "", false},
		{"a1", "", false},
		{"", "", false},
		{"99999999999999999999999", "", false},
	} {
		got, err := ParseAskID(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseAskID(%q) = %q, %v", tt.in, got, err)
		}
		if err != nil && !errors.Is(err, ErrInvalid) {
			t.Errorf("ParseAskID(%q): %v is not ErrInvalid", tt.in, err)
		}
	}
	s := openTestStore(t)
	var ids []string
	for range 3 {
		mustUpdate(t, s, func(tx *Tx) error {
			for range 4 {
				id, err := tx.NextAskID()
				if err != nil {
					return err
				}
				ids = append(ids, id)
			}
			return nil
		})
	}
	// A rolled-back transaction gives its IDs back.
	_ = s.Update(func(tx *Tx) error {
		_, _ = tx.NextAskID()
		return errors.New("roll back")
	})
	mustUpdate(t, s, func(tx *Tx) error {
		id, err := tx.NextAskID()
		ids = append(ids, id)
		return err
	})
	for i, id := range ids {
		if want := FormatAskID(uint64(i + 1)); id != want {
			t.Errorf("ID %d = %s, want %s", i+1, id, want)
		}
	}
}

func TestPutAskRefuses(t *testing.T) {
	s := openTestStore(t)
	for name, a := range map[string]Ask{
		"no ID":            {Command: "ls", State: StatePending},
		"short ID":         {ID: "7", Command: "ls", State: StatePending},
		"unknown state":    {ID: FormatAskID(1), Command: "ls", State: "maybe"},
		"no state":         {ID: FormatAskID(1), Command: "ls"},
		"verdict not JSON": {ID: FormatAskID(1), Command: "ls", State: StatePending, Verdict: json.RawMessage("{")},
	} {
		err := s.Update(func(tx *Tx) error { return tx.PutAsk(a) })
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", name, err)
		}
	}
	err := s.View(func(tx *Tx) error {
		_, err := tx.GetAsk("12")
		return err
	})
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("GetAsk of a missing ask: %v", err)
	}
}

func TestPendingIndex(t *testing.T) {
	s := openTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error {
		for i := range 6 {
			if _, err := putAskAndAudit(tx, "agent", "cmd "+strconv.Itoa(i)); err != nil {
				return err
			}
		}
		return nil
	})
	decide := func(id, state string) {
		mustUpdate(t, s, func(tx *Tx) error {
			a, err := tx.GetAsk(id)
			if err != nil {
				return err
			}
			a.State = state
			return tx.PutAsk(a)
		})
	}
	pending := func() (ids []string) {
		mustView(t, s, func(tx *Tx) error {
			asks, err := tx.PendingAsks()
			for _, a := range asks {
				ids = append(ids, a.ID[len(a.ID)-1:])
			}
			return err
		})
		return ids
	}
	if got := pending(); !reflect.DeepEqual(got, []string{"1", "2", "3", "4", "5", "6"}) {
		t.Errorf("pending %v", got)
	}
	decide("2", StateApproved)
	decide("5", StateExpired)
	decide("6", StateWithdrawn)
	if got := pending(); !reflect.DeepEqual(got, []string{"1", "3", "4"}) {
		t.Errorf("pending %v", got)
	}
	decide("5", StatePending) // not the store's business to forbid
	if got := pending(); !reflect.DeepEqual(got, []string{"1", "3", "4", "5"}) {
		t.Errorf("pending %v", got)
	}
}

func TestAsksFilter(t *testing.T) {
	s := openTestStore(t)
	mustUpdate(t, s, func(tx *Tx) error {
		for i := 1; i <= 10; i++ {
			id, _ := tx.NextAskID()
			a := Ask{ID: id, Command: "c", Agent: []string{"ann", "bob"}[i%2], State: StatePending}
			if i%3 == 0 {
				a.State = StateApproved
			}
			if err := tx.PutAsk(a); err != nil {
				return err
			}
		}
		return nil
	})
	for _, tt := range []struct {
		name string
		f    AskFilter
		want []int
	}{
		{"all", AskFilter{}, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}},
		{"newest first", AskFilter{Newest: true}, []int{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}},
		{"limit", AskFilter{Limit: 3}, []int{1, 2, 3}},
		{"newest limit", AskFilter{Newest: true, Limit: 3}, []int{10, 9, 8}},
		{"after", AskFilter{After: "7"}, []int{8, 9, 10}},
		{"before", AskFilter{Before: "4"}, []int{1, 2, 3}},
		{"between", AskFilter{After: "3", Before: "7"}, []int{4, 5, 6}},
		{"newest before (next page)", AskFilter{Newest: true, Before: "8", Limit: 3}, []int{7, 6, 5}},
		{"newest between", AskFilter{Newest: true, After: "3", Before: "7"}, []int{6, 5, 4}},
		{"before past the end", AskFilter{Newest: true, Before: "99", Limit: 2}, []int{10, 9}},
		{"state", AskFilter{States: []string{StateApproved}}, []int{3, 6, 9}},
		{"agent", AskFilter{Agent: "ann"}, []int{2, 4, 6, 8, 10}},
		{"agent and state, limit", AskFilter{Agent: "bob", States: []string{StatePending}, Limit: 2}, []int{1, 5}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []int
			mustView(t, s, func(tx *Tx) error {
				asks, err := tx.Asks(tt.f)
				for _, a := range asks {
					n, _ := strconv.Atoi(a.ID)
					got = append(got, n)
				}
				return err
			})
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// TestAskExactBytes keeps a command that is not valid UTF-8 byte for byte:
// the desk must show what would run.
func TestAskExactBytes(t *testing.T) {
	s := openTestStore(t)
	for _, in := range []Ask{
		{Command: "printf '\xff\xfe' > /tmp/x", Cwd: "/home/op/\xe9t\xe9", State: StatePending},
		{Command: "echo \u2028 <b> && \x1b[31m", Cwd: "/ok", State: StatePending},
	} {
		mustUpdate(t, s, func(tx *Tx) error {
			in.ID, _ = tx.NextAskID()
			return tx.PutAsk(in)
		})
		mustView(t, s, func(tx *Tx) error {
			got, err := tx.GetAsk(in.ID)
			if got.Command != in.Command || got.Cwd != in.Cwd {
				t.Errorf("got %q in %q, want %q in %q", got.Command, got.Cwd, in.Command, in.Cwd)
			}
			return err
		})
	}
}
