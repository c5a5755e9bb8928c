package queue

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestChangesAuditCommandSaysClipped: an audit entry whose long command
// the change feed cuts to its head and tail carries how much it left out
// (Clipped), so that its summary says it is clipped and gives the whole
// length, not the length of what travelled (rt18k 9f); and the entry's
// hash, which never covers it, still holds.
func TestChangesAuditCommandSaysClipped(t *testing.T) {
	for _, c := range []struct {
		name string
		cmd  string
	}{
		{"over the feed's cut", "rm -rf /srv/big " + strings.Repeat("a", 20_000) + " /srv/end"},
		{"over the reader's limit", "rm -rf /srv/big " + strings.Repeat("é", 40_000) + " /srv/end"},
		// what the broker keeps of a command over the reader's limit
		{"kept as head and tail", patterns.ClipCommand("rm -rf /srv/big " + strings.Repeat("a", 70_000) + " /srv/end")},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := newService(t)
			if a := mustEvaluate(t, s, Request{Command: c.cmd, Agent: "bot"}); a.Ask == nil {
				t.Fatalf("no ask queued: %+v", a)
			}
			whole := len(c.cmd)
			if n, ok := patterns.ClippedBytes(c.cmd); ok {
				whole = n
			}
			ch, err := s.Changes(0, true)
			if err != nil {
				t.Fatal(err)
			}
			want := "(" + ClippedWords(whole) + "): rm -rf /srv/big "
			seen := 0
			for _, e := range ch.Audit {
				if e.Command == "" {
					continue
				}
				seen++
				if e.Clipped > 0 && len(e.Command)+e.Clipped != len(c.cmd) {
					t.Errorf("entry %d (%s): %d bytes and %d clipped, of a %d-byte command", e.Seq, e.Kind, len(e.Command), e.Clipped, len(c.cmd))
				}
				if s := Summarize(e); !strings.Contains(s.Text, want) || !strings.HasSuffix(s.Text, " /srv/end") {
					t.Errorf("entry %d (%s) reads %.200q…, want it to say %q", e.Seq, e.Kind, s.Text, want)
				}
			}
			// Clipped is neither stored nor covered by the hash.
			stored, err := s.Audit(0, 0)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := store.Verify(stored); err != nil {
				t.Errorf("the trail as stored: %v", err)
			}
			for _, e := range stored {
				marked := e
				marked.Clipped = 12345
				if e.Clipped != 0 || store.SumAudit(marked) != e.Hash {
					t.Errorf("entry %d (%s): stored with clipped %d, or its hash covers it", e.Seq, e.Kind, e.Clipped)
				}
			}
			if seen < 2 {
				t.Fatalf("%d entries carry the command, want the evaluation's and the ask's", seen)
			}
		})
	}
}
