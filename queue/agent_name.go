package queue

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// ErrAgentName is returned for an agent's name that is not valid UTF-8:
// the store keeps names as JSON text, which writes each bad byte as
// U+FFFD, so the ask stored would name another agent than the asker
// holds, and its own wait would take the store for replaced (rt39k
// MEDIUM-2).
var ErrAgentName = errors.New("agent name refused")

// CheckAgentName refuses an agent's name that is not valid UTF-8.
func CheckAgentName(name string) error {
	if !utf8.ValidString(name) {
		return fmt.Errorf("%w: %+q is not valid UTF-8", ErrAgentName, name)
	}
	return nil
}
