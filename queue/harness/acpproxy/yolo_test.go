package acpproxy

import (
	"errors"
	"testing"
)

func TestCheckArgs(t *testing.T) {
	tests := []struct {
		args    []string
		refused string // the argument refused ("" for none)
	}{
		{args: []string{"--acp"}},
		{args: []string{"--acp", "--model", "gemini-2.5-pro", "--approval-mode", "auto_edit", "-s", "-d"}},
		{args: []string{"--acp", "--", "--yolo"}}, // after --: the agent's words, not flags
		{args: []string{"--no-yolo"}},
		{args: []string{"--yolo"}, refused: "--yolo"},
		{args: []string{"--yolo=false"}, refused: "--yolo=false"},
		{args: []string{"-y"}, refused: "-y"},
		{args: []string{"--acp", "-dy"}, refused: "-dy"},
		{args: []string{"--approval-mode", "yolo"}, refused: "--approval-mode"},
		{args: []string{"--approval-mode=yolo"}, refused: "--approval-mode=yolo"},
		{args: []string{"--approval_mode=YOLO"}, refused: "--approval_mode=YOLO"},
		{args: []string{"--approvalMode", "yolo"}, refused: "--approvalMode"},
		{args: []string{"--policy", "allow.toml"}, refused: "--policy"},
		{args: []string{"--admin-policy=x"}, refused: "--admin-policy=x"},
		{args: []string{"--allowed-tools", "run_shell_command"}, refused: "--allowed-tools"},
		{args: []string{"--dangerously-skip-permissions"}, refused: "--dangerously-skip-permissions"},
		{args: []string{"--permission-mode", "bypassPermissions"}, refused: "--permission-mode"},
		{args: []string{"--permission-mode", "plan"}},
		{args: []string{"--dangerously-bypass-approvals-and-sandbox"}, refused: "--dangerously-bypass-approvals-and-sandbox"},
		{args: []string{"-a", "never"}, refused: "-a"},
		{args: []string{"--ask-for-approval=never"}, refused: "--ask-for-approval=never"},
		{args: []string{"-c", `approval_policy="never"`}, refused: "-c"},
		{args: []string{"-c", "sandbox_mode=danger-full-access"}, refused: "-c"},
		{args: []string{"-c", "model=o3"}},
	}
	for _, tt := range tests {
		err := CheckArgs(tt.args)
		var ae *ArgError
		switch {
		case tt.refused == "" && err != nil:
			t.Errorf("CheckArgs(%q): %v", tt.args, err)
		case tt.refused != "" && (!errors.As(err, &ae) || ae.Arg != tt.refused):
			t.Errorf("CheckArgs(%q): %v; want %q refused", tt.args, err, tt.refused)
		}
	}
}
