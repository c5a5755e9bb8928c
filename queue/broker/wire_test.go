package broker

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// overTheWire sends err the way the broker does: toWire, JSON, fromWire.
func overTheWire(t *testing.T, err error) error {
	t.Helper()
	b, merr := json.Marshal(Response{Error: toWire(err)})
	if merr != nil {
		t.Fatalf("marshal %v: %v", err, merr)
	}
	var r Response
	if uerr := json.Unmarshal(b, &r); uerr != nil {
		t.Fatalf("unmarshal %s: %v", b, uerr)
	}
	return fromWire(r.Error)
}

func TestWireErrorsKeepTheirKind(t *testing.T) {
	at := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	decided := &queue.DecidedError{ID: "a1", State: store.StateApproved, By: "bob", At: at, Outcome: "allow", Reason: "ok"}
	rails := &queue.RailsError{Rails: []*patterns.RailError{{Rail: patterns.RailReason, Msg: "no reason", Hint: "give one"}}}
	pat := &patterns.PatternError{Code: patterns.CodeSyntax, Pos: 3, Text: "'x", Msg: "unclosed quote", Hint: "close it"}
	proposed := &queue.ProposedError{Proposal: store.Proposal{ID: "p1", By: "alice"}}
	stale := &queue.StaleError{ID: "p2", Why: "the rule moved"}
	broken := &store.AuditError{Seq: 215, Problem: store.AuditEdited, Detail: "entry 215 (logout) does not match its hash"}
	clipped := &queue.ClippedApproveError{ID: "a14", Whole: 100030}
	anchored := &queue.AnchorError{Want: store.AuditHead{Seq: 250, Hash: "00"}, Have: "its entry 250 has hash 85"}

	cases := []struct {
		name string
		err  error
		// check says the error that came back is of the same kind.
		check func(t *testing.T, got error)
	}{
		{"decided", fmt.Errorf("decide: %w", decided), func(t *testing.T, got error) {
			var e *queue.DecidedError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, decided) {
				t.Errorf("got %#v, want %#v", e, decided)
			}
		}},
		// A clipped ask's refused approval stays one, so that 'queue
		// approve' through the broker says so (rt20k #4).
		{"clipped", fmt.Errorf("approve: %w", clipped), func(t *testing.T, got error) {
			var e *queue.ClippedApproveError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, clipped) {
				t.Errorf("got %#v, want %#v", e, clipped)
			}
		}},
		{"no space", fmt.Errorf("store x: %w: %w: disarm it", store.ErrUnavailable, store.ErrNoSpace), func(t *testing.T, got error) {
			if !errors.Is(got, store.ErrNoSpace) || !errors.Is(got, store.ErrUnavailable) {
				t.Errorf("got %#v, want ErrNoSpace and ErrUnavailable (rt18g 9)", got)
			}
		}},
		{"rails", rails, func(t *testing.T, got error) {
			var e *queue.RailsError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, rails) {
				t.Errorf("got %#v, want %#v", e, rails)
			}
		}},
		{"pattern", fmt.Errorf("rule: %w", pat), func(t *testing.T, got error) {
			var e *patterns.PatternError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, pat) {
				t.Errorf("got %#v, want %#v", e, pat)
			}
		}},
		{"proposed", proposed, func(t *testing.T, got error) {
			var e *queue.ProposedError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, proposed) {
				t.Errorf("got %#v, want %#v", e, proposed)
			}
		}},
		{"stale", stale, func(t *testing.T, got error) {
			var e *queue.StaleError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, stale) {
				t.Errorf("got %#v, want %#v", e, stale)
			}
		}},
		// A broken trail stays one, with its entry, so that 'audit verify'
		// through the broker exits 7 as in direct mode (rt16f finding 3:
		// it exited 2).
		{"audit", fmt.Errorf("verify the audit trail: %w", broken), func(t *testing.T, got error) {
			var e *store.AuditError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, broken) || !strings.Contains(got.Error(), "verify the audit trail: ") {
				t.Errorf("got %#v (%v), want %#v", e, got, broken)
			}
		}},
		{"anchor", anchored, func(t *testing.T, got error) {
			var e *queue.AnchorError
			if !errors.As(got, &e) || !reflect.DeepEqual(e, anchored) || !errors.Is(got, store.ErrAuditBroken) {
				t.Errorf("got %#v (%v), want %#v", e, got, anchored)
			}
		}},
	}
	for _, s := range sentinels {
		c := s
		cases = append(cases, struct {
			name  string
			err   error
			check func(t *testing.T, got error)
		}{c.code, fmt.Errorf("ask 42: %w", c.err), func(t *testing.T, got error) {
			if !errors.Is(got, c.err) {
				t.Errorf("%v does not match %v after the wire", got, c.err)
			}
			for _, o := range sentinels {
				if o.err != c.err && errors.Is(got, o.err) {
					t.Errorf("%v matches %v too", got, o.err)
				}
			}
		}})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := overTheWire(t, c.err)
			if got == nil {
				t.Fatal("the error was lost")
			}
			c.check(t, got)
			if got.Error() == "" {
				t.Error("the message was lost")
			}
		})
	}
}

func TestWireErrorMessages(t *testing.T) {
	for _, err := range []error{
		fmt.Errorf("ask 42: %w", store.ErrNotFound),
		deniedf("vic is a viewer here, and decide needs an approver"),
		errors.New("something else"),
	} {
		got := overTheWire(t, err)
		if got.Error() != err.Error() {
			t.Errorf("message %q came back as %q", err, got)
		}
	}
	if overTheWire(t, nil) != nil {
		t.Error("no error came back as one")
	}
	// An error of no known kind matches no sentinel.
	got := overTheWire(t, errors.New("plain"))
	for _, s := range sentinels {
		if errors.Is(got, s.err) {
			t.Errorf("a plain error matches %v", s.err)
		}
	}
	// A code with its data missing is not trusted as that kind.
	if err := fromWire(&WireError{Code: "decided", Message: "m"}); errors.As(err, new(*queue.DecidedError)) {
		t.Errorf("a decided code without data made %#v", err)
	}
}

func TestSentinelCodesAreUnique(t *testing.T) {
	codes := map[string]bool{"error": true, "decided": true, "rails": true, "pattern": true, "proposed": true, "stale": true}
	for _, s := range sentinels {
		if codes[s.code] {
			t.Errorf("code %q is used twice", s.code)
		}
		codes[s.code] = true
	}
}
