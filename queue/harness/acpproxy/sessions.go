package acpproxy

import (
	"sync"

	acp "github.com/coder/acp-go-sdk"
)

// sessions knows each session's working directory, as the editor named
// it when it opened the session (session/new, load, resume or fork): the
// agent's shell commands run there.
type sessions struct {
	mu  sync.Mutex
	cwd map[string]string // by session id
	// opening are the editor's requests that open a session, by id key,
	// until the agent answers them.
	opening map[string]opening
	// settings are the sessions' modes and config options' values, as
	// the agent last told them, by session and id (see
	// [sessions.setting]).
	settings map[string]string
}

// opening is a session the editor asked to open: its id (when the
// request names it: load, resume) and its cwd.
type opening struct{ session, cwd string }

func newSessions() *sessions {
	return &sessions{cwd: map[string]string{}, opening: map[string]opening{}, settings: map[string]string{}}
}

// opens reports whether method opens a session with a cwd.
func opens(method string) bool {
	switch method {
	case acp.AgentMethodSessionNew, acp.AgentMethodSessionLoad, acp.AgentMethodSessionResume, acp.AgentMethodSessionFork:
		return true
	}
	return false
}

// request notes an editor's request that opens a session. One whose
// params cannot be read is not noted: the session's commands then have
// no cwd, and are refused.
func (s *sessions) request(m *Message) {
	p, err := members(m.Params, "params")
	if err != nil {
		return
	}
	cwd, _, err := stringField(p, "cwd", "params")
	if err != nil {
		return
	}
	var o opening
	o.cwd = cwd
	if m.Method != acp.AgentMethodSessionFork {
		o.session, _, _ = stringField(p, "sessionId", "params")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.opening[idKey(m.ID)] = o
}

// response notes the agent's answer to a request that opens a session:
// the session it names (or the request named) has the request's cwd. It
// returns the session's current mode, when the answer says.
func (s *sessions) response(m *Message) (mode string) {
	key := idKey(m.ID)
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.opening[key]
	if !ok {
		return ""
	}
	delete(s.opening, key)
	if m.Result == nil {
		return ""
	}
	if r, err := members(m.Result, "result"); err == nil {
		if id, ok, _ := stringField(r, "sessionId", "result"); ok {
			o.session = id
		}
		if modes, err := members(r["modes"], "modes"); err == nil {
			mode, _, _ = stringField(modes, "currentModeId", "modes")
		}
		if !approvesEverything(mode) {
			if m := yoloConfig(r["configOptions"]); m != "" {
				mode = m
			}
		}
	}
	if o.session != "" {
		s.cwd[o.session] = o.cwd
		if r, err := members(m.Result, "result"); err == nil {
			for _, c := range readConfigOptions(r["configOptions"]) {
				s.settings[o.session+"\x00option\x00"+c.id] = string(c.value)
				s.settings[o.session+"\x00category\x00"+c.id] = c.category
			}
		}
		if mode != "" {
			s.settings[o.session+"\x00"+modeSetting] = mode
		}
	}
	return mode
}

// cwdOf returns the working directory of session id.
func (s *sessions) cwdOf(id string) (string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cwd, ok := s.cwd[id]
	return cwd, ok && cwd != ""
}
