package acpproxy

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"
)

// TestParseJSONC: comments go, strings that look like comments stay.
func TestParseJSONC(t *testing.T) {
	for _, tt := range []struct {
		in      string
		want    map[string]any
		wantErr bool
	}{
		{in: "", want: map[string]any{}},
		{in: "{\n // a\n \"a\": 1 /* b */\n}", want: map[string]any{"a": 1.0}},
		{in: `{"u":"http://x/*y*/"}`, want: map[string]any{"u": "http://x/*y*/"}},
		{in: `{"q":"a\"//b"}`, want: map[string]any{"q": `a"//b`}},
		{in: `{"a":1 /* open`, wantErr: true},
		{in: `{"a":`, wantErr: true},
	} {
		got, err := parseJSONC([]byte(tt.in))
		if (err != nil) != tt.wantErr || !tt.wantErr && !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseJSONC(%q) = %v, %v; want %v (error %v)", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

// FuzzParseJSONC: it never panics, and reads text without a slash as
// encoding/json does.
func FuzzParseJSONC(f *testing.F) {
	for _, s := range []string{`{"a":1}`, "{//x\n}", `{"a":"/*"}`, `/**/{}`, `{"a":[1,2]}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := parseJSONC([]byte(s))
		if bytes.ContainsRune([]byte(s), '/') || len(bytes.TrimSpace([]byte(s))) == 0 {
			return
		}
		var want map[string]any
		wantErr := json.Unmarshal(bytes.TrimSpace([]byte(s)), &want)
		if (err == nil) != (wantErr == nil) || err == nil && !reflect.DeepEqual(got, want) {
			t.Errorf("parseJSONC(%q) = %v, %v; encoding/json %v, %v", s, got, err, want, wantErr)
		}
	})
}
