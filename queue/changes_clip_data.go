package queue

import (
	"bytes"
	"encoding/json"
	"fmt"
	"unicode/utf8"
)

// ClippedDataKey is the field a payload cut for the change feed gains
// (see [shrinkData]): how many bytes the whole payload holds. A payload
// that holds nothing else could not be cut to its small fields, and
// [Summarize] says so rather than read it as an empty record.
const ClippedDataKey = "clipped_bytes"

// shrinkSteps are the cuts shrinkData tries in turn, from the mildest: a
// string longer than str bytes keeps its head and tail, an array keeps
// its first arr elements (-1: all of them). A string of the payload's top
// level keeps at least topStr bytes, so that a long agent name does not
// cost the command its head. The last steps still keep strings of 48
// bytes, which hold every outcome, rule, ask ID, kind and time.
var shrinkSteps = [...]struct{ str, arr int }{
	{2048, -1}, {512, 64}, {160, 16}, {64, 4}, {48, 1}, {48, 0},
}

const topStr = 512

// shrinkData bounds an audit entry's payload for the change feed: a
// payload over max bytes keeps its small fixed fields (outcome, rule,
// ask, kind, state, who) whole, its long strings as head and tail with
// "… N bytes not shown …" between them, and the head of its long lists,
// and gains ClippedDataKey with the whole payload's length. An agent that
// pads its name or its directory to 12 kB must not make its refusal
// read as an allow (rt42k F1): a payload replaced whole by its length
// decoded as a record of zero values, and the zero outcome is allow.
// Only a payload that does not decode, or is still too long after every
// step, is replaced by {"clipped_bytes": N}.
func shrinkData(data json.RawMessage, max int) json.RawMessage {
	n := len(data)
	if n <= max {
		return data
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) == nil {
		if obj, ok := v.(map[string]any); ok {
			for _, step := range shrinkSteps {
				out := make(map[string]any, len(obj)+1)
				for k, x := range obj {
					out[k] = shrinkValue(x, step.str, step.arr, topStr)
				}
				out[ClippedDataKey] = n
				if b, err := json.Marshal(out); err == nil && len(b) <= max {
					return b
				}
			}
		}
	}
	b, _ := json.Marshal(map[string]int{ClippedDataKey: n})
	return b
}

// shrinkValue cuts v as one step of shrinkData says: strings over str
// bytes (or over floor, whichever is more), arrays over arr elements.
func shrinkValue(v any, str, arr, floor int) any {
	switch x := v.(type) {
	case string:
		return shrinkString(x, max(str, floor))
	case []any:
		if arr >= 0 && len(x) > arr {
			x = x[:arr]
		}
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = shrinkValue(e, str, arr, 0)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = shrinkValue(e, str, arr, 0)
		}
		return out
	}
	return v
}

// shrinkString keeps the head (three quarters) and the tail of a string
// over max bytes, on rune boundaries, and says how much it left out.
func shrinkString(s string, max int) string {
	if len(s) <= max {
		return s
	}
	head := s[:runeCut(s, max*3/4)]
	start := len(s) - max/4
	for start < len(s) && !utf8.RuneStart(s[start]) {
		start++
	}
	tail := s[start:]
	return fmt.Sprintf("%s… %d bytes not shown …%s", head, len(s)-len(head)-len(tail), tail)
}

// clippedWhole reports whether data is a payload the change feed could
// not cut to its small fields ({"clipped_bytes": N} and nothing else),
// and N. Read as a record it would say nothing, and an evaluation of
// zero values reads "allow by no rule".
func clippedWhole(data json.RawMessage) (n int, ok bool) {
	var m map[string]json.RawMessage
	if len(data) > 64 || json.Unmarshal(data, &m) != nil || len(m) != 1 {
		return 0, false
	}
	return n, json.Unmarshal(m[ClippedDataKey], &n) == nil && n > 0
}
