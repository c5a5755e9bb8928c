package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestClaudeFileTools: Claude Code's Write, Edit, MultiEdit and
// NotebookEdit, once the matcher names them, are judged as writes of
// their file: one the guard-tamper default protects is refused unless an
// operator allows it (asked at once with --local-ask), every other write
// gets no output (Claude Code's own permission flow decides), no ask
// left at the desk (rt18h #13).
func TestClaudeFileTools(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	call := func(tool string, input map[string]any) string {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": "/srv/proj", "permission_mode": "default", "hook_event_name": "PreToolUse", "tool_name": tool, "tool_input": input})
		return string(b)
	}
	tests := []struct {
		name      string
		in        string
		local     bool
		want      string
		reasonHas string
	}{
		{name: "Write its settings", in: call("Write", map[string]any{"file_path": "/srv/proj/.claude/settings.json", "content": "{}"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Edit its local settings", in: call("Edit", map[string]any{"file_path": ".claude/settings.local.json", "old_string": "a", "new_string": "b"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "MultiEdit gemini's settings", in: call("MultiEdit", map[string]any{"file_path": home + "/.gemini/settings.json", "edits": []any{}}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Write codex's config", in: call("Write", map[string]any{"file_path": home + "/.codex/config.toml", "content": ""}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "local ask", in: call("Write", map[string]any{"file_path": ".claude/settings.json", "content": "{}"}), local: true, want: ClaudeAsk, reasonHas: "guard-tamper"},
		// The scripts hooks run (rt18i #7): the project's and the user's
		// .claude/hooks, git's hooks, opencode's plugins.
		{name: "Write a project hook script", in: call("Write", map[string]any{"file_path": "/srv/proj/.claude/hooks/pre.sh", "content": "exit 0"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Edit a user hook script", in: call("Edit", map[string]any{"file_path": home + "/.claude/hooks/x", "old_string": "a", "new_string": "b"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "MultiEdit a python hook", in: call("MultiEdit", map[string]any{"file_path": ".claude/hooks/guard.py", "edits": []any{}}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Write a git hook", in: call("Write", map[string]any{"file_path": ".git/hooks/pre-commit", "content": "x"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Write a user plugin", in: call("Write", map[string]any{"file_path": home + "/.claude/plugins/p/hooks/hooks.json", "content": "{}"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Write an opencode plugin", in: call("Write", map[string]any{"file_path": ".opencode/plugin/evil.js", "content": "x"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Write a file git runs nothing from", in: call("Write", map[string]any{"file_path": ".git/description", "content": "x"}), want: ""},
		{name: "Write a source file", in: call("Write", map[string]any{"file_path": "src/main.go", "content": "x"}), want: ""},
		{name: "Edit a file elsewhere", in: call("Edit", map[string]any{"file_path": "/srv/other/notes.txt", "old_string": "a", "new_string": "b"}), want: ""},
		{name: "NotebookEdit", in: call("NotebookEdit", map[string]any{"notebook_path": "nb.ipynb", "new_source": "x"}), want: ""},
		{name: "no file", in: call("Write", map[string]any{"content": "x"}), want: ClaudeDeny, reasonHas: "names no file"},
		{name: "Read", in: call("Read", map[string]any{"file_path": ".claude/settings.json"}), want: ""},
		// A terminal, as > /dev/pts/0 is judged: the [terminal] class of
		// cmd.guard-tamper (rt50k F5).
		{name: "Write a terminal", in: call("Write", map[string]any{"file_path": "/dev/pts/0", "content": "\x1b]52;c;aGk=\a"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Write the tty", in: call("Write", map[string]any{"file_path": "/dev/tty", "content": "x"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Write a process's output", in: call("Write", map[string]any{"file_path": "/proc/4242/fd/1", "content": "x"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "Edit its own output", in: call("Edit", map[string]any{"file_path": "/proc/self/fd/2", "old_string": "a", "new_string": "b"}), want: ClaudeDeny, reasonHas: "nobody decided"},
		{name: "local ask, a terminal", in: call("Write", map[string]any{"file_path": "/dev/pts/3", "content": "x"}), local: true, want: ClaudeAsk, reasonHas: "guard-tamper"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			svc := newService(t)
			r := Claude(context.Background(), strings.NewReader(tt.in), ClaudeConfig{Wait: 300 * time.Millisecond, LocalAsk: tt.local, Open: opener(svc)})
			if r.Decision != tt.want || !strings.Contains(r.Reason, tt.reasonHas) {
				t.Errorf("reply %+v; want %q holding %q", r, tt.want, tt.reasonHas)
			}
			if pending, err := svc.Asks(store.AskFilter{States: []string{store.StatePending}}); err != nil || len(pending) != 0 {
				t.Errorf("asks left pending: %+v (%v)", pending, err)
			}
		})
	}
}

// TestTerminalFile: the paths a file tool's write reaches a terminal or
// a process's descriptor by, and their neighbours that are files or
// devices that are not a screen (rt50k F5).
func TestTerminalFile(t *testing.T) {
	for p, want := range map[string]bool{
		"/dev/pts/0": true, "/dev/pts/12": true, "/dev/tty": true, "/dev/tty3": true, "/dev/console": true,
		"/dev/vcsa1": true, "/dev/stdout": true, "/dev/stderr": true, "/dev/fd/1": true,
		"/proc/4242/fd/1": true, "/proc/self/fd/2": true, "/proc/thread-self/fd/1": true,
		"/proc/4242/task/4243/fd/1": true, "/dev/pts/../pts/1": true, "/dev/char/136:0": true, "/dev/tty0": true,
		"/dev/pts/ptmx": false, "/dev/ptmx": false, "/dev/ttyS0": false, "/dev/ttyUSB0": false,
		"/dev/null": false, "/proc/4242/fdinfo/1": false, "/proc/4242/fd/": false, "/srv/proj/fd/1": false,
		"/srv/proj/dev/tty": false, "/dev/pts/0/x": false,
	} {
		if got := terminalFile(p); got != want {
			t.Errorf("terminalFile(%q) = %v, want %v", p, got, want)
		}
	}
}
