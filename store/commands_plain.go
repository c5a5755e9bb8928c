package store

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// A hook's evaluation record is some 300 KB of JSON for a 64 KiB command
// of 999 parts (its report gives each part), and [Tx.refOut] decoding it
// into a map of its fields and encoding that map again, each a pass of
// encoding/json's scanner over the whole record, was a fifth of the
// hook's CPU for such a command (fx46p). Every record's keys are plain
// words, so refOut splits the object into its members by their brackets
// and quotes alone, and writes the map's encoding itself.

// jsonMember is one member of a JSON object: its key as written, quotes
// included, and its value, both spans of the object's text.
type jsonMember struct{ key, value []byte }

// name is the member's key as it reads back: a plain key (see
// [plainKey]) is the text between its quotes.
func (m jsonMember) name() []byte { return m.key[1 : len(m.key)-1] }

// plainMembers splits obj, one compact JSON object, into its members in
// order, when every key is plain ([plainKey]). It reports false for
// anything else it meets (a key that is not plain, whitespace, text
// after the object): [Tx.refOut] then decodes the object. It does not
// check what it skips (the values): obj is valid JSON.
func plainMembers(obj []byte) ([]jsonMember, bool) {
	if len(obj) < 2 || obj[0] != '{' {
		return nil, false
	}
	if len(obj) == 2 {
		return nil, obj[1] == '}'
	}
	var members []jsonMember
	for i := 1; ; {
		if obj[i] != '"' {
			return nil, false
		}
		end := skipJSONString(obj, i)
		if end < 0 || end >= len(obj) || obj[end] != ':' || !plainKey(obj[i+1:end-1]) {
			return nil, false
		}
		key := obj[i:end]
		i = end + 1
		if i >= len(obj) {
			return nil, false
		}
		end = skipJSONValue(obj, i)
		if end <= i || end >= len(obj) {
			return nil, false
		}
		members = append(members, jsonMember{key: key, value: obj[i:end]})
		switch obj[end] {
		case ',':
			i = end + 1
			if i >= len(obj) {
				return nil, false
			}
		case '}':
			return members, end == len(obj)-1
		default:
			return nil, false
		}
	}
}

// plainKey reports whether an object's key, as written between its
// quotes, is printable ASCII that JSON writes as it is (no escapes, no
// characters that encoding/json escapes for HTML): such a key reads back
// as written, and encodes back as written.
func plainKey(k []byte) bool {
	for _, c := range k {
		if c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			return false
		}
	}
	return true
}

// skipJSONString returns the index just after the string that starts at
// b[i] (a quote), or -1 when it is not closed.
func skipJSONString(b []byte, i int) int {
	for j := i + 1; j < len(b); j++ {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			return -1
		}
		j += k
		escapes := 0
		for m := j - 1; m > i && b[m] == '\\'; m-- {
			escapes++
		}
		if escapes%2 == 0 {
			return j + 1
		}
	}
	return -1
}

// skipJSONValue returns the index just after the value that starts at
// b[i] in compact JSON, or -1 when it is not closed.
func skipJSONValue(b []byte, i int) int {
	switch b[i] {
	case '"':
		return skipJSONString(b, i)
	case '{', '[':
		depth := 0
		for j := i; j < len(b); j++ {
			switch b[j] {
			case '"':
				if j = skipJSONString(b, j); j < 0 {
					return -1
				}
				j-- // the loop steps past the closing quote
			case '{', '[':
				depth++
			case '}', ']':
				if depth--; depth == 0 {
					return j + 1
				}
			}
		}
		return -1
	default: // a number, true, false or null
		for j := i; j < len(b); j++ {
			if c := b[j]; c == ',' || c == '}' || c == ']' {
				return j
			}
		}
		return -1
	}
}

// refOutPlain is [Tx.refOut] of data split into its members (its keys
// plain): the outcome is [Tx.refOutDecoded]'s, byte for byte (what
// encoding/json writes for the map of its fields: keys in order, values
// compact with <, >, & and U+2028/9 escaped), without a pass of the
// scanner over the values. An object with a key twice, or one differing
// from "command" or "command_ref" by case only, is decoded as before.
func (tx *Tx) refOutPlain(data json.RawMessage, members []jsonMember) (json.RawMessage, error) {
	slices.SortStableFunc(members, func(a, b jsonMember) int { return bytes.Compare(a.name(), b.name()) })
	var command, commandRef []byte
	for i, m := range members {
		if i > 0 && bytes.Equal(m.key, members[i-1].key) {
			return tx.refOutDecoded(data) // the last one counts: as decoding does
		}
		switch k := string(m.name()); {
		case k == "command":
			command = m.value
		case k == "command_ref":
			commandRef = m.value
		case strings.EqualFold(k, "command") || strings.EqualFold(k, "command_ref"):
			return tx.refOutStruct(data)
		}
	}
	var c commandJSON
	if command == nil {
		return data, nil
	}
	if text, ok := plainString(command); ok {
		c.Command = &text
	} else if json.Unmarshal(command, &c.Command) != nil {
		return data, nil // as decoding into commandJSON would fail
	}
	if commandRef != nil && json.Unmarshal(commandRef, &c.CommandRef) != nil {
		return data, nil
	}
	if c.Command == nil || len(*c.Command) <= CommandRefBytes {
		return data, nil // not an object with a long command: kept as it is
	}
	ref, err := tx.PutCommand(*c.Command)
	if err != nil {
		return nil, err
	}
	refJSON, err := json.Marshal(ref)
	if err != nil {
		return nil, fmt.Errorf("refer to the command: %w", err)
	}
	out := bytes.NewBuffer(make([]byte, 0, len(data)))
	out.WriteByte('{')
	put := func(key string, value []byte) {
		if out.Len() > 1 {
			out.WriteByte(',')
		}
		out.WriteString(key)
		out.WriteByte(':')
		writeHTMLEscaped(out, value)
	}
	const refKey = `"command_ref"`
	for _, m := range members {
		switch k := string(m.name()); {
		case k == "command", k == "command_ref":
			continue
		case refJSON != nil && k > "command_ref":
			put(refKey, refJSON)
			refJSON = nil
		}
		put(string(m.key), m.value)
	}
	if refJSON != nil {
		put(refKey, refJSON)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// writeHTMLEscaped writes the compact JSON value v as encoding/json
// writes a raw value: with <, >, & and U+2028/9 escaped (a value with
// none of them is written as it is, without a pass of json.HTMLEscape).
func writeHTMLEscaped(out *bytes.Buffer, v []byte) {
	for _, c := range v {
		if c == '<' || c == '>' || c == '&' || c == 0xe2 {
			json.HTMLEscape(out, v)
			return
		}
	}
	out.Write(v)
}

// plainString is the text of the JSON string v (quotes included) when it
// has no escapes and is valid UTF-8: then it reads back as written, and
// is not decoded (a pass of the scanner over a 64 KiB command, and
// another to check it).
func plainString(v []byte) (string, bool) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", false
	}
	in := v[1 : len(v)-1]
	if bytes.IndexByte(in, '\\') >= 0 || bytes.IndexByte(in, '"') >= 0 || !utf8.Valid(in) {
		return "", false
	}
	for _, c := range in {
		if c < 0x20 {
			return "", false
		}
	}
	return string(in), true
}
