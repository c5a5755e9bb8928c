package acpproxy

import "fmt"

// modeSetting is the key under which [sessions] keeps a session's mode
// among its settings (no config option's id holds a NUL byte).
const modeSetting = "\x00mode"

// setting returns what the agent last said session's setting id (a
// config option's id, or [modeSetting]) holds, and whether it said.
func (s *sessions) setting(session, id string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.settings[session+"\x00"+id]
	return v, ok
}

// noteSetting notes that session's setting id holds value.
func (s *sessions) noteSetting(session, id, value string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.settings[session+"\x00"+id] = value
}

// modeEntered judges the agent's current_mode_update for session to
// mode: it returns why the agent is stopped, or nil. A mode that runs
// every tool call unasked (yolo) always stops it; any other mode but
// "default" and "plan" stops it unless the session was already in it
// when it opened (an agent that starts so, as its user configured it):
// the editor can switch an agent only to those two through ozdesk, so an
// agent that enters another mode did so by itself.
func (p *proxy) modeEntered(session, mode string) error {
	if approvesEverything(mode) {
		return yoloMode(mode)
	}
	was, known := p.sessions.setting(session, modeSetting)
	if !keepsAsking(mode) && (!known || fold(was) != fold(mode)) {
		return fmt.Errorf("%w: it entered the mode %s by itself, in which it may run some tool calls without asking (ozdesk lets an editor switch it only to %s)", errUnguarded, quote(mode), askingModesText)
	}
	p.sessions.noteSetting(session, modeSetting, mode)
	return nil
}
