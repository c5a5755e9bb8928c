package acpproxy

import (
	"strings"
	"testing"
)

// TestRawInputUnreadKeys: a shell call titled `ls` (allowed) whose
// rawInput carries what runs under a key ozdesk does not read (rt17h F5)
// is not answered with the allow-once option; known shapes with harmless
// keys beside the command are judged as before.
func TestRawInputUnreadKeys(t *testing.T) {
	tests := []struct {
		rawInput string
		allowed  bool
	}{
		{`{"commands":["rm -rf ~"]}`, false},
		{`{"code":"rm -rf ~"}`, false},
		{`{"input":"rm -rf ~"}`, false},
		{`{"shell":"rm -rf ~"}`, false},
		{`{"bash":"rm -rf ~"}`, false},
		{`{"program":"rm","arguments":["-rf","/root"]}`, false},
		{`{"cmd_line":"rm -rf ~"}`, false},
		{`{"command":"ls","script_text":"rm -rf ~"}`, false},
		{`{"command":"ls","description":"list","timeout":5}`, true},
		{`{"cmd":"ls","workdir":"/tmp","yield_time_ms":1000,"justification":"look"}`, true},
		{`{"command":["ls","-la"],"cwd":"/tmp"}`, true},
	}
	for i, tt := range tests {
		t.Run(tt.rawInput, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			id := string(rune('0' + i%10))
			r.agent(strings.Replace(permission(id, "ls"), `"kind":"execute"`, `"kind":"execute","rawInput":`+tt.rawInput, 1))
			got := r.atAgent()
			if allowed := got == chose(id, "proceed_once"); allowed != tt.allowed {
				t.Errorf("the agent got %s; allowed %v, want %v", got, allowed, tt.allowed)
			}
			r.editorLines()
		})
	}
}
