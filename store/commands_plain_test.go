package store

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// refOutCases are objects refOut is given: evaluation records with a
// long command among other fields, keys that sort differently as written
// and as read (a space or "!" sorts before the closing quote), keys that
// are not plain, values with strings holding brackets, quotes, escapes,
// <, >, & and U+2028, keys twice, and what refOut keeps as it is.
func refOutCases() []string {
	long, _ := json.Marshal(longCommand("rm -rf ~; ", 10<<10, " end"))
	cmd := string(long)
	pad := strings.Repeat("p", 5000)
	return []string{
		`{"command":` + cmd + `,"report":{"parts":[1,2,3]},"agent":"claude"}`,
		`{"agent":"claude","command":` + cmd + `}`,
		`{"zz":1,"command":` + cmd + `,"a":[{"x":"}]\"{["},[],{}],"b":null,"c":true,"d":-1.5e3}`,
		`{"a b":1,"a":2,"a!":3,"command":` + cmd + `,"command_rf":4,"command_req":5}`,
		`{"command":` + cmd + `,"html":"<b>&amp;</b>","sep":"a\u2028b` + "\u2029" + `c","s":"\\\\","t":"\\\""}`,
		`{"command":"<&>` + pad + `","x":"` + pad + `"}`,
		`{"command":"\u003c\"x\" \u0026\u0026 ` + pad + `"}`,
		`{"command":"` + "\xff" + pad + `"}`,
		`{"command":` + cmd + `,"k\u00e9":1}`,
		`{"command":` + cmd + `,"k\\"":1}`,
		`{"command":` + cmd + `,"<k>":1}`,
		`{"command":` + cmd + `,"command_ref":{"sha256":"x","bytes":1}}`,
		`{"command":` + cmd + `,"command_ref":null}`,
		`{"command":` + cmd + `,"command_ref":7}`,
		`{"command":` + cmd + `,"COMMAND_REF":{"sha256":"x"}}`,
		`{"Command":` + cmd + `}`,
		`{"command":"ls","command":` + cmd + `}`,
		`{"command":` + cmd + `,"command":"ls"}`,
		`{"x":1,"x":2,"command":` + cmd + `}`,
		`{"command":"ls","pad":"` + pad + `"}`,
		`{"command":null,"pad":"` + pad + `"}`,
		`{"command":3,"pad":"` + pad + `"}`,
		`{"pad":"` + pad + `"}`,
		`["` + pad + `"]`,
		`{"pad":"` + pad + `"} x`,
		`{"pad":"` + pad + `"}}`,
		`{"command":` + cmd + `, "pad":1}`,
	}
}

// TestRefOutPlainAsDecoded: refOut, which splits an object of plain keys
// into its members without decoding them (fx46p), returns byte for byte
// what decoding the object into its fields returned (refOutDecoded), and
// takes the long command out where it did. Without the sort by the keys
// as read (not as written), "a b" and "a!" came after "a".
func TestRefOutPlainAsDecoded(t *testing.T) {
	s := openTestStore(t)
	for _, data := range refOutCases() {
		mustUpdate(t, s, func(tx *Tx) error {
			got, err := tx.refOut(json.RawMessage(data))
			if err != nil {
				return err
			}
			want, err := tx.refOutDecoded(json.RawMessage(data))
			if err != nil {
				return err
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%.60s…: refOut\n%.300s\nwant\n%.300s", data, got, want)
			}
			return nil
		})
	}
}

// TestPlainMembers: an object is split into its members as written, and
// what is not one compact object of plain keys is left to decoding.
func TestPlainMembers(t *testing.T) {
	tests := []struct {
		obj  string
		want []string // key, value, key, value …; nil: not split
	}{
		{`{}`, []string{}},
		{`{"a":1}`, []string{`"a"`, `1`}},
		{`{"a":"x\"}","b":[{"c":"]"},2],"d":{}}`, []string{`"a"`, `"x\"}"`, `"b"`, `[{"c":"]"},2]`, `"d"`, `{}`}},
		{`{"a":"\\\\"}`, []string{`"a"`, `"\\\\"`}},
		{`{"a b!":null}`, []string{`"a b!"`, `null`}},
		{`{"a\"":1}`, nil},
		{`{"<":1}`, nil},
		{`{"é":1}`, nil},
		{`{ "a":1}`, nil},
		{`{"a":1} `, nil},
		{`{"a":1}}`, nil},
		{`{"a":1,}`, nil},
		{`{"a":"x}`, nil},
		{`{"a":[1}`, nil},
		{`{"a"}`, nil},
		{`{`, nil},
		{`[1]`, nil},
	}
	for _, tt := range tests {
		members, ok := plainMembers([]byte(tt.obj))
		if ok != (tt.want != nil) {
			t.Errorf("%s: split %v, want %v", tt.obj, ok, tt.want != nil)
			continue
		}
		got := []string{}
		for _, m := range members {
			got = append(got, string(m.key), string(m.value))
		}
		if ok && strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%s: %q, want %q", tt.obj, got, tt.want)
		}
	}
}

// FuzzRefOutPlain checks refOut against refOutDecoded on any compact
// JSON object grown past the length refOut looks at (refOut is given
// compact JSON: compactJSON's output), with a long command added.
func FuzzRefOutPlain(f *testing.F) {
	for _, seed := range refOutCases() {
		f.Add(seed[:min(len(seed), 200)], true)
	}
	f.Add(`{"a b":"<\u2028>","a":{"z":[1,"\\"]}}`, false)
	s := openTestStore(f)
	long, _ := json.Marshal(longCommand("x", CommandRefBytes+10, "y"))
	f.Fuzz(func(t *testing.T, obj string, withCommand bool) {
		var buf bytes.Buffer
		if json.Compact(&buf, []byte(obj)) != nil || !bytes.HasPrefix(buf.Bytes(), []byte("{")) {
			return
		}
		var parts [][]byte
		if withCommand {
			parts = append(parts, append([]byte(`"command":`), long...))
		}
		if buf.Len() <= CommandRefBytes {
			parts = append(parts, []byte(`"pad":"`+strings.Repeat("p", CommandRefBytes)+`"`))
		}
		if members := buf.Bytes()[1 : buf.Len()-1]; len(members) > 0 {
			parts = append(parts, members)
		}
		data := append(append([]byte("{"), bytes.Join(parts, []byte(","))...), '}')
		mustUpdate(t, s, func(tx *Tx) error {
			got, err := tx.refOut(data)
			if err != nil {
				return err
			}
			want, err := tx.refOutDecoded(data)
			if err != nil {
				return err
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%.100s…: refOut\n%.300s\nwant\n%.300s", data, got, want)
			}
			return nil
		})
	})
}

// FuzzPlainString checks that a JSON string taken as written reads back
// so: what plainString takes is what decoding gives.
func FuzzPlainString(f *testing.F) {
	for _, seed := range []string{`"ls -l"`, `"a\"b"`, `"\u00e9"`, `"é"`, "\"\xff\"", `"<&>"`, `"a` + "\t" + `"`, `""`, `"`} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, v string) {
		got, ok := plainString([]byte(v))
		if !ok {
			return
		}
		var want string
		if err := json.Unmarshal([]byte(v), &want); err != nil || got != want {
			t.Fatalf("%q: plain %q, decoded %q (%v)", v, got, want, err)
		}
	})
}
