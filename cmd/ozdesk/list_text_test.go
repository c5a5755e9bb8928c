package main

import (
	"bytes"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
)

// TestListTextTellsApart: texts that differ only past a cut, by a
// look-alike letter, or by trailing spaces read differently in a listing
// (rt19k #6: queue ls printed "claude-code-worker-for-productio… +14 B"
// for both "…-0001" and "…-0007", and "build   " as "build").
func TestListTextTellsApart(t *testing.T) {
	const long = "claude-code-worker-for-production-deploys-"
	for _, tc := range []struct {
		name string
		a, b string
		max  int
	}{
		{"distinguishing tail", long + "0001", long + "0007", 32},
		{"look-alike letter", long + "0001", "claude-code-worker-for-pr\u043eduction-deploys-0001", 32},
		{"trailing space", long + "0001", long + "0001 ", 32},
		{"trailing spaces short", "rm -rf /tmp/w/proj/build", "rm -rf /tmp/w/proj/build   ", 120},
		{"many trailing spaces", "rm -rf build", "rm -rf build" + strings.Repeat(" ", 9), 120},
		{"escape in the middle", "x" + strings.Repeat("a", 60) + "b", "x" + strings.Repeat("a", 30) + "\u202e" + strings.Repeat("a", 29) + "b", 32},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ta, tb := safetext.Listed(tc.a, tc.max), safetext.Listed(tc.b, tc.max)
			if ta == tb {
				t.Fatalf("%q and %q both read %q", tc.a, tc.b, ta)
			}
			for _, s := range []string{ta, tb} {
				if strings.HasSuffix(s, " ") || strings.ContainsAny(s, "\u202e\u043e") {
					t.Errorf("%q: a space at the end, or a character not escaped", s)
				}
				if w := len([]rune(s)); w > tc.max+12 {
					t.Errorf("%q is %d wide, for %d", s, w, tc.max)
				}
			}
		})
	}
}

// TestQueueListTellsApart: `queue ls` and `audit` print near-identical
// asks and actors differently (rt19k #6). Failed before.
func TestQueueListTellsApart(t *testing.T) {
	const long = "claude-code-worker-for-production-deploys-"
	now := time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC)
	asks := []store.Ask{
		{ID: "0000000012", State: store.StatePending, Agent: long + "0001", Command: "rm -rf /tmp/w/proj/build", Created: now},
		{ID: "0000000013", State: store.StatePending, Agent: long + "0007", Command: "rm -rf /tmp/w/proj/build   ", Created: now},
	}
	var out bytes.Buffer
	a := &app{stdout: &out, stderr: &out}
	a.printAsks(asks, false, false)
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 3 {
		t.Fatalf("queue ls:\n%s", out.String())
	}
	row := func(l string) string { return strings.TrimSpace(l[strings.Index(l, "pending")+len("pending"):]) }
	if a, b := row(lines[1]), row(lines[2]); a == b || !strings.Contains(b, "0007") || !strings.Contains(b, `build\x20\x20\x20`) {
		t.Errorf("queue ls rows read alike or lose their tails:\n%s", out.String())
	}
	out.Reset()
	for i, ag := range []string{long + "0001", long + "0007"} {
		if err := a.printAuditEntry(store.AuditEntry{Seq: uint64(i + 1), Time: now, Kind: "ask", Actor: ag}, false, ""); err != nil {
			t.Fatal(err)
		}
	}
	if l := strings.Split(out.String(), "\n"); len(l) < 2 || strings.TrimPrefix(l[0], "     1") == strings.TrimPrefix(l[1], "     2") {
		t.Errorf("audit lines read alike:\n%s", out.String())
	}
}

// FuzzListText: whatever the text and room, a listing's cell is valid
// UTF-8, writes nothing raw that drives a terminal, never ends in a
// space, and stays near its room.
func FuzzListText(f *testing.F) {
	for _, s := range []string{"", "a", "build   ", "ev\u202eil\u200d", `a\x20{`, "claude-code-worker-for-pr\u043eduction-deploys-0001", "\x1b]0;x\a" + strings.Repeat("y", 80)} {
		f.Add(s, 32)
	}
	f.Fuzz(func(t *testing.T, s string, room int) {
		room = 8 + abs(room)%200
		out := safetext.Listed(s, room)
		if !utf8.ValidString(out) || unsafeRune(out) != "" || strings.HasSuffix(out, " ") {
			t.Fatalf("safetext.Listed(%q, %d) = %q", s, room, out)
		}
		if w := utf8.RuneCountInString(out); w > room+24 {
			t.Fatalf("safetext.Listed(%q, %d) = %q: %d wide", s, room, out, w)
		}
	})
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
