package queue

import (
	"encoding/json"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestAskEntryCarriesItsWord (issue 9 leftover): an "ask" entry carries
// where its deciding word stands in the command, and its summary says
// where that word stands in its text, so that the audit view marks it;
// an entry written before entries carried it (no "asked"), or whose word
// is not where it says, summarises as before, with none.
func TestAskEntryCarriesItsWord(t *testing.T) {
	s := newService(t)
	set := store.DefaultSettings()
	set.Fallback = store.OutcomeAsk
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	cmd := strings.Repeat("echo pad; ", 40) + "rm -rf ~/projects; echo done"
	if a := mustEvaluate(t, s, Request{Command: cmd, Agent: "bot", Cwd: "/tmp/w", Home: "/home/op"}); a.Ask == nil {
		t.Fatalf("not asked: %s", a.Outcome)
	}
	es, err := s.Audit(0, 0)
	if err != nil {
		t.Fatal(err)
	}
	var entry store.AuditEntry
	for _, e := range es {
		if e.Kind == store.KindAsk {
			entry = e
		}
	}
	if entry.Kind == "" {
		t.Fatal("no ask entry")
	}
	var ev askEvent
	if err := json.Unmarshal(entry.Data, &ev); err != nil {
		t.Fatal(err)
	}
	if ev.Asked == nil || cmd[ev.Asked.Start:ev.Asked.End] != ev.Asked.Word {
		t.Fatalf("the entry carries no deciding word: %s", entry.Data)
	}
	sum := Summarize(entry)
	if got := sum.Text[sum.AskedStart:sum.AskedEnd]; got != ev.Asked.Word || !strings.Contains(got, "projects") {
		t.Fatalf("the summary marks %q, want the deciding word %q", got, ev.Asked.Word)
	}
	for _, tc := range []struct {
		name  string
		asked any
	}{
		{"older entry", nil},
		{"word elsewhere", askedWord{Start: 0, End: 4, Word: "rm -"}},
		{"past the end", askedWord{Start: len(cmd) - 2, End: len(cmd) + 5, Word: "ne"}},
	} {
		var m map[string]any
		if err := json.Unmarshal(entry.Data, &m); err != nil {
			t.Fatal(err)
		}
		delete(m, "asked")
		if tc.asked != nil {
			m["asked"] = tc.asked
		}
		data, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		old := entry
		old.Data = data
		got := Summarize(old)
		if got.AskedStart != 0 || got.AskedEnd != 0 || got.Text != sum.Text {
			t.Errorf("%s: %+v, want the text %q with no word marked", tc.name, got, sum.Text)
		}
	}
}
