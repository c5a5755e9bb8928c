package acpproxy

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestDecode(t *testing.T) {
	tests := []struct {
		line   string
		kind   string // "request", "notification", "response"
		method string
		id     string // as it came
		errHas string // the error holds this ("" for none)
	}{
		{line: `{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}`, kind: "request", method: "initialize", id: "0"},
		{line: `{"jsonrpc":"2.0","id":"0","method":"a"}`, kind: "request", method: "a", id: `"0"`},
		{line: `{"jsonrpc":"2.0","id":null,"method":"a"}`, kind: "request", method: "a", id: "null"},
		{line: `{"jsonrpc":"2.0","id":-1.5e3,"result":null}`, kind: "response", id: "-1.5e3"},
		{line: `{"jsonrpc":"2.0","method":"session/update"}`, kind: "notification", method: "session/update"},
		{line: ` {"id":1,"error":{"code":1}} `, kind: "response", id: "1"},
		{line: `not json`, errHas: "not JSON"},
		{line: `[]`, errHas: "not a JSON object"},
		{line: `"x"`, errHas: "not a JSON object"},
		{line: `{"id":1,"method":"a"`, errHas: "not JSON"},
		{line: `{"id":1,"method":"a"}{}`, errHas: "followed by more JSON"},
		{line: `{"id":1,"method":"a","method":"b"}`, errHas: `the key "method" twice`},
		{line: `{"id":1,"id":2,"method":"a"}`, errHas: `the key "id" twice`},
		{line: `{"id":1,"method":""}`, errHas: "non-empty string"},
		{line: `{"id":1,"method":7}`, errHas: "non-empty string"},
		{line: `{"id":true,"method":"a"}`, errHas: "number, a string or null"},
		{line: `{"id":[1],"method":"a"}`, errHas: "number, a string or null"},
		{line: `{"id":1,"method":"a","result":1}`, errHas: "a method and a result"},
		{line: `{"jsonrpc":"2.0"}`, errHas: "neither a method nor an id"},
		{line: `{"id":1}`, errHas: "exactly one of a result and an error"},
		{line: `{"id":1,"result":1,"error":{}}`, errHas: "exactly one of a result and an error"},
		{line: "{\"id\":1,\"method\":\"\xff\"}", errHas: "UTF-8"},
	}
	for _, tt := range tests {
		m, err := Decode([]byte(tt.line))
		if tt.errHas != "" {
			if err == nil || !strings.Contains(err.Error(), tt.errHas) {
				t.Errorf("Decode(%s): %v; want an error holding %q", tt.line, err, tt.errHas)
			}
			continue
		}
		if err != nil {
			t.Errorf("Decode(%s): %v", tt.line, err)
			continue
		}
		kind := map[bool]string{true: "request"}[m.IsRequest()] + map[bool]string{true: "notification"}[m.IsNotification()] + map[bool]string{true: "response"}[m.IsResponse()]
		if kind != tt.kind || m.Method != tt.method || string(m.ID) != tt.id {
			t.Errorf("Decode(%s) = %s %q id %s; want %s %q id %s", tt.line, kind, m.Method, m.ID, tt.kind, tt.method, tt.id)
		}
	}
}

func TestIDKey(t *testing.T) {
	same := [][]string{{"1", "1.0", "1e0", "10e-1"}, {`"a"`, `"\u0061"`}, {"null"}}
	seen := map[string]int{}
	for i, ids := range same {
		for _, id := range ids {
			k := idKey(json.RawMessage(id))
			if j, ok := seen[k]; ok && j != i {
				t.Errorf("idKey(%s) = %s, as an id of another group", id, k)
			}
			seen[k] = i
		}
		if k0, k := idKey(json.RawMessage(ids[0])), idKey(json.RawMessage(ids[len(ids)-1])); k0 != k {
			t.Errorf("idKey(%s) = %s, idKey(%s) = %s; want them equal", ids[0], k0, ids[len(ids)-1], k)
		}
	}
	if idKey(json.RawMessage(`"1"`)) == idKey(json.RawMessage(`1`)) {
		t.Error(`the ids "1" and 1 have one key`)
	}
}

// FuzzDecode: Decode never panics; a message it accepts is one JSON
// object, its line is kept as it came, and its id is one Go's decoder
// reads back as a number, a string or null.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"jsonrpc":"2.0","id":0,"method":"session/request_permission","params":{"sessionId":"s","options":[],"toolCall":{"title":"ls","kind":"execute"}}}`,
		`{"jsonrpc":"2.0","id":"x","result":{"outcome":{"outcome":"cancelled"}}}`,
		`{"jsonrpc":"2.0","method":"session/update","params":{}}`,
		`{"id":1,"method":"a","method":"b"}`,
		`[{"id":1}]`, `{"id":1e999,"result":1}`, "{\"id\":1,\"method\":\"\xff\"}", `{}`, ``,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		m, err := Decode(line)
		if err != nil {
			return
		}
		if !bytes.Equal(m.Line, line) {
			t.Fatalf("the line was changed")
		}
		var v map[string]any
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("Decode accepted what is not one JSON object: %v", err)
		}
		if m.ID != nil {
			var id any
			dec := json.NewDecoder(bytes.NewReader(m.ID))
			dec.UseNumber()
			if err := dec.Decode(&id); err != nil {
				t.Fatalf("the id %s does not decode: %v", m.ID, err)
			}
			switch id.(type) {
			case json.Number, string, nil:
			default:
				t.Fatalf("the id %s is a %T", m.ID, id)
			}
		}
		_ = idKey(m.ID)
		if m.IsRequest() && m.Method == "session/request_permission" {
			req, err := readPermission(m.Params)
			if err == nil {
				_, _ = req.forwardParams(req.shown())
			}
		}
	})
}
