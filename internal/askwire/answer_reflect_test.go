package askwire

import (
	"encoding/json"
	"fmt"
	"testing"
)

// readAnswerReflect is ReadAnswer as it was before it read the members
// itself (encoding/json into a struct of raw and plain fields), kept to
// hold the new one to it.
func readAnswerReflect(method string, raw []byte, waited string) (*Answer, error) {
	// Raw and plain fields only: encoding/json's reflection over a type
	// builds its field tables and its decoders for every type it holds.
	var read struct {
		Outcome     json.RawMessage `json:"outcome"`
		Rule        string          `json:"rule,omitempty"`
		Reason      string          `json:"reason,omitempty"`
		Report      json.RawMessage `json:"report,omitempty"`
		Ask         json.RawMessage `json:"ask,omitempty"`
		Unavailable string          `json:"unavailable,omitempty"`
		Limit       string          `json:"limit,omitempty"`
	}
	err := json.Unmarshal(raw, &read)
	if !present(read.Outcome) {
		var probe struct {
			Outcome json.RawMessage `json:"outcome"`
		}
		if err == nil || json.Unmarshal(raw, &probe) != nil || !present(probe.Outcome) {
			return nil, fmt.Errorf("%w: %s: the broker's answer names no outcome (%.80q)", ErrProtocol, method, raw)
		}
	}
	a := Answer{Rule: read.Rule, Reason: read.Reason, Unavailable: read.Unavailable, Limit: read.Limit}
	if err == nil {
		err = json.Unmarshal(read.Outcome, &a.Outcome)
	}
	if err == nil && present(read.Ask) {
		var head struct {
			ID    string `json:"id"`
			State string `json:"state"`
		}
		err = json.Unmarshal(read.Ask, &head)
		a.Ask, a.AskID, a.AskState = read.Ask, head.ID, head.State
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %s: read the result: %v", ErrProtocol, method, err)
	}
	if present(read.Report) {
		a.Report = read.Report
	}
	switch {
	case waited != "" && a.Ask == nil:
		return nil, fmt.Errorf("%w: %s: the broker's answer names no ask, not ask %s", ErrProtocol, method, waited)
	case waited != "" && a.AskID != waited:
		return nil, fmt.Errorf("%w: %s: the broker's answer is about ask %.40q, not ask %s", ErrProtocol, method, a.AskID, waited)
	case waited == "" && a.Ask != nil && (a.AskID == "" || a.AskState != StatePending || a.Outcome != Ask):
		return nil, fmt.Errorf("%w: %s: the broker's answer carries an ask (%.40q) that is %.40q under the outcome %s, not a new one pending", ErrProtocol, method, a.AskID, a.AskState, a.Outcome)
	}
	return &a, nil
}

// FuzzReadAnswerAsReflection: ReadAnswer accepts what the reflective
// decoder accepted, refuses what it refused, and reads the same answer.
func FuzzReadAnswerAsReflection(f *testing.F) {
	for _, s := range []string{`{"outcome":"allow","rule":"r","reason":"why","report":{"outcome":"allow"}}`,
		`{"outcome":"ask","ask":{"id":"a","state":"pending"}}`, `{"Outcome":"allow"}`, `{"outcome":"allow","OUTCOME":null}`,
		`{"outcome":"ask","ask":{"ID":"a","id":"b","State":"pending"}}`, `{"outcome":"allow","ask":{"id":5}}`, `{"outcome":"ask","ask":[]}`,
		`{"outcome":"\u0061llow","rule":null}`, `{"outcome":1}`, `{"outcome":"allow","report":null,"ask":null}`, `null`, ``, `[]`} {
		f.Add([]byte(s), "")
		f.Add([]byte(s), "a")
	}
	f.Fuzz(func(t *testing.T, raw []byte, waited string) {
		got, gotErr := ReadAnswer("wait", raw, waited)
		want, wantErr := readAnswerReflect("wait", raw, waited)
		if (gotErr == nil) != (wantErr == nil) {
			t.Fatalf("ReadAnswer(%q, %q): %v; the reflective decoder: %v", raw, waited, gotErr, wantErr)
		}
		if gotErr == nil && fmt.Sprintf("%q", *got) != fmt.Sprintf("%q", *want) {
			t.Fatalf("ReadAnswer(%q, %q) = %q; the reflective decoder %q", raw, waited, *got, *want)
		}
	})
}
