package acpproxy

import (
	"encoding/json"
	"fmt"
	"strings"

	acp "github.com/coder/acp-go-sdk"
)

// guardWords mark a config option (in its id or its category, compared
// by [fold]) that decides when the agent asks: Codex's approval_policy
// and sandbox_mode, Claude Code's permission_mode, any yolo or bypass
// switch. ozdesk knows no value of such an option that keeps every shell
// command asked (Codex's on-request, on-failure and untrusted all run
// some commands unasked), so the editor may set none of them, and an
// agent that moves one by itself is stopped.
var guardWords = []string{"approv", "permission", "sandbox", "yolo", "bypass", "dontask", "noask"}

// guards reports whether a config option's id or category holds one of
// guardWords.
func guards(id, category string) bool {
	for _, w := range guardWords {
		if strings.Contains(fold(id), w) || strings.Contains(fold(category), w) {
			return true
		}
	}
	return false
}

// modeOption reports whether a config option sets the session's mode:
// its id is "mode" or ends in it (approval_mode; not "model"), or the
// agent put it in the category "mode".
func modeOption(id, category string) bool {
	return strings.HasSuffix(fold(id), "mode") || fold(category) == "mode"
}

// truthy reports whether a switch's value, a JSON boolean or a string,
// turns it on.
func truthy(value json.RawMessage) bool {
	var b bool
	if json.Unmarshal(value, &b) == nil {
		return b
	}
	var s string
	if json.Unmarshal(value, &s) != nil {
		return false
	}
	switch fold(s) {
	case "true", "on", "yes", "1", "enabled", "enable":
		return true
	}
	return false
}

// settingWeakens says why value for the config option id (of category,
// as the agent announced it; "" when it did not) may let the agent run
// tool calls without asking, or "" when it does not:
//   - a value naming a mode that runs every tool call unasked (yolo,
//     bypassPermissions, full-access), for any option;
//   - any value of an option that decides when the agent asks (see
//     [guardWords]);
//   - a value outside "default" and "plan" (or not a string) for a mode
//     option (see [modeOption]);
//   - a switch turned on (true, "true", "on") whose id speaks of
//     approving, skipping, trust or auto (see [skipsAsking]).
func settingWeakens(id, category string, value json.RawMessage) string {
	var s string
	isString := json.Unmarshal(value, &s) == nil
	shown := string(value)
	if isString {
		shown = quote(s)
	}
	if len(shown) > maxShown {
		shown = shown[:maxShown] + "…"
	}
	switch {
	case isString && approvesEverything(s):
		return "the value " + shown + " makes the agent run every tool call without asking, so ozdesk could not judge its shell commands"
	case guards(id, category):
		return "the setting " + quote(id) + " decides when the agent asks before it runs a tool; ozdesk lets no editor change it (" + shown + "), since every value but the one the agent was started with may let it run shell commands without asking"
	case modeOption(id, category) && !(isString && keepsAsking(s)):
		return fmt.Sprintf("the mode %s may let the agent run some tool calls without asking (ozdesk lets an editor switch only to %s)", shown, askingModesText)
	case skipsAsking(id) && truthy(value):
		return "the setting " + quote(id) + " may let the agent run tool calls without asking, so ozdesk could not judge its shell commands"
	}
	return ""
}

// configOption is one of the agent's announced config options.
type configOption struct {
	id, category string
	value        json.RawMessage
}

// readConfigOptions reads an agent's configOptions (a session/new
// answer's, a config_option_update's); an option that cannot be read is
// left out.
func readConfigOptions(raw json.RawMessage) []configOption {
	var items []json.RawMessage
	if raw == nil || json.Unmarshal(raw, &items) != nil {
		return nil
	}
	var out []configOption
	for _, o := range items {
		f, err := members(o, "a config option")
		if err != nil {
			continue
		}
		var c configOption
		c.id, _, _ = stringField(f, "id", "a config option")
		c.category, _, _ = stringField(f, "category", "a config option")
		c.value = f["currentValue"]
		out = append(out, c)
	}
	return out
}

// noteConfigOptions notes the values and categories of session's config
// options as the agent announced them.
func (s *sessions) noteConfigOptions(session string, options []configOption) {
	for _, o := range options {
		s.noteSetting(session, "option\x00"+o.id, string(o.value))
		s.noteSetting(session, "category\x00"+o.id, o.category)
	}
}

// categoryOf is the category the agent gave session's config option id
// ("" when it did not say).
func (s *sessions) categoryOf(session, id string) string {
	c, _ := s.setting(session, "category\x00"+id)
	return c
}

// optionsChanged judges the agent's config_option_update for session: it
// returns why the agent is stopped, or nil. An option set to a value the
// editor could not have set through ozdesk ([settingWeakens]) that is not
// the value the agent last announced for it (when its session opened, or
// in an earlier update) was moved by the agent itself: tampering, as a
// mode entered by itself is ([proxy.modeEntered]).
func (p *proxy) optionsChanged(session string, options []configOption) error {
	for _, o := range options {
		why := settingWeakens(o.id, o.category, o.value)
		if why == "" {
			continue
		}
		was, known := p.sessions.setting(session, "option\x00"+o.id)
		if !known || was != string(o.value) {
			return fmt.Errorf("%w: it changed its setting %s by itself: %s", errUnguarded, quote(o.id), why)
		}
	}
	p.sessions.noteConfigOptions(session, options)
	return nil
}

// editorSet notes the mode or config option value the editor's set_mode
// or set_config_option m (one the proxy lets through) sets, as the
// session's: the agent's later word that it holds another is then its
// own doing.
func (p *proxy) editorSet(m *Message) {
	f, err := members(m.Params, "params")
	if err != nil {
		return
	}
	session, _, _ := stringField(f, "sessionId", "params")
	if m.Method == acp.AgentMethodSessionSetMode {
		if mode, ok, _ := stringField(f, "modeId", "params"); ok {
			p.sessions.noteSetting(session, modeSetting, mode)
		}
		return
	}
	id, _, _ := stringField(f, "configId", "params")
	if value, ok := f["value"]; ok {
		p.sessions.noteSetting(session, "option\x00"+id, string(value))
	}
}
