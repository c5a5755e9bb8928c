package queue

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestAddEgressTwiceSaysItOnce (rt37k MEDIUM-1): adding a host the list
// holds fails with ErrExists, and the error names what failed once, not
// "add egress host: add egress host … already exists".
func TestAddEgressTwiceSaysItOnce(t *testing.T) {
	for _, tc := range []struct{ name, host string }{
		{name: "same spelling", host: "dl.example.org"},
		{name: "other case", host: "DL.example.org"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			if _, err := s.AddEgress(store.EgressHost{Host: "dl.example.org", AddedBy: "alice", Reason: "tools"}); err != nil {
				t.Fatal(err)
			}
			_, err := s.AddEgress(store.EgressHost{Host: tc.host, AddedBy: "alice", Reason: "again"})
			if !errors.Is(err, store.ErrExists) {
				t.Fatalf("adding it again: %v, want ErrExists", err)
			}
			if n := strings.Count(err.Error(), "add egress host"); n != 1 {
				t.Fatalf("the error says %q %d times: %v", "add egress host", n, err)
			}
		})
	}
}
