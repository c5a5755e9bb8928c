package queue

import (
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// SessionEvent is an operator's session at the desk served over SSH, for
// the audit trail: the key that authenticated it, the role it had, where
// it came from, and the command it ran ("" for the desk).
type SessionEvent struct {
	Key     string `json:"key"`
	Role    string `json:"role"`
	Remote  string `json:"remote"`
	Via     string `json:"via"`
	Command string `json:"command,omitempty"`
}

// RecordSession writes a login or logout ([store.KindLogin],
// [store.KindLogout]) of the operator who to the audit trail.
func (s *Service) RecordSession(kind, who string, ev SessionEvent) error {
	if kind != store.KindLogin && kind != store.KindLogout {
		return fmt.Errorf("record a session: %w: kind %q is neither login nor logout", store.ErrInvalid, kind)
	}
	err := s.st.Update(func(tx *store.Tx) error { return s.audit(tx, kind, who, ev) })
	if err != nil {
		return fmt.Errorf("record the %s of %s: %w", kind, who, err)
	}
	return nil
}
