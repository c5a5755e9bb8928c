//go:build !ozdesk_adapters

package queue

import (
	"errors"
	"testing"
)

// TestAgentNameNotUTF8 (rt39k MEDIUM-2): an agent's name that is not
// UTF-8 is refused before anything is queued; the store would keep
// another name than the asker holds.
func TestAgentNameNotUTF8(t *testing.T) {
	s := newService(t)
	_, err := s.Evaluate(Request{Command: "rm -rf /srv/a3b", Agent: "osc\x9c\x9dY", Cwd: "/x/p"})
	if !errors.Is(err, ErrAgentName) {
		t.Fatalf("evaluate: %v; want %v", err, ErrAgentName)
	}
	if asks, err := s.Pending(); err != nil || len(asks) != 0 {
		t.Errorf("pending: %d asks, %v; want none", len(asks), err)
	}
}
