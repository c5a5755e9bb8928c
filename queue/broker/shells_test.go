package broker

import (
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestShellsOnTheWire: a broker in a process of its own reads a command
// as each shell a request names does (what a hook that links no shell
// parser leaves to it): a command that shell reads otherwise than bash,
// or a shell it cannot read or name, asks whatever the policy says, and
// the ask says why; bash, or no shells (the full build's request), is
// the policy's answer; more shells than a request may name, and a field
// the broker does not know (what an older broker makes of Shells), are
// refused, never answered without the check.
func TestShellsOnTheWire(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "desk.db")
	must(t, initStore(path))
	sock := filepath.Join(socketDir(t), "s")
	startBroker(t, path, sock)
	cl := NewClient(sock)
	cwd := t.TempDir()
	cases := []struct {
		name, command string
		shells        []string
		want          patterns.Outcome
		why           string
	}{
		{"no shells", "echo $'a'", nil, patterns.Allow, ""},
		{"bash", "echo $'a'", []string{"/bin/bash"}, patterns.Allow, ""},
		{"sh reads it alike", "ls -la", []string{"sh", "/usr/bin/zsh"}, patterns.Allow, ""},
		{"sh reads $'…' otherwise", "echo $'a'", []string{"sh"}, patterns.Ask, "reads $'…' as $ and a quoted string"},
		{"zsh reads $\"…\" otherwise", `echo $"a"`, []string{"/bin/bash", "zsh"}, patterns.Ask, `reads $"…" as $ and a quoted string`},
		{"a shell it cannot read", "ls", []string{"fish"}, patterns.Ask, "which ozdesk cannot read"},
		{"a shell the hook cannot tell", "ls", []string{""}, patterns.Ask, "cannot tell which shell"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ans, err := cl.Evaluate(queue.Request{Command: tc.command, Cwd: cwd, Agent: "bot", Harness: "codex", Shells: tc.shells})
			must(t, err)
			if ans.Unavailable != nil || ans.Outcome != tc.want {
				t.Fatalf("%s by %q (%s; unavailable %v), want %s", ans.Outcome, ans.Rule, ans.Reason, ans.Unavailable, tc.want)
			}
			if tc.why != "" && (ans.Rule != queue.MustAskRule || ans.Ask == nil || !strings.Contains(ans.Ask.MustAsk, tc.why) || !strings.Contains(ans.Ask.MustAsk, "codex")) {
				t.Errorf("rule %q, ask %+v: want %s, and the ask saying %q of codex", ans.Rule, ans.Ask, queue.MustAskRule, tc.why)
			}
		})
	}
	// The client reads a refusal of its request as the broker
	// unavailable: an ask, never an allow.
	if ans, err := cl.Evaluate(queue.Request{Command: "ls", Cwd: cwd, Agent: "bot", Shells: []string{"sh", "sh", "sh", "sh", "sh"}}); err == nil &&
		(ans.Unavailable == nil || !strings.Contains(ans.Reason, "5 shells")) {
		t.Errorf("five shells were taken: %s by %q (%s)", ans.Outcome, ans.Rule, ans.Reason)
	}
	var w wireAnswer
	if err := cl.simple("evaluate", map[string]any{"Command": "ls", "Cwd": cwd, "Shellz": []string{"zsh"}}, &w); err == nil {
		t.Errorf("a field the broker does not know was taken: %s by %q", w.Outcome, w.Rule)
	}
}
