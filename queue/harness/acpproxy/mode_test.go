package acpproxy

import (
	"strings"
	"testing"
	"time"
)

// TestAgentEntersModeByItself: an agent that says it entered a mode the
// editor could not have asked for through ozdesk (autoEdit, acceptEdits,
// Codex's auto), with no set_mode from the editor, is stopped as one
// that runs commands unasked; a mode the editor may ask for, or the one
// the session opened in, is not.
func TestAgentEntersModeByItself(t *testing.T) {
	mode := func(m string) string {
		return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"current_mode_update","currentModeId":"` + m + `"}}}`
	}
	tests := []struct {
		name    string
		opened  string // the mode the session/new answer names
		lines   []string
		stopped bool
	}{
		{name: "autoEdit", opened: "default", lines: []string{mode("autoEdit")}, stopped: true},
		{name: "acceptEdits", opened: "default", lines: []string{mode("acceptEdits")}, stopped: true},
		{name: "bypassPermissions", opened: "default", lines: []string{mode("bypassPermissions")}, stopped: true},
		{name: "auto, Codex's", opened: "default", lines: []string{mode("auto")}, stopped: true},
		{name: "a mode ozdesk does not know", opened: "default", lines: []string{mode("turbo")}, stopped: true},
		{name: "the kind in another case", opened: "default", lines: []string{strings.Replace(mode("autoEdit"), "current_mode_update", "Current_Mode_Update", 1)}, stopped: true},
		{name: "plan", opened: "default", lines: []string{mode("plan")}},
		{name: "plan, then default", opened: "default", lines: []string{mode("plan"), mode("default")}},
		{name: "the mode it opened in", opened: "auto", lines: []string{mode("auto")}},
		{name: "back to the mode it opened in, by itself", opened: "auto", lines: []string{mode("default"), mode("auto")}, stopped: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.editor(`{"jsonrpc":"2.0","id":1,"method":"session/new","params":{"cwd":"/tmp","mcpServers":[]}}`)
			r.atAgent()
			r.agent(`{"jsonrpc":"2.0","id":1,"result":{"sessionId":"s1","modes":{"currentModeId":"` + tt.opened + `"}}}`)
			r.atEditor()
			for _, l := range tt.lines {
				r.agent(l)
			}
			if !tt.stopped {
				if got := r.editorLines(); len(got) != len(tt.lines) {
					t.Errorf("the editor got %q, want the updates as they came", got)
				}
				r.quietAtAgent()
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

// drain returns what reaches the editor until nothing more does for
// half a second (the relay may have ended: no marker could pass).
func (r *relay) drain() []string {
	var out []string
	for {
		select {
		case l, ok := <-r.toEditor:
			if !ok {
				return out
			}
			out = append(out, l)
		case <-time.After(500 * time.Millisecond):
			return out
		}
	}
}
