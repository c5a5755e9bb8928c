package queue

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestChangesStaySmall: an agent that leaves big asks behind (40 of a
// megabyte, expired at once) does not make the desk's change feed big: a
// full read carries every pending ask and the newest entries, clipped.
func TestChangesStaySmall(t *testing.T) {
	s := newService(t)
	big := "echo " + strings.Repeat("é", 500_000)
	for i := range 40 { // four agents: each may leave 20 waiting
		a := mustEvaluate(t, s, Request{Command: "rm -rf ~ " + big, Agent: fmt.Sprintf("bot%d", i%4)})
		if a.Ask == nil {
			t.Fatalf("no ask queued: %+v", a)
		}
	}
	c, err := s.Changes(0, true)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) > 4<<20 {
		t.Errorf("a full read of 40 asks of 1 MB is %d bytes", len(b))
	}
	if len(c.Asks) != 40 {
		t.Fatalf("%d pending asks in the changes, want 40", len(c.Asks))
	}
	for _, a := range c.Asks {
		if !utf8.ValidString(a.Command) || !strings.HasPrefix(a.Command, "rm -rf ~ echo é") || a.Clipped == 0 ||
			len(a.Command)+a.Clipped != len("rm -rf ~ "+big) {
			t.Fatalf("ask %s: command of %d bytes, clipped %d", a.ID, len(a.Command), a.Clipped)
		}
	}
	whole, err := s.Get(c.Asks[0].ID)
	if err != nil || whole.Command != "rm -rf ~ "+big || whole.Clipped != 0 {
		t.Errorf("Get does not give the whole command: %v", err)
	}
	for _, e := range c.Audit {
		if len(e.Data) > ChangesEntryBytes {
			t.Errorf("entry %d carries %d bytes", e.Seq, len(e.Data))
		}
	}
}
