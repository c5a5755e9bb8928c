package acpproxy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// MaxMessage caps one message (one line) the relay reads. ACP carries
// whole files in prompts and diffs, so it is generous; a longer line is
// dropped, and the relay goes on.
const MaxMessage = 64 << 20

// Message is one JSON-RPC message as the relay routes it. Only the
// envelope is read; Line is what is relayed, as it came.
type Message struct {
	// Line is the message as it came, without its newline.
	Line []byte
	// ID is the id as it came (a number, a string or null); nil when the
	// message has none (a notification).
	ID json.RawMessage
	// Method is a request's or a notification's method.
	Method string
	// Params, Result and Error are as they came; nil when absent.
	Params, Result, Error json.RawMessage
}

// IsRequest reports whether m is a request: a method and an id.
func (m *Message) IsRequest() bool { return m.Method != "" && m.ID != nil }

// IsNotification reports whether m is a notification: a method, no id.
func (m *Message) IsNotification() bool { return m.Method != "" && m.ID == nil }

// IsResponse reports whether m is a response: an id, no method.
func (m *Message) IsResponse() bool { return m.Method == "" && m.ID != nil }

// Decode reads one line as a JSON-RPC message: one JSON object (nothing
// after it but white space) in valid UTF-8, no key twice (a reader that
// keeps the first would see another message than one that keeps the
// last), a method that is a non-empty string, an id that is a number, a
// string or null, and either a method, or an id with a result or an
// error. Anything else is an error that says what is wrong.
func Decode(line []byte) (*Message, error) {
	if len(line) > MaxMessage {
		return nil, fmt.Errorf("the message is longer than %d bytes", MaxMessage)
	}
	if !utf8.Valid(line) {
		return nil, errors.New("the message is not valid UTF-8")
	}
	fields, err := object(line, "the message")
	if err != nil {
		return nil, err
	}
	m := &Message{Line: line, ID: fields["id"], Params: fields["params"], Result: fields["result"], Error: fields["error"]}
	if raw, ok := fields["method"]; ok {
		if err := json.Unmarshal(raw, &m.Method); err != nil || m.Method == "" {
			return nil, errors.New("the message's method is not a non-empty string")
		}
	}
	if m.ID != nil && !validID(m.ID) {
		return nil, errors.New("the message's id is not a number, a string or null")
	}
	switch {
	case m.Method != "" && (m.Result != nil || m.Error != nil):
		return nil, errors.New("the message has a method and a result or an error")
	case m.Method == "" && m.ID == nil:
		return nil, errors.New("the message has neither a method nor an id")
	case m.Method == "" && (m.Result == nil) == (m.Error == nil):
		return nil, errors.New("the response has not exactly one of a result and an error")
	}
	return m, nil
}

// object reads raw as one JSON object, its keys unique, into its members
// as they came; what names it for the errors.
func object(raw []byte, what string) (map[string]json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	tok, err := dec.Token()
	if err != nil {
		return nil, fmt.Errorf("%s is not JSON: %w", what, err)
	}
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New(what + " is not a JSON object")
	}
	fields := map[string]json.RawMessage{}
	folded := map[string]string{} // jsonFold(key) → key (fold.go)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("%s is not JSON: %w", what, err)
		}
		key := tok.(string) // an object's member names are strings
		if _, dup := fields[key]; dup {
			return nil, fmt.Errorf("%s has the key %q twice", what, key)
		}
		if other, dup := folded[jsonFold(key)]; dup {
			return nil, fmt.Errorf("%s has the keys %q and %q, which a Go peer reads as one", what, other, key)
		}
		folded[jsonFold(key)] = key
		if k, known := readKey(jsonFold(key)); known && k != key {
			return nil, fmt.Errorf("%s has the key %q, another case of %s, which a Go peer reads as %s", what, key, k, k)
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("%s is not JSON: %w", what, err)
		}
		fields[key] = v
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("%s is not JSON: %w", what, err)
	}
	if rest := raw[dec.InputOffset():]; len(bytes.TrimSpace(rest)) > 0 {
		return nil, errors.New(what + " is followed by more JSON")
	}
	return fields, nil
}

// validID reports whether raw is a JSON-RPC id: a number, a string or
// null (json.RawMessage holds one valid JSON value).
func validID(raw json.RawMessage) bool {
	switch c := raw[0]; {
	case c == '"', c == '-', c >= '0' && c <= '9':
		return true
	case c == 'n':
		return string(raw) == "null"
	}
	return false
}

// idKey names an id for matching a response to its request: the peer
// may write the id another way (1.0 for 1, escapes in a string).
func idKey(raw json.RawMessage) string {
	if len(raw) == 0 {
		return ""
	}
	switch raw[0] {
	case '"':
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return "s:" + s
		}
	case 'n':
		return "null"
	default:
		// An integer as written (JSON has no leading zeros): past 2^53
		// two integers would read as one float64.
		if integerText(raw) {
			return "n:" + string(raw)
		}
		if f, err := strconv.ParseFloat(string(raw), 64); err == nil {
			return "n:" + strconv.FormatFloat(f, 'g', -1, 64)
		}
	}
	return "raw:" + string(raw)
}

// integerText reports whether raw is written as an integer: an optional
// minus, then digits only.
func integerText(raw []byte) bool {
	digits := bytes.TrimPrefix(raw, []byte("-"))
	if len(digits) == 0 {
		return false
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
