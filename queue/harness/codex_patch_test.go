package harness

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestCodexApplyPatch: Codex applies an apply_patch invocation itself
// (rt18h #11): the hook judges the files its patch names as written or
// deleted where the part runs; a patch it cannot read is refused.
func TestCodexApplyPatch(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	call := func(cmd string) string {
		b, _ := json.Marshal(map[string]any{"hook_event_name": "PreToolUse", "tool_name": "Bash", "cwd": "/srv/proj", "session_id": "s1", "tool_input": map[string]any{"command": cmd}})
		return string(b)
	}
	heredoc := func(body string) string {
		return "apply_patch <<'EOF'\n*** Begin Patch\n" + body + "*** End Patch\nEOF"
	}
	tests := []struct {
		name      string
		cmd       string
		deny      bool
		reasonHas string
		rule      string // the rule that asked
	}{
		{name: "add in the workdir", cmd: heredoc("*** Add File: src/a.go\n+package a\n")},
		{name: "update in the workdir", cmd: heredoc("*** Update File: src/a.go\n@@\n-a\n+b\n")},
		{name: "delete in the workdir", cmd: heredoc("*** Delete File: src/a.go\n")},
		{name: "after cd in the workdir", cmd: "cd src && " + heredoc("*** Add File: a.go\n+x\n")},
		{name: "codex's settings", cmd: heredoc("*** Update File: " + home + "/.codex/config.toml\n@@\n-command = \"ozdesk\"\n+command = \"true\"\n"), deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "codex's hooks by a tilde", cmd: heredoc("*** Add File: ~/.codex/hooks.json\n+{}\n"), deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "claude's settings in the project", cmd: heredoc("*** Add File: .claude/settings.json\n+{}\n"), deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "moved onto a shell profile", cmd: heredoc("*** Update File: notes.txt\n*** Move to: " + home + "/.bashrc\n@@\n-a\n+b\n"), deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "applypatch", cmd: "applypatch <<'EOF'\n*** Begin Patch\n*** Add File: .gemini/settings.json\n+{}\n*** End Patch\nEOF", deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "written outside the workdir", cmd: heredoc("*** Add File: /srv/other/x.txt\n+x\n"), deny: true, reasonHas: "nobody decided", rule: "cmd.delete-outside"},
		{name: "deleted outside the workdir", cmd: heredoc("*** Delete File: ../other/data.db\n"), deny: true, reasonHas: "nobody decided", rule: "cmd.delete-outside"},
		{name: "cd then outside", cmd: "cd /srv/other && " + heredoc("*** Delete File: data.db\n"), deny: true, reasonHas: "nobody decided", rule: "cmd.delete-outside"},
		{name: "patch as the argument", cmd: "apply_patch '*** Begin Patch\n*** Add File: " + home + "/.codex/config.toml\n+x\n*** End Patch'", deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		// A here-string is refused before: dash cannot read it.
		{name: "patch as a here-string", cmd: "apply_patch <<< '*** Begin Patch\n*** Delete File: /srv/other/x\n*** End Patch'", deny: true, reasonHas: "POSIX sh", rule: "cmd.delete-outside"},
		{name: "unquoted here-document expanded", cmd: "apply_patch <<EOF\n*** Begin Patch\n*** Add File: $HOME/.codex/config.toml\n+x\n*** End Patch\nEOF", deny: true, reasonHas: "cannot tell which files", rule: "harness.unsure"},
		{name: "unquoted here-document, nothing expanded", cmd: "apply_patch <<EOF\n*** Begin Patch\n*** Add File: src/b.go\n+x\n*** End Patch\nEOF"},
		{name: "patch from a pipe", cmd: "cat p.diff | apply_patch", deny: true, reasonHas: "cannot tell which files", rule: "harness.unsure"},
		{name: "patch from a variable", cmd: `apply_patch "$P"`, deny: true, reasonHas: "cannot tell which files", rule: "harness.unsure"},
		{name: "names no file", cmd: heredoc(""), deny: true, reasonHas: "names no file", rule: "harness.unsure"},
		{name: "nested", cmd: `bash -c "apply_patch 'x'"`, deny: true, reasonHas: "nested", rule: "harness.unsure"},
		{name: "the word elsewhere is no patch", cmd: "grep -rn apply_patch ."},
		// The Codex binary's own entry points apply a patch too (rt18i #1).
		{name: "codex's hidden flag", cmd: "codex --codex-run-as-apply-patch '*** Begin Patch\n*** Update File: " + home + "/.codex/config.toml\n@@\n-a\n+b\n*** End Patch'", deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "codex's hidden flag by path", cmd: "/usr/local/bin/codex --codex-run-as-apply-patch '*** Begin Patch\n*** Add File: ~/.codex/hooks.json\n+{}\n*** End Patch'", deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "codex's hidden flag in the workdir", cmd: "codex --codex-run-as-apply-patch '*** Begin Patch\n*** Add File: src/a.go\n+x\n*** End Patch'"},
		{name: "exec -a apply_patch codex", cmd: "exec -a apply_patch codex '*** Begin Patch\n*** Add File: " + home + "/.codex/hooks.json\n+{}\n*** End Patch'", deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "exec -ca applypatch in a subshell", cmd: "(exec -ca applypatch codex '*** Begin Patch\n*** Add File: ~/.codex/config.toml\n+x\n*** End Patch')", deny: true, reasonHas: "nobody decided", rule: "cmd.guard-tamper"},
		{name: "exec -a apply_patch another program", cmd: "exec -a apply_patch rm -rf ~", deny: true, reasonHas: "under the name apply_patch"},
		{name: "exec -a any name", cmd: "exec -a ls busybox rm -rf ~", deny: true, reasonHas: "under the name ls"},
		{name: "exec -a a name not literal", cmd: `exec -a "$n" codex x`, deny: true, reasonHas: "not literal"},
		{name: "hidden flag to another program", cmd: "./cx --codex-run-as-apply-patch 'x'", deny: true, reasonHas: "hidden way"},
		{name: "hidden flag not first", cmd: "codex -c x=1 --codex-run-as-apply-patch 'x'", deny: true, reasonHas: "hidden way"},
		{name: "hidden flag from a variable patch", cmd: `codex --codex-run-as-apply-patch "$P"`, deny: true, reasonHas: "cannot tell which files", rule: "cmd.guard-tamper"}, // since fx28i "$P" might be `update` (a self-update asks as guard-tamper); the doubt stays the ask's MustAsk
		{name: "exec without -a", cmd: "exec ls"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// The session started in /srv/proj (the task's workdir since fx18h2, rt18h #2).
			svc := newService(t)
			r := Codex(context.Background(), strings.NewReader(call(tt.cmd)), CodexConfig{Wait: 300 * time.Millisecond, Open: opener(svc), Dir: func() (string, error) { return "/srv/proj", nil }})
			asks, err := svc.Asks(store.AskFilter{})
			if err != nil {
				t.Fatal(err)
			}
			// What the hook cannot be sure of is asked about (fx10b #1):
			// its doubt is the ask's MustAsk, not the reply's reason.
			if denied := r.Decision == ClaudeDeny; denied != tt.deny || !strings.Contains(r.Reason+mustAsks(asks), tt.reasonHas) {
				t.Errorf("reply %+v, asks' doubts %q; want deny %v holding %q", r, mustAsks(asks), tt.deny, tt.reasonHas)
			}
			checkCodexWrite(t, r)
			var rules []string
			for _, a := range asks {
				rules = append(rules, a.Rule)
				for _, r := range a.Asking {
					rules = append(rules, r.Rule)
				}
			}
			if got := strings.Join(rules, " "); !strings.Contains(got, tt.rule) || tt.rule == "" && len(asks) > 0 {
				t.Errorf("asks by %q; want %q", got, tt.rule)
			}
		})
	}
}

// mustAsks joins the doubts asks were made to ask with (MustAsk).
func mustAsks(asks []store.Ask) string {
	var out []string
	for _, a := range asks {
		out = append(out, a.MustAsk)
	}
	return strings.Join(out, " | ")
}
