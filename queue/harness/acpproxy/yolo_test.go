package acpproxy

import (
	"errors"
	"strings"
	"testing"
)

func TestCheckArgs(t *testing.T) {
	tests := []struct {
		argv    []string
		refused string // the argument refused ("" for none)
	}{
		{argv: []string{"gemini", "--acp"}},
		{argv: []string{"gemini", "--acp", "--model", "gemini-2.5-pro", "--approval-mode", "default", "-s", "-d"}},
		// Only the modes an editor may switch to (rt21i #12): auto_edit
		// approves the agent's own file edits, as set_mode autoEdit would.
		{argv: []string{"gemini", "--acp", "--approval-mode", "auto_edit"}, refused: "--approval-mode"},
		{argv: []string{"gemini", "--acp", "--approval-mode=auto_edit"}, refused: "--approval-mode=auto_edit"},
		{argv: []string{"gemini", "--acp", "--approval-mode", "autoEdit"}, refused: "--approval-mode"},
		{argv: []string{"gemini", "--acp", "--approval-mode", "plan"}},
		{argv: []string{"gemini", "--acp", "--approval-mode"}, refused: "--approval-mode"},
		{argv: []string{"claude", "--permission-mode", "acceptEdits"}, refused: "--permission-mode"},
		{argv: []string{"gemini", "--acp", "--", "--yolo", "-y"}}, // after --: the agent's words, not flags
		{argv: []string{"gemini", "--no-yolo"}},
		{argv: []string{"gemini", "--no-yolo=false"}, refused: "--no-yolo=false"},
		{argv: []string{"gemini", "--acp", "--y"}, refused: "--y"},
		{argv: []string{"gemini", "--acp", "--Y=true"}, refused: "--Y=true"},
		{argv: []string{"gemini", "--yolo"}, refused: "--yolo"},
		{argv: []string{"/opt/bin/gemini", "--yolo=false"}, refused: "--yolo=false"},
		{argv: []string{"gemini", "-y"}, refused: "-y"},
		{argv: []string{"gemini", "--acp", "-dy"}, refused: "-dy"},
		{argv: []string{"gemini", "--approval-mode", "yolo"}, refused: "--approval-mode"},
		{argv: []string{"gemini", "--approval-mode=yolo"}, refused: "--approval-mode=yolo"},
		{argv: []string{"gemini", "--approval_mode=YOLO"}, refused: "--approval_mode=YOLO"},
		{argv: []string{"gemini", "--approvalMode", "yolo"}, refused: "--approvalMode"},
		{argv: []string{"gemini", "--policy", "allow.toml"}, refused: "--policy"},
		{argv: []string{"gemini", "--admin-policy=x"}, refused: "--admin-policy=x"},
		{argv: []string{"gemini", "--allowed-tools", "run_shell_command"}, refused: "--allowed-tools"},
		// A launcher's own short flags are its own; the agent's after the
		// package are the agent's; long flags are refused anywhere.
		{argv: []string{"npx", "-y", "@google/gemini-cli@0.61.0", "--acp"}},
		{argv: []string{"npx", "-y", "@google/gemini-cli", "--acp", "-y"}, refused: "-y"},
		{argv: []string{"npx", "-y", "@zed-industries/claude-code-acp"}},
		{argv: []string{"node", "agent.js", "--yolo"}, refused: "--yolo"},
		{argv: []string{"claude-code-acp", "--dangerously-skip-permissions"}, refused: "--dangerously-skip-permissions"},
		{argv: []string{"claude", "--permission-mode", "bypassPermissions"}, refused: "--permission-mode"},
		{argv: []string{"claude", "--permission-mode", "plan"}},
		{argv: []string{"codex", "--dangerously-bypass-approvals-and-sandbox"}, refused: "--dangerously-bypass-approvals-and-sandbox"},
		{argv: []string{"codex", "-a", "never"}, refused: "-a"},
		{argv: []string{"npx", "@openai/codex", "-a", "never"}, refused: "-a"},
		// clap takes a short flag's value attached too.
		{argv: []string{"codex", "-anever"}, refused: "-anever"},
		{argv: []string{"codex", "-aNever"}, refused: "-aNever"},
		{argv: []string{"codex", "-a=never"}, refused: "-a=never"},
		{argv: []string{"codex", "-capproval_policy=never"}, refused: "-capproval_policy=never"},
		{argv: []string{"codex", "-csandbox_mode=danger-full-access"}, refused: "-csandbox_mode=danger-full-access"},
		{argv: []string{"codex-acp", "-anever"}, refused: "-anever"},
		{argv: []string{"codex", "-c=approval_policy=never"}, refused: "-c=approval_policy=never"},
		{argv: []string{"codex", "-aon-request"}},
		{argv: []string{"codex", "-cmodel=o3"}},
		{argv: []string{"codex", "--ask-for-approval=never"}, refused: "--ask-for-approval=never"},
		{argv: []string{"codex-acp", "-c", `approval_policy="never"`}, refused: "-c"},
		{argv: []string{"codex", "-c", "sandbox_mode=danger-full-access"}, refused: "-c"},
		{argv: []string{"codex", "-c", "model=o3"}},
		{argv: []string{"my-agent", "-a", "never", "-y"}}, // unknown: its short flags are its own
		// A shell's script is read as a command line too; a bundle run by
		// node is the agent it is named after.
		{argv: []string{"sh", "-c", "gemini --acp --yolo"}, refused: "gemini --acp --yolo"},
		{argv: []string{"/bin/bash", "-lc", "exec gemini --acp -y"}, refused: "exec gemini --acp -y"},
		{argv: []string{"bash", "-c", "codex-acp -a never"}, refused: "codex-acp -a never"},
		{argv: []string{"sh", "-c", "gemini --acp"}},
		{argv: []string{"node", "/opt/gemini/bundle/gemini.js", "--acp", "-y"}, refused: "-y"},
		{argv: []string{"gemini", "--acp", "--prompt-interactive", "say -y"}}, // no shell: a word with blanks is a value
	}
	for _, tt := range tests {
		err := CheckArgs(tt.argv)
		var ae *ArgError
		switch {
		case tt.refused == "" && err != nil:
			t.Errorf("CheckArgs(%q): %v", tt.argv, err)
		case tt.refused != "" && (!errors.As(err, &ae) || ae.Arg != tt.refused):
			t.Errorf("CheckArgs(%q): %v; want %q refused", tt.argv, err, tt.refused)
		}
	}
}

// FuzzCheckArgs: CheckArgs never panics, and never lets --yolo (before
// "--") through.
func FuzzCheckArgs(f *testing.F) {
	for _, s := range []string{"gemini --acp", "gemini --acp -dy", "npx -y @google/gemini-cli --acp --approval-mode yolo", "codex -c approval_policy=never", "x -- --yolo", "gemini --approval-mode"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		argv := strings.Fields(line)
		err := CheckArgs(argv)
		for i, a := range argv {
			if i > 0 && a == "--" {
				break
			}
			if i > 0 && a == "--yolo" && err == nil {
				t.Fatalf("CheckArgs(%q) let --yolo through", argv)
			}
		}
	})
}
