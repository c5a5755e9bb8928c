package acpproxy

import (
	"strings"
	"testing"
	"time"
)

// TestSetConfigOption: the editor's session/set_config_option is refused
// (a JSON-RPC error, never reaching the agent) for any value of an option
// that decides when the agent asks (approval_policy on-failure, even
// untrusted; sandbox_mode; permission_mode), for a mode option's value
// outside default and plan (by its id, or by the category the agent gave
// it), for a switch turned on (true or "true") that speaks of approving or
// auto, for a value naming yolo, and for every option not known to be
// harmless (the model and the thought level, by id or by the category
// the agent gave it, at a string value); those pass. Codex's
// approval_policy on-failure, a "true" string, a permission_mode and an
// option the agent put in the mode category passed before.
func TestSetConfigOption(t *testing.T) {
	tests := []struct {
		configID, value string
		refused         bool
	}{
		{"approval_policy", `"on-failure"`, true},
		{"approval_policy", `"on-request"`, true},
		{"approval_policy", `"untrusted"`, true},
		{"approval_policy", `"never"`, true},
		{"sandbox_mode", `"workspace-write"`, true},
		{"permission_mode", `"default"`, true},
		{"yoloMode", `false`, true},
		{"bypass_sandbox", `"off"`, true},
		{"approval_policy", `{"value":"never"}`, true},
		{"mode", `"auto"`, true},
		{"mode", `"autoEdit"`, true},
		{"mode", `"read-only"`, true},
		{"mode", `["plan"]`, true},
		{"preset", `"auto"`, true}, // the agent announced it in the mode category
		{"auto_approve", `"true"`, true},
		{"autoAccept", `true`, true},
		{"trust_workspace", `"on"`, true},
		{"reasoning", `"yolo"`, true},
		{"model", `"gemini-2.5-pro"`, false},
		{"mode", `"plan"`, false},
		{"mode", `"Default"`, false},
		{"thought_level", `"high"`, false},
		{"reasoning_effort", `"high"`, false},
		{"model_reasoning_effort", `"low"`, false},
		{"level", `"medium"`, false}, // the agent announced it in the thought_level category
		// Only options known to be harmless pass (rt18h #7): these
		// passed before.
		{"ask_before_running", `"never"`, true},
		{"confirm_shell", `false`, true},
		{"allow_all_tools", `true`, true},
		{"allow_all_tools", `"true"`, true},
		{"run_shell_unasked", `"yes"`, true},
		{"auto_compact", `"never"`, true},
		{"auto_compact", `false`, true},
		{"thinking", `true`, true},
		{"style", `"auto"`, true},
		{"model", `true`, true},
		{"model", `{"id":"m"}`, true},
		{"shell_tool", `"on"`, true}, // in the thought_level category, but it speaks of a shell
	}
	for _, tt := range tests {
		t.Run(tt.configID+"="+tt.value, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.editor(`{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`)
			r.atAgent()
			r.agent(`{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s1","configOptions":[{"type":"select","id":"preset","name":"Preset","category":"mode","currentValue":"default","options":[]},` +
				`{"type":"select","id":"level","name":"Level","category":"thought_level","currentValue":"low","options":[]},` +
				`{"type":"select","id":"shell_tool","name":"Shell","category":"thought_level","currentValue":"off","options":[]}]}}`)
			r.atEditor()
			line := `{"jsonrpc":"2.0","id":7,"method":"session/set_config_option","params":{"sessionId":"s1","configId":"` + tt.configID + `","value":` + tt.value + `}}`
			r.editor(line)
			if !tt.refused {
				if got := r.atAgent(); got != line {
					t.Errorf("the agent got %s, want it as it came", got)
				}
				return
			}
			if got := r.atEditor(); !strings.Contains(got, `"id":7,"error":{"code":-32001`) {
				t.Errorf("the editor got %s, want a refusal", got)
			}
			r.quietAtAgent()
			// Sent as a notification, it is dropped.
			r.editor(strings.Replace(line, `"id":7,`, "", 1))
			r.quietAtAgent()
		})
	}
}

// TestAgentChangesConfigOption: an agent's config_option_update that
// shows an option at a value the editor could not have set through
// ozdesk, other than the value the agent announced before (when the
// session opened, or the editor set since), is the agent's own doing and
// stops it; the same value again, or a harmless option changed, does
// not. Each stopped case passed before.
func TestAgentChangesConfigOption(t *testing.T) {
	option := func(id, category, value string) string {
		return `{"type":"select","id":"` + id + `","name":"x","category":"` + category + `","currentValue":"` + value + `","options":[]}`
	}
	update := func(options ...string) string {
		return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"config_option_update","configOptions":[` + strings.Join(options, ",") + `]}}}`
	}
	opened := option("mode", "mode", "auto") + "," + option("approval_policy", "", "on-request") + "," + option("model", "model", "m1")
	tests := []struct {
		name    string
		editor  string // a set_config_option the editor sends first ("" for none)
		lines   []string
		stopped bool
	}{
		{name: "the mode to autoEdit", lines: []string{update(option("mode", "mode", "autoEdit"))}, stopped: true},
		{name: "approval to on-failure", lines: []string{update(option("approval_policy", "", "on-failure"))}, stopped: true},
		{name: "a new sandbox option", lines: []string{update(option("sandbox_mode", "", "workspace-write"))}, stopped: true},
		{name: "an option in the mode category", lines: []string{update(option("preset", "mode", "acceptEdits"))}, stopped: true},
		{name: "the mode back to what it opened in after the editor's default", editor: `{"sessionId":"s1","configId":"mode","value":"default"}`,
			lines: []string{update(option("mode", "mode", "default")), update(option("mode", "mode", "auto"))}, stopped: true},
		{name: "the options it opened with, again", lines: []string{update(option("mode", "mode", "auto"), option("approval_policy", "", "on-request"), option("model", "model", "m1"))}},
		{name: "the model changed", lines: []string{update(option("mode", "mode", "auto"), option("approval_policy", "", "on-request"), option("model", "model", "m2"))}},
		{name: "the mode to plan", lines: []string{update(option("mode", "mode", "plan"))}},
		{name: "the mode the editor set", editor: `{"sessionId":"s1","configId":"mode","value":"plan"}`, lines: []string{update(option("mode", "mode", "plan"))}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.editor(`{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`)
			r.atAgent()
			r.agent(`{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s1","configOptions":[` + opened + `]}}`)
			r.atEditor()
			if tt.editor != "" {
				line := `{"jsonrpc":"2.0","id":2,"method":"session/set_config_option","params":` + tt.editor + `}`
				r.editor(line)
				if got := r.atAgent(); got != line {
					t.Fatalf("the agent got %s, want the editor's set_config_option", got)
				}
			}
			for _, l := range tt.lines {
				r.agent(l)
			}
			if !tt.stopped {
				if got := r.editorLines(); len(got) != len(tt.lines) {
					t.Errorf("the editor got %q, want the updates as they came", got)
				}
				return
			}
			told := false
			for _, l := range r.drain() {
				told = told || strings.Contains(l, "ozdesk stops it")
			}
			if !told {
				t.Error("the editor was not told why")
			}
			select {
			case end := <-r.ended:
				if end != AgentUnguarded {
					t.Errorf("the relay ended %v (%v), want AgentUnguarded", end, r.err)
				}
				r.ended <- end
			case <-time.After(10 * time.Second):
				t.Error("the relay went on")
			}
		})
	}
}
