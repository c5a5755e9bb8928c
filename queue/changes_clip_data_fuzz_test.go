package queue

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzShrinkData: whatever an audit entry's payload holds, the change
// feed's copy of it (shrinkData) is valid JSON of at most the budget; a
// payload within the budget is left as it is; a payload cut whole says
// its length. Fed as raw bytes, and as an entry made big by padded
// fields (as rt42k F1's 12 kB agent names, jobs and directories made
// them): then the cut keeps the outcome, the rule and the ask whole,
// unless it was cut whole, which a payload of a few long fields never
// is.
func FuzzShrinkData(f *testing.F) {
	f.Add([]byte(`{"outcome":"refuse","rule":"r1","agent":"q"}`), "refuse", "r1", "0000000001", "q", uint16(12_000), uint8(1), uint8(0))
	f.Add([]byte(`{"clipped_bytes":12271}`), "ask", "cmd.delete-home", "0000000002", "y", uint16(12_000), uint8(3), uint8(4))
	f.Add([]byte(`[1,2,3]`), "allow", "", "", "é", uint16(9_000), uint8(8), uint8(40))
	f.Add([]byte(`{"a":"\xff\xfe"}`), "deny", "must-ask", "0000000003", "日本", uint16(5_000), uint8(2), uint8(200))
	f.Add([]byte(`not json`), "", "", "", "\u2028", uint16(0), uint8(0), uint8(0))
	f.Fuzz(func(t *testing.T, raw []byte, outcome, rule, ask, pad string, n uint16, fields, parts uint8) {
		const budget = ChangesEntryBytes
		checkShrunk(t, raw, budget)

		rec := map[string]any{"outcome": outcome, "rule": rule, "ask": ask, "kind": "evaluate"}
		k := int(fields % 9) // a few long fields: never cut whole
		for i := range k {
			rec[fmt.Sprintf("field%d", i)] = strings.Repeat(pad, int(n)%16_000/max(len(pad), 1)+1)
		}
		report := make([]any, int(parts))
		for i := range report {
			report[i] = map[string]any{"rule": rule, "text": strings.Repeat(pad, 40)}
		}
		rec["report"] = report
		data, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		out := checkShrunk(t, data, budget)
		if len(data) <= budget {
			return
		}
		if _, whole := clippedWhole(out); whole {
			t.Fatalf("a payload of %d long fields (%d bytes) was cut whole", k, len(data))
		}
		var got map[string]any
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatal(err)
		}
		// the small fields come back as encoding/json reads them
		var want map[string]any
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"outcome", "rule", "ask", "kind"} {
			if w := want[key].(string); len(w) <= 48 && got[key] != w {
				t.Fatalf("%s %q came back %q", key, w, got[key])
			}
		}
	})
}

// checkShrunk checks shrinkData's copy of data under budget and returns it.
func checkShrunk(t *testing.T, data []byte, budget int) json.RawMessage {
	t.Helper()
	out := shrinkData(data, budget)
	if len(data) <= budget {
		if string(out) != string(data) {
			t.Fatalf("a payload within the budget was changed: %q -> %q", data, out)
		}
		return out
	}
	if len(out) > budget {
		t.Fatalf("%d bytes cut to %d, over the budget of %d", len(data), len(out), budget)
	}
	if !json.Valid(out) {
		t.Fatalf("%d bytes cut to invalid JSON: %q", len(data), out)
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(out, &m); err != nil {
		t.Fatalf("the cut is no object: %q", out)
	}
	var n int
	if err := json.Unmarshal(m[ClippedDataKey], &n); err != nil || n != len(data) {
		t.Fatalf("the cut says %s bytes, the payload holds %d", m[ClippedDataKey], len(data))
	}
	return out
}

// FuzzShrinkString: a string cut to head and tail keeps its head and
// tail as they are, valid UTF-8 stays so, and the cut is bounded by max
// and the words saying how much is left out; a string within max is
// left whole.
func FuzzShrinkString(f *testing.F) {
	f.Add(strings.Repeat("q", 12_000), 512)
	f.Add("rm -rf ~/.ssh; echo "+strings.Repeat("z", 3000), 48)
	f.Add(strings.Repeat("日本語", 100), 64)
	f.Add("short", 160)
	f.Add("\xff\xfe\xfd", 1)
	f.Fuzz(func(t *testing.T, s string, limit int) {
		limit = limit%4096 + 1
		if limit < 1 {
			limit += 4096
		}
		out := shrinkString(s, limit)
		if len(s) <= limit {
			if out != s {
				t.Fatalf("%q within %d cut to %q", s, limit, out)
			}
			return
		}
		if !cutAsSaid(s, out, limit) {
			t.Fatalf("%q (max %d) cut to %q", s, limit, out)
		}
		if utf8.ValidString(s) && !utf8.ValidString(out) {
			t.Fatalf("valid %q cut to invalid %q", s, out)
		}
	})
}

// cutAsSaid reports whether out is s's head, "… N bytes not shown …"
// and s's tail, head and tail together at most limit bytes and N the
// bytes between them. The head may hold the mark's words itself: every
// place they start is tried.
func cutAsSaid(s, out string, limit int) bool {
	for i := 0; i < len(out); i++ {
		j := strings.Index(out[i:], "… ")
		if j < 0 {
			return false
		}
		i += j
		head := out[:i]
		var n int
		if _, err := fmt.Sscanf(out[i:], "… %d bytes not shown …", &n); err != nil {
			continue
		}
		mark := fmt.Sprintf("… %d bytes not shown …", n)
		if !strings.HasPrefix(out[i:], mark) {
			continue
		}
		tail := out[i+len(mark):]
		if strings.HasPrefix(s, head) && strings.HasSuffix(s, tail) && len(head)+len(tail) <= limit &&
			n == len(s)-len(head)-len(tail) {
			return true
		}
	}
	return false
}
