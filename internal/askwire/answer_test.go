package askwire

import (
	"errors"
	"testing"
)

// TestReadAnswer holds the one decoder of an answer to the protocol's
// checks (rt22i #2: no outcome is no allow; #3: a wait's answer is about
// the ask waited on, an evaluation's ask is a new one pending), and to
// what it keeps of a good answer.
func TestReadAnswer(t *testing.T) {
	tests := []struct {
		name, raw, waited string
		want              *Answer // nil: a protocol error
	}{
		{"allow", `{"outcome":"allow","rule":"r","reason":"why","report":{"outcome":"allow"}}`, "",
			&Answer{Outcome: Allow, Rule: "r", Reason: "why", Report: []byte(`{"outcome":"allow"}`)}},
		{"refuse", `{"outcome":"refuse","limit":"l","unavailable":"u"}`, "", &Answer{Outcome: Refuse, Limit: "l", Unavailable: "u"}},
		{"a new ask pending", `{"outcome":"ask","ask":{"id":"a1","state":"pending","agent":"x"}}`, "",
			&Answer{Outcome: Ask, Ask: []byte(`{"id":"a1","state":"pending","agent":"x"}`), AskID: "a1", AskState: "pending"}},
		{"an ask fails closed without one", `{"outcome":"ask","ask":null}`, "", &Answer{Outcome: Ask}},
		{"the wait's ask decided", `{"outcome":"allow","ask":{"id":"a1","state":"approved"}}`, "a1",
			&Answer{Outcome: Allow, Ask: []byte(`{"id":"a1","state":"approved"}`), AskID: "a1", AskState: "approved"}},
		{"no outcome", `{"rule":"r"}`, "", nil},
		{"a null outcome", `{"outcome":null}`, "", nil},
		{"an empty result", `{}`, "", nil},
		{"null", `null`, "", nil},
		{"not JSON", `{"outcome":`, "", nil},
		{"an unknown outcome", `{"outcome":"maybe"}`, "", nil},
		{"a bad type beside the outcome", `{"outcome":"allow","rule":7}`, "", nil},
		{"a bad ask", `{"outcome":"ask","ask":5}`, "", nil},
		{"an evaluation's ask not pending", `{"outcome":"ask","ask":{"id":"a1","state":"approved"}}`, "", nil},
		{"an evaluation's ask under allow", `{"outcome":"allow","ask":{"id":"a1","state":"pending"}}`, "", nil},
		{"an evaluation's ask with no id", `{"outcome":"ask","ask":{"state":"pending"}}`, "", nil},
		{"a wait's answer with no ask", `{"outcome":"allow"}`, "a1", nil},
		{"a wait's answer about another ask", `{"outcome":"allow","ask":{"id":"a2","state":"approved"}}`, "a1", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadAnswer("evaluate", []byte(tt.raw), tt.waited)
			if tt.want == nil {
				if !errors.Is(err, ErrProtocol) {
					t.Fatalf("ReadAnswer(%s) = %+v, %v; want a protocol error", tt.raw, got, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("ReadAnswer(%s): %v", tt.raw, err)
			}
			if got.Outcome != tt.want.Outcome || got.Rule != tt.want.Rule || got.Reason != tt.want.Reason ||
				got.Limit != tt.want.Limit || got.Unavailable != tt.want.Unavailable ||
				string(got.Report) != string(tt.want.Report) || string(got.Ask) != string(tt.want.Ask) ||
				got.AskID != tt.want.AskID || got.AskState != tt.want.AskState {
				t.Fatalf("ReadAnswer(%s) = %+v, want %+v", tt.raw, got, tt.want)
			}
		})
	}
}

// FuzzReadAnswer: whatever the broker sends, an answer read without an
// error names an outcome that is one of the three, and an evaluation's
// answer carries an ask only when it is a new one pending.
func FuzzReadAnswer(f *testing.F) {
	for _, s := range []string{`{"outcome":"allow"}`, `{"outcome":"ask","ask":{"id":"a","state":"pending"}}`,
		`{"outcome":"refuse","OUTCOME":null}`, `{"outcome":"ask","ask":{"id":"a"},"ask":null}`, `null`, ``} {
		f.Add([]byte(s), "")
		f.Add([]byte(s), "a")
	}
	f.Fuzz(func(t *testing.T, raw []byte, waited string) {
		a, err := ReadAnswer("wait", raw, waited)
		if err != nil {
			if !errors.Is(err, ErrProtocol) {
				t.Fatalf("ReadAnswer(%q): %v is not a protocol error", raw, err)
			}
			return
		}
		if a.Outcome != Allow && a.Outcome != Ask && a.Outcome != Refuse {
			t.Fatalf("ReadAnswer(%q): outcome %d", raw, a.Outcome)
		}
		if waited == "" && a.Ask != nil && (a.Outcome != Ask || a.AskState != StatePending || a.AskID == "") {
			t.Fatalf("ReadAnswer(%q): an evaluation's ask %q %q under %s", raw, a.AskID, a.AskState, a.Outcome)
		}
		if waited != "" && a.AskID != waited {
			t.Fatalf("ReadAnswer(%q): about ask %q, waited %q", raw, a.AskID, waited)
		}
	})
}
