package hookcall

import (
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
)

// TestClaudeKeys: decodeCall's list of ClaudeInput's keys is its fields'.
func TestClaudeKeys(t *testing.T) {
	if got := jsonNames(&ClaudeInput{}); !slices.Equal(got, claudeKeys) {
		t.Fatalf("ClaudeInput's json names are %q, claudeKeys %q", got, claudeKeys)
	}
}

// viaReflection reads a call as ReadOneCall did before decodeCall:
// json.Unmarshal into ClaudeInput, then the keys in another case refused.
func viaReflection(raw []byte) (*ClaudeInput, error) {
	var in ClaudeInput
	if err := json.Unmarshal(raw, &in); err != nil {
		return nil, err
	}
	var keys map[string]json.RawMessage
	if json.Unmarshal(raw, &keys) == nil {
		for k := range keys {
			if err := caseTwin(k, claudeKeys); err != nil {
				return nil, err
			}
		}
	}
	return &in, nil
}

// sameCall compares two reads of a call, tool_input as JSON values.
func sameCall(a, b *ClaudeInput) bool {
	x, y := *a, *b
	if !bytes.Equal(bytes.TrimSpace(x.ToolInput), bytes.TrimSpace(y.ToolInput)) {
		return false
	}
	x.ToolInput, y.ToolInput = nil, nil
	return reflect.DeepEqual(x, y)
}

var callCases = []string{
	`{"session_id":"s","cwd":"/w","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"},"tool_use_id":"t"}`,
	`{"tool_name":"Bash","tool_name":"Read"}`, `{"tool_name":null}`, `{"tool_name":"a","tool_name":null}`, `{"tool_name":5}`,
	`{"Tool_Name":"Bash"}`, `{"TOOL_INPUT":{}}`, `{"event":"PreToolUse"}`, `{"event":null}`, `{"event":"x","event":null}`, `{"event":1}`,
	`{"tool_input":null}`, `{"tool_input":[1, 2]}`, `{"tool_input":"ls"}`, `{"tool\u005fname":"Bash"}`, `{"tool_name":"B\u0061sh\ud800"}`,
	`{"to\u212Al_name":"x"}`, `{"seſſion_id":"x"}`, `{"other":{"Tool_Name":1}}`, `{}`,
}

// FuzzDecodeCallAsJSON: decodeCall reads every object as encoding/json
// with exactKeys read it: the same call, or an error for both.
func FuzzDecodeCallAsJSON(f *testing.F) {
	for _, c := range callCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		raw, err := ReadObject(bytes.NewReader(data), "test")
		if err != nil {
			return
		}
		got, gotErr := decodeCall(raw)
		want, wantErr := viaReflection(raw)
		switch {
		case (gotErr == nil) != (wantErr == nil):
			t.Fatalf("%q: decodeCall: %v; encoding/json: %v", raw, gotErr, wantErr)
		case gotErr == nil && !sameCall(got, want):
			t.Fatalf("%q: decodeCall read %+v, encoding/json %+v", raw, got, want)
		}
	})
}

func TestDecodeCallAsJSON(t *testing.T) {
	for _, c := range callCases {
		got, gotErr := decodeCall([]byte(c))
		want, wantErr := viaReflection([]byte(c))
		if (gotErr == nil) != (wantErr == nil) || gotErr == nil && !sameCall(got, want) {
			t.Errorf("%s: decodeCall %+v, %v; encoding/json %+v, %v", c, got, gotErr, want, wantErr)
		}
	}
}

// TestReadObject: the object is read as it comes, byte by byte or whole,
// and what is not one object is refused.
func TestReadObject(t *testing.T) {
	tests := []struct {
		in, want, err string
		whole         bool // only when the object and what follows are read at once
	}{
		{in: `{"a":1}`, want: `{"a":1}`},
		{in: `null`, want: `{}`},
		{in: `null x`, err: "more than one", whole: true},
		{in: " {\"a\":[1,{}]}\n\t", want: `{"a":[1,{}]}`},
		{in: `{"a":1} {}`, err: "more than one", whole: true},
		{in: `{"a":1} x`, err: "more than one", whole: true},
		{in: ``, err: "empty"},
		{in: "  \n", err: "empty"},
		{in: `{"a":`, err: "unexpected EOF"},
		{in: `[1]`, err: "not a JSON object"},
		{in: `nul`, err: "not a JSON object"},
		{in: `true`, err: "not a JSON object"},
		{in: `{"a":x}`, err: "not a JSON object"},
		{in: `{"a":"` + strings.Repeat("x", MaxHookInput) + `"}`, err: "longer than"},
		{in: `{"a":"` + strings.Repeat("x", 100<<10) + `"}`, want: `{"a":"` + strings.Repeat("x", 100<<10) + `"}`},
	}
	for _, tt := range tests {
		readers := []io.Reader{strings.NewReader(tt.in), iotest.DataErrReader(strings.NewReader(tt.in))}
		if !tt.whole {
			readers = append(readers, iotest.OneByteReader(strings.NewReader(tt.in)))
		}
		for _, r := range readers {
			got, err := ReadObject(r, "test")
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("ReadObject(%.40q) = %v, want an error saying %q", tt.in, err, tt.err)
				}
				continue
			}
			if err != nil || string(got) != tt.want {
				t.Errorf("ReadObject(%.40q) = %.40q, %v; want %.40q", tt.in, got, err, tt.want)
			}
		}
	}
}

// TestReadObjectRefusesEarly: text that is not JSON is refused as soon
// as it is read, though the harness keeps the input open.
func TestReadObjectRefusesEarly(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	go func() { _, _ = pw.Write([]byte(`{"tool_name": Bash`)) }()
	if _, err := ReadObject(pr, "test"); err == nil || !strings.Contains(err.Error(), "not a JSON object") {
		t.Fatalf("ReadObject = %v, want it refused before the input ends", err)
	}
}
