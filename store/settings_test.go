package store

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"go.etcd.io/bbolt"
)

func TestSettings(t *testing.T) {
	tests := []struct {
		name   string
		stored string // raw JSON in the settings bucket; "" for none
		want   Settings
		err    error
	}{
		{"nothing stored: defaults", "", DefaultSettings(), nil},
		{"partial: the rest defaults", `{"four_eyes":true}`,
			Settings{FourEyes: true, Fallback: OutcomeAllow, AskWait: 10 * time.Minute, AskWaitMax: 24 * time.Hour, MaxPendingPerAgent: 20}, nil},
		{"all", `{"four_eyes":false,"fallback":"ask","ask_wait":"2m0s","ask_wait_max":"1h","max_pending_per_agent":3}`,
			Settings{Fallback: OutcomeAsk, AskWait: 2 * time.Minute, AskWaitMax: time.Hour, MaxPendingPerAgent: 3}, nil},
		{"unknown keys ignored (a newer ozdesk's)", `{"fallback":"ask","colour":"blue"}`,
			Settings{Fallback: OutcomeAsk, AskWait: 10 * time.Minute, AskWaitMax: 24 * time.Hour, MaxPendingPerAgent: 20}, nil},
		{"max pending zero", `{"max_pending_per_agent":0}`, Settings{}, ErrCorrupt},
		{"max pending not a number", `{"max_pending_per_agent":"many"}`, Settings{}, ErrCorrupt},
		{"bad fallback", `{"fallback":"refuse"}`, Settings{}, ErrCorrupt},
		{"bad duration", `{"ask_wait":"soon"}`, Settings{}, ErrCorrupt},
		{"not JSON", `{`, Settings{}, ErrCorrupt},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestStore(t)
			if tt.stored != "" {
				rawUpdate(t, s.Path(), func(tx *bbolt.Tx) error {
					return tx.Bucket([]byte(bucketSettings)).Put([]byte(settingsKey), []byte(tt.stored))
				})
			}
			err := s.View(func(tx *Tx) error {
				got, err := tx.Settings()
				if got != tt.want {
					t.Errorf("Settings() = %+v, want %+v", got, tt.want)
				}
				return err
			})
			if !errors.Is(err, tt.err) {
				t.Errorf("error %v, want %v", err, tt.err)
			}
		})
	}
}

func TestPutSettings(t *testing.T) {
	s := openTestStore(t)
	in := Settings{FourEyes: true, Fallback: OutcomeAsk, AskWait: 90 * time.Second, AskWaitMax: 2 * time.Hour, MaxPendingPerAgent: 5}
	mustUpdate(t, s, func(tx *Tx) error { return tx.PutSettings(in) })
	mustView(t, s, func(tx *Tx) error {
		got, err := tx.Settings()
		if got != in {
			t.Errorf("Settings() = %+v, want %+v", got, in)
		}
		return err
	})
	for name, bad := range map[string]Settings{
		"fallback refuse": {Fallback: OutcomeRefuse, AskWait: time.Minute, AskWaitMax: time.Hour},
		"no wait":         {Fallback: OutcomeAllow, AskWaitMax: time.Hour},
		"max below wait":  {Fallback: OutcomeAllow, AskWait: time.Hour, AskWaitMax: time.Minute, MaxPendingPerAgent: 1},
		"no max pending":  {Fallback: OutcomeAllow, AskWait: time.Minute, AskWaitMax: time.Hour},
		"max pending over the limit": {Fallback: OutcomeAllow, AskWait: time.Minute, AskWaitMax: time.Hour,
			MaxPendingPerAgent: MaxPendingLimit + 1},
	} {
		if err := s.Update(func(tx *Tx) error { return tx.PutSettings(bad) }); !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v, want ErrInvalid", name, err)
		}
	}
}

func TestEgress(t *testing.T) {
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	s := openTestStore(t, WithClock(fixedClock(now)))
	mustUpdate(t, s, func(tx *Tx) error {
		for _, h := range []EgressHost{
			{Host: "Get.K3s.IO", AddedBy: "alice", Reason: "k3s installer"},
			{Host: "*.githubusercontent.com", AddedBy: "bob", Added: now.Add(-time.Hour)},
		} {
			if err := tx.AddEgress(h); err != nil {
				return err
			}
		}
		return nil
	})
	want := []EgressHost{
		{Host: "*.githubusercontent.com", AddedBy: "bob", Added: now.Add(-time.Hour)},
		{Host: "get.k3s.io", AddedBy: "alice", Added: now, Reason: "k3s installer"},
	}
	mustView(t, s, func(tx *Tx) error {
		got, err := tx.Egress()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("Egress() = %+v\nwant %+v", got, want)
		}
		return err
	})
	for name, fn := range map[string]func(*Tx) error{
		"add again":      func(tx *Tx) error { return tx.AddEgress(EgressHost{Host: "GET.k3s.io"}) },
		"remove missing": func(tx *Tx) error { return tx.RemoveEgress("example.com") },
		"add empty":      func(tx *Tx) error { return tx.AddEgress(EgressHost{Host: " "}) },
		"add a URL":      func(tx *Tx) error { return tx.AddEgress(EgressHost{Host: "https://x.io/a"}) },
	} {
		err := s.Update(fn)
		if !errors.Is(err, ErrExists) && !errors.Is(err, ErrNotFound) && !errors.Is(err, ErrInvalid) {
			t.Errorf("%s: %v", name, err)
		}
	}
	mustUpdate(t, s, func(tx *Tx) error { return tx.RemoveEgress("GET.K3S.io") })
	mustView(t, s, func(tx *Tx) error {
		got, err := tx.Egress()
		if !reflect.DeepEqual(got, want[:1]) {
			t.Errorf("after remove: %+v", got)
		}
		return err
	})
}
