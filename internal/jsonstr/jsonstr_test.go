package jsonstr

import (
	"bytes"
	"encoding/json"
	"testing"
)

// encodingJSON is what encoding/json writes for s.
func encodingJSON(t testing.TB, s string, escapeHTML bool) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(escapeHTML)
	if err := enc.Encode(s); err != nil {
		t.Fatal(err)
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

var samples = []string{
	"", "plain", `"quoted" and \back\slashed`, "<a href='x'>&amp;</a>",
	"\x00\x01\x07\b\t\n\v\f\r\x1b\x1f\x7f", "é ü 日本 🙂", "\u2028line\u2029para",
	"bad \xff\xfe utf-8 \xc3", "\xe2\x80", "ozdesk: allow: no rule matched; the fallback allows",
}

// TestAppend holds Append to encoding/json's own strings, with and
// without HTML escaping.
func TestAppend(t *testing.T) {
	for _, s := range samples {
		for _, html := range []bool{false, true} {
			if got, want := Append(nil, s, html), encodingJSON(t, s, html); !bytes.Equal(got, want) {
				t.Errorf("Append(%q, %v) = %s, want %s", s, html, got, want)
			}
		}
	}
	if got := Append([]byte("x:"), "y", false); string(got) != `x:"y"` {
		t.Errorf("Append to a prefix = %s", got)
	}
}

func FuzzAppend(f *testing.F) {
	for _, s := range samples {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, s string, html bool) {
		if got, want := Append(nil, s, html), encodingJSON(t, s, html); !bytes.Equal(got, want) {
			t.Errorf("Append(%q, %v) = %s, want %s", s, html, got, want)
		}
	})
}
