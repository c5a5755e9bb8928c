package main

import (
	"testing"
	"time"
)

// TestParseArgs: the command lines this build answers, and those it
// refuses (each then a deny, never an exit 1).
func TestParseArgs(t *testing.T) {
	tests := []struct {
		argv  []string
		want  args
		isErr bool
	}{
		{[]string{"hook", "claude-code"}, args{config: defaultConfig, wait: defaultWait, agent: "claude-code"}, false},
		{[]string{"--config", "/c.yaml", "hook", "claude-code", "--wait", "2s", "--agent", "a"}, args{config: "/c.yaml", configNamed: true, wait: 2 * time.Second, agent: "a"}, false},
		{[]string{"hook", "gemini-cli"}, args{}, true},
		{[]string{"ask", "ls"}, args{}, true},
		{[]string{"hook", "claude-code", "--local-ask"}, args{}, true},
		{[]string{"hook", "claude-code", "--wait", "0s"}, args{}, true},
		{[]string{"hook", "claude-code", "--wait", "x"}, args{}, true},
		{[]string{"hook", "claude-code", "--agent", ""}, args{}, true},
		{nil, args{}, true},
	}
	for _, tt := range tests {
		got, err := parseArgs(tt.argv)
		if tt.isErr != (err != nil) || !tt.isErr && got != tt.want {
			t.Errorf("parseArgs(%q) = %+v, %v; want %+v (an error: %v)", tt.argv, got, err, tt.want, tt.isErr)
		}
	}
}
