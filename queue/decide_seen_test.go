package queue

import (
	"errors"
	"os"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestDecideSeen: a decision that carries what the operator saw decides
// only that ask in that store. A store file renamed over the one read
// (its ask 1 another command), or another command under the ID, is
// refused with a ChangedError and nothing is decided; the ask that still
// matches is decided.
func TestDecideSeen(t *testing.T) {
	read := newService(t)
	seenAsk := *mustEvaluate(t, read, Request{Command: "rm -rf /srv/app/tmp/cache", Agent: "deploy"}).Ask
	changes, err := read.Changes(0, true)
	if err != nil {
		t.Fatal(err)
	}
	mark := changes.Store
	if mark.IsZero() {
		t.Fatal("Changes gave no store mark")
	}
	other := newService(t)
	otherAsk := *mustEvaluate(t, other, Request{Command: "rm -rf /srv/app/data/customers", Agent: "deploy"}).Ask
	if otherAsk.ID != seenAsk.ID {
		t.Fatalf("the two stores' asks are %s and %s, want one ID", otherAsk.ID, seenAsk.ID)
	}

	tests := []struct {
		name    string
		seen    *Seen
		swap    bool // the other store's file renamed over the one read
		changed bool
	}{
		{name: "another command under the ID", seen: &Seen{Created: seenAsk.Created, Sum: SeenSum(otherAsk), Store: mark}, changed: true},
		{name: "another time under the ID", seen: &Seen{Created: seenAsk.Created.Add(1), Sum: SeenSum(seenAsk), Store: mark}, changed: true},
		{name: "store replaced", seen: SeenOf(seenAsk, mark), swap: true, changed: true},
		{name: "store replaced, no store mark", seen: &Seen{Created: seenAsk.Created, Sum: SeenSum(seenAsk)}, swap: true, changed: true},
		{name: "what was seen", seen: SeenOf(seenAsk, mark)},
	}
	path := read.st.Path()
	backup := path + ".bak"
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.swap {
				// keep the store read aside, put the other in its place, and
				// put the one read back after
				if err := os.Link(path, backup); err != nil {
					t.Fatal(err)
				}
				if err := copyFile(other.st.Path(), path+".new"); err != nil {
					t.Fatal(err)
				}
				if err := os.Rename(path+".new", path); err != nil {
					t.Fatal(err)
				}
				defer func() {
					if err := os.Rename(backup, path); err != nil {
						t.Fatal(err)
					}
				}()
			}
			_, err := read.Decide(seenAsk.ID, Decision{Outcome: patterns.Allow, By: "op", Seen: tt.seen})
			var ce *ChangedError
			if got := errors.As(err, &ce); got != tt.changed {
				t.Fatalf("Decide: %v; want a ChangedError: %v", err, tt.changed)
			}
			a, gerr := read.Get(seenAsk.ID)
			if gerr != nil {
				t.Fatal(gerr)
			}
			if want := map[bool]string{true: store.StatePending, false: store.StateApproved}[tt.changed]; a.State != want {
				t.Errorf("after Decide the ask (%s) is %s, want %s", a.Command, a.State, want)
			}
		})
	}
}

// copyFile copies the file from to a new file to, mode 0600.
func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o600)
}
