package jsonobj

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
)

// asJSON reads data as encoding/json does: whether it is one valid
// object, and its members as a map (the last of a key twice).
func asJSON(data []byte) (map[string]json.RawMessage, bool) {
	if !json.Valid(data) || !bytes.HasPrefix(bytes.TrimLeft(data, " \t\r\n"), []byte("{")) {
		return nil, false
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return nil, false
	}
	return m, true
}

// ours reads data with Members, into the same form.
func ours(data []byte) (map[string]json.RawMessage, bool) {
	m := map[string]json.RawMessage{}
	err := Members(data, func(k string, v []byte) error {
		m[k] = json.RawMessage(bytes.Clone(v))
		return nil
	})
	return m, err == nil
}

func check(t *testing.T, data []byte) {
	t.Helper()
	want, wantOK := asJSON(data)
	got, gotOK := ours(data)
	if wantOK != gotOK {
		t.Fatalf("%q: encoding/json accepts it %v, Members %v", data, wantOK, gotOK)
	}
	if !wantOK {
		return
	}
	for k, v := range want {
		want[k] = bytes.TrimSpace(v)
	}
	if !reflect.DeepEqual(want, got) {
		t.Fatalf("%q: encoding/json reads %q, Members %q", data, want, got)
	}
	for k, v := range got {
		var s string
		if json.Unmarshal(v, &s) != nil || len(v) == 0 || v[0] != '"' {
			continue
		}
		if ours, ok := String(v); !ok || ours != s {
			t.Fatalf("%q: key %q: encoding/json reads %q, String %q (%v)", data, k, s, ours, ok)
		}
	}
}

var cases = []string{
	`{}`, ` {"a":1} `, `{"a":"b","a":"c"}`, `{"a":{"b":[1,2,{"c":null}]},"d":true,"e":false}`,
	`{"a":-0.5e+10}`, `{"a":01}`, `{"a":1.}`, `{"a":.5}`, `{"a":1e}`, `{"a":tru}`, `{"a":nulll}`,
	`{"a":"\u00e9\ud83d\ude00\ud800x\udc00"}`, `{"a":"\x"}`, `{"a":"\'"}`, "{\"a\":\"\x01\"}",
	"{\"a\":\"\xff\xed\xa0\x80ok\"}", `{"a\u005fb":1}`, `{"a":1,}`, `{,}`, `{"a" 1}`, `[1]`, `"s"`, `1`,
	`{"a":1}{}`, `{"a":1} x`, `{"a":[1,]}`, `{"a":[]}`, `{"tool_input":{"command":"ls"}}`, ``, `  `,
	`{"a":"\/\b\f\n\r\t\\\""}`, `{"a":"\u12"}`, `{"a":"\uD83D\u0041"}`, `{"a":1`, `{"a":"x`, "\t{\"a\" :\n[ ] }\r\n",
}

func TestMembersAsEncodingJSON(t *testing.T) {
	for _, c := range cases {
		check(t, []byte(c))
	}
}

func TestCheck(t *testing.T) {
	tests := []struct {
		in   string
		end  int
		want error
	}{
		{`{"a":1} {`, 7, nil},
		{`{"a":1`, 0, ErrIncomplete},
		{`{"a":"\u00`, 0, ErrIncomplete},
		{`  `, 0, ErrIncomplete},
		{`[1]`, 0, ErrNotObject},
		{`1 `, 0, ErrNotObject},
		{`1`, 0, ErrIncomplete},
		{`[1`, 0, ErrIncomplete},
		{`{"a":x}`, 0, &SyntaxError{}},
		{`[x]`, 0, &SyntaxError{}},
	}
	for _, tt := range tests {
		end, err := Check([]byte(tt.in))
		var se *SyntaxError
		switch {
		case tt.want == nil && (err != nil || end != tt.end):
			t.Errorf("Check(%q) = %d, %v; want %d", tt.in, end, err, tt.end)
		case tt.want == ErrIncomplete || tt.want == ErrNotObject:
			if err != tt.want {
				t.Errorf("Check(%q) = %v; want %v", tt.in, err, tt.want)
			}
		case tt.want != nil && tt.want != ErrIncomplete && tt.want != ErrNotObject && !errors.As(err, &se):
			t.Errorf("Check(%q) = %v; want a syntax error", tt.in, err)
		}
	}
}

func TestDeepNesting(t *testing.T) {
	for _, n := range []int{9999, 10000, 10001} {
		in := append(append([]byte(`{"a":`), bytes.Repeat([]byte("["), n-1)...), bytes.Repeat([]byte("]"), n-1)...)
		in = append(in, '}')
		check(t, in)
	}
}

func FuzzAsEncodingJSON(f *testing.F) {
	for _, c := range cases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		check(t, data)
		// Check on every prefix of a valid object says incomplete.
		if _, ok := asJSON(data); ok {
			end, err := Check(data)
			if err != nil {
				t.Fatalf("%q: Check: %v", data, err)
			}
			for i := range end {
				if _, err := Check(data[:i]); err != ErrIncomplete {
					t.Fatalf("%q: Check of its first %d bytes: %v, want incomplete", data, i, err)
				}
			}
		}
	})
}
