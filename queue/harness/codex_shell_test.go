package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestCodexShellArgument: the model picks exec_command's shell, and
// Codex runs cmd with it (/bin/sh for one it does not know); its hook is
// not told which (rt18h #1). Text that POSIX sh reads as other commands
// than bash does is asked about at the desk (fx10b #1: it was refused),
// a shell argument that is not bash is refused, and so is a tool_input member the hook does not know.
func TestCodexShellArgument(t *testing.T) {
	call := func(input map[string]any) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": "/tmp", "session_id": "s1", "tool_input": input})
		return string(b)
	}
	cmd := func(c string) map[string]any { return map[string]any{"command": c} }
	tests := []struct {
		name      string
		input     map[string]any
		deny      bool
		reasonHas string
	}{
		// The red team's payload: one echo to bash, an rm to dash.
		{name: "ansi-c quote", input: cmd(`echo $'\\' ; rm -rf ~ ; #'`), deny: true, reasonHas: "dash"},
		{name: "locale quote", input: cmd(`echo $"x" ; ls`), deny: true, reasonHas: "dash"},
		{name: "process substitution", input: cmd(`cat <(ls)`), deny: true, reasonHas: "POSIX sh cannot read it"},
		{name: "&> truncates in sh", input: cmd(`ls &> notes.txt`), deny: true, reasonHas: "POSIX sh cannot read it"},
		{name: "[[ < ]] redirects in sh", input: cmd(`[[ a < b ]]`), deny: true, reasonHas: "other commands"},
		{name: "zsh glob qualifier", input: cmd(`ls -d *(e:'rm -rf ~':)`), deny: true, reasonHas: "POSIX sh cannot read it"},
		// zsh is the model's to pick as well, on any account (rt18i #8).
		{name: "zsh set -o globsubst", input: cmd(`set -o globsubst; x="/(e:rm -rf ~:)"; ls -d $x`), deny: true, reasonHas: "with zsh"},
		{name: "zsh hash rebinds ls", input: cmd(`hash ls=/tmp/evil/x; ls`), deny: true, reasonHas: "with zsh"},
		{name: "zsh quoted setopt", input: cmd(`\setopt globsubst; x="/(e:rm -rf ~:)"; ls -d $x`), deny: true, reasonHas: "with zsh"},
		{name: "zsh builtin emulate", input: cmd(`builtin emulate sh`), deny: true, reasonHas: "with zsh"},
		{name: "set -euo pipefail reads alike", input: cmd(`set -euo pipefail; ls`)},
		{name: "bash -c hands the text to bash", input: cmd(`bash -c "echo \$'x'"`)},
		{name: "plain command", input: cmd(`ls -la && git status`)},
		{name: "shell sh", input: map[string]any{"cmd": "ls", "shell": "/bin/sh"}, deny: true, reasonHas: "the shell /bin/sh"},
		{name: "shell zsh", input: map[string]any{"cmd": "ls", "shell": "zsh"}, deny: true, reasonHas: "the shell zsh"},
		{name: "shell python", input: map[string]any{"cmd": "ls", "shell": "/usr/bin/python3", "login": false}, deny: true, reasonHas: "python3"},
		{name: "shell not a string", input: map[string]any{"cmd": "ls", "shell": []string{"/bin/sh"}}, deny: true, reasonHas: "not a string"},
		{name: "shell bash", input: map[string]any{"cmd": "ls", "shell": "/bin/bash"}},
		{name: "shell bash by name", input: map[string]any{"cmd": "ls", "shell": "bash", "login": true}},
		{name: "login not a boolean", input: map[string]any{"cmd": "ls", "login": "no"}, deny: true, reasonHas: "login"},
		{name: "every known member", input: map[string]any{"cmd": "ls", "workdir": "/tmp", "tty": false, "yield_time_ms": 1000,
			"max_output_tokens": 100, "sandbox_permissions": "use_default", "justification": "x", "prefix_rule": []string{"ls"}}},
		{name: "unknown member", input: map[string]any{"cmd": "ls", "interpreter": "/bin/sh"}, deny: true, reasonHas: `"interpreter"`},
		{name: "unknown member beside command", input: map[string]any{"command": "ls", "env": map[string]string{"BASH_ENV": "/tmp/x"}}, deny: true, reasonHas: `"env"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svc := newService(t)
			r := Codex(context.Background(), strings.NewReader(call(tt.input)), CodexConfig{Wait: 300 * time.Millisecond, Open: opener(svc)})
			asks, err := svc.Asks(store.AskFilter{})
			if err != nil {
				t.Fatal(err)
			}
			// A shell's other reading is asked about (fx10b #1): the
			// doubt is the ask's MustAsk.
			if denied := r.Decision == ClaudeDeny; denied != tt.deny || !strings.Contains(r.Reason+mustAsks(asks), tt.reasonHas) {
				t.Errorf("reply %+v, asks' doubts %q; want deny %v holding %q", r, mustAsks(asks), tt.deny, tt.reasonHas)
			}
			checkCodexWrite(t, r)
		})
	}
}
