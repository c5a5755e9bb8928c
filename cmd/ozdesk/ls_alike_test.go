package main

import (
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestQueueLsMarksLookAlikes: three decoys that differ only where a
// row's cut falls (rt35k MEDIUM-1): no two rows of `queue ls` read
// alike, and the two whose listed text is the same each name the other.
func TestQueueLsMarksLookAlikes(t *testing.T) {
	const p = "/srv/aaaaaaaaaa/bbbbbbbbbbbbbbbb/cccccccccccc/dddddddddddd/eeeeeeeeeeeeeeee"
	commands := []string{"rm -rf " + p + "/one/x/" + p + "/keep", "rm -rf " + p + "/onf/x/" + p + "/keep", "rm -rf " + p + "/one/x/" + p + "/kee"}
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	for _, c := range commands {
		askPending(t, oz, "decoy", "/tmp", c)
	}
	out := string(oz.must(t, "queue", "ls"))
	rows := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		id, _, _ := strings.Cut(l, " ")
		rows[id] = l[strings.Index(l, "rm -rf"):]
	}
	if len(rows) != 3 {
		t.Fatalf("queue ls lists %d rows, want 3:\n%s", len(rows), out)
	}
	seen := map[string]string{}
	for id, r := range rows {
		if o, ok := seen[r]; ok {
			t.Errorf("asks %s and %s list the same:\n%s", o, id, out)
		}
		seen[r] = id
	}
	for _, want := range []string{"≠ ask 2 (differs where cut)", "≠ ask 1 (differs where cut)"} {
		if !strings.Contains(out, want) {
			t.Errorf("queue ls lacks %q:\n%s", want, out)
		}
	}
}

// TestAlikeMarks: a cut row is marked with the asks whose commands it
// fits; a row listed whole, or whose cut fits no other, is not.
func TestAlikeMarks(t *testing.T) {
	asks := []store.Ask{{ID: "1", Command: "aaaa-one-zzzz"}, {ID: "2", Command: "aaaa-onf-zzzz"}, {ID: "3", Command: "aaaa-one-zzz"}, {ID: "4", Command: "short"}}
	listed := []string{"aaaa…zzzz", "aaaa…zzzz", "aaaa…zzz", "short"}
	got := alikeMarks(asks, listed)
	want := []string{"  ≠ ask 2 (differs where cut)", "  ≠ ask 1 (differs where cut)", "  ≠ ask 1, 2 (differs where cut)", ""}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("row %d: mark %q, want %q", i+1, got[i], want[i])
		}
	}
}
