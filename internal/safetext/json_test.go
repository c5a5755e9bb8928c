package safetext

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestEscapeJSON: what encoding/json leaves as it is and a terminal would
// obey or hide is spelled as a \u escape; the rest, indentation included,
// is untouched, and the JSON reads back as the same value.
func TestEscapeJSON(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"plain", "ls -la ~/src", `"ls -la ~/src"`},
		{"cjk and emoji", "echo 中文 🐛", `"echo 中文 🐛"`},
		{"bidi override", "a\u202eb", `"a\u202eb"`},
		{"isolates", "\u2066x\u2069", `"\u2066x\u2069"`},
		{"zero width", "a\u200bb\u200dc", `"a\u200bb\u200dc"`},
		{"del and c1", "\x7f\u0085\u009b", `"\u007f\u0085\u009b"`},
		{"line separators", "a\u2028b\u2029", `"a\u2028b\u2029"`},
		{"tag characters", "x\U000e0041", `"x\udb40\udc41"`},
		{"marks past two", "é\u0301\u0316\u0330\u0301", "\"é\u0301\u0316" + `\u0330\u0301"`},
		{"two marks", "ё\u0323\u0302t", "\"ё\u0323\u0302t\""},
		{"mark on an ascii letter", "cl\u0307aude", `"cl\u0307aude"`},
		{"marks on an ascii letter", "Vie\u0323\u0302t", `"Vie\u0323\u0302t"`},
		{"mark opening a string", "\u0301x", `"\u0301x"`},
		{"mark on an escape", "a\u202e\u0301", `"a\u202e\u0301"`},
		{"precomposed", "claud\u00e9", "\"claud\u00e9\""},
		{"escape", "\x1b[2J", `"\u001b[2J"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := json.Marshal(c.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(EscapeJSON(b)); got != c.want {
				t.Errorf("EscapeJSON(%s)\n got %s\nwant %s", b, got, c.want)
			}
		})
	}
	indented, _ := json.MarshalIndent(map[string]string{"c": "x"}, "", "  ")
	if got := EscapeJSON(indented); string(got) != string(indented) {
		t.Errorf("EscapeJSON changed %q to %q", indented, got)
	}
}

// FuzzEscapeJSON: for any text, the escaped JSON is valid, reads back as
// the same value as encoding/json's own, and holds nothing Escape would
// not show as it is, nor more than two marks in a row.
func FuzzEscapeJSON(f *testing.F) {
	for _, s := range []string{"", "a\u202eb", "e\u0301\u0301\u0301", "\x7f\u0085", "\xff\xfe", "\U000e0041\u2028"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := json.Marshal(map[string]string{"k": s})
		if err != nil {
			t.Skip()
		}
		out := EscapeJSON(b)
		var back, want map[string]string
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("EscapeJSON(%q) = %q is not JSON: %v", b, out, err)
		}
		_ = json.Unmarshal(b, &want)
		if back["k"] != want["k"] {
			t.Fatalf("EscapeJSON(%q) = %q reads back as %q, want %q", b, out, back["k"], want["k"])
		}
		marks := 0
		for _, r := range string(out) {
			if isMark(r) {
				marks++
			} else {
				marks = 0
			}
			if MustEscapeRune(r) || marks > maxMarks || r == utf8.RuneError && !strings.Contains(s, "\ufffd") && utf8.ValidString(s) {
				t.Fatalf("EscapeJSON(%q) = %q shows %U as it is", b, out, r)
			}
		}
	})
}
