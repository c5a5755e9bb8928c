package store

import (
	"encoding/json"
	"testing"
	"time"
)

// FuzzAskJSON checks that any command and working directory, valid UTF-8
// or not, survive the stored encoding byte for byte.
func FuzzAskJSON(f *testing.F) {
	for _, seed := range [][2]string{
		{"rm -rf ~", "/home/op"},
		{"printf '\xff'", "/tmp/\xe9"},
		{"echo \u2028 <b> && \x1b]0;x\x07", ""},
		{"", "\x00"},
	} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, command, cwd string) {
		in := Ask{ID: FormatAskID(1), Command: command, Cwd: cwd, State: StatePending,
			Created: time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)}
		data, err := encode(in)
		if err != nil {
			t.Fatal(err)
		}
		var out Ask
		if err := json.Unmarshal(data, &out); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
		if out.Command != command || out.Cwd != cwd {
			t.Fatalf("got %q in %q, want %q in %q", out.Command, out.Cwd, command, cwd)
		}
	})
}

// FuzzParseAskID checks that a parsed ID formats back to itself and that
// its number reads back the same.
func FuzzParseAskID(f *testing.F) {
	for _, seed := range []string{"42", "0000000042", "0", "-1", "+7", "x", "18446744073709551615"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, s string) {
		id, err := ParseAskID(s)
		if err != nil {
			return
		}
		again, err := ParseAskID(id)
		if err != nil || again != id || len(id) < AskIDWidth {
			t.Fatalf("ParseAskID(%q) = %q, then %q, %v", s, id, again, err)
		}
	})
}
