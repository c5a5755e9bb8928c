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
		{[]string{"hook", "claude-code"}, args{name: "claude-code", config: defaultConfig, wait: defaultWait, agent: "claude-code"}, false},
		{[]string{"--config", "/c.yaml", "hook", "claude-code", "--wait", "2s", "--agent", "a"}, args{name: "claude-code", config: "/c.yaml", configNamed: true, wait: 2 * time.Second, agent: "a"}, false},
		{[]string{"--config=/c.yaml", "hook", "claude-code", "--wait=2s", "--agent=a"}, args{name: "claude-code", config: "/c.yaml", configNamed: true, wait: 2 * time.Second, agent: "a"}, false},
		{[]string{"hook", "gemini-cli", "--config", "/c.yaml"}, args{name: "gemini-cli", config: "/c.yaml", configNamed: true, wait: 45 * time.Second, agent: "gemini-cli"}, false},
		{[]string{"--wait", "1m", "hook", "crush", "--config=/c.yaml"}, args{name: "crush", config: "/c.yaml", configNamed: true, wait: time.Minute, agent: "crush"}, false},
		{[]string{"hook", "gemini-cli"}, args{name: "gemini-cli", config: defaultConfig, wait: 45 * time.Second, agent: "gemini-cli"}, false},
		{[]string{"hook", "codex", "--wait", "14m"}, args{name: "codex", config: defaultConfig, wait: 14 * time.Minute, agent: "codex"}, false},
		{[]string{"hook", "crush"}, args{name: "crush", config: defaultConfig, wait: 20 * time.Second, agent: "crush"}, false},
		{[]string{"hook", "opencode", "--file-tool"}, args{}, true},
		{[]string{"hook", "Claude-Code"}, args{}, true},
		{[]string{"ask", "ls"}, args{}, true},
		{[]string{"hook", "claude-code", "--local-ask"}, args{}, true},
		{[]string{"hook", "claude-code", "--wait", "0s"}, args{}, true},
		{[]string{"hook", "claude-code", "--wait", "x"}, args{}, true},
		{[]string{"hook", "claude-code", "--agent", ""}, args{}, true},
		{[]string{"hook", "claude-code", "extra"}, args{}, true},
		{[]string{"hook", "claude-code", "--config"}, args{}, true},
		{[]string{"hook", "claude-code", "--config="}, args{}, true},
		{[]string{"--config", "hook", "claude-code"}, args{}, true},
		{[]string{"--db", "/x.db", "hook", "claude-code"}, args{}, true},
		{nil, args{}, true},
	}
	for _, tt := range tests {
		got, err := parseArgs(tt.argv)
		if tt.isErr == (err == nil) || err == nil && (got.adapter.answer == nil || got.adapter.deny == nil) {
			t.Errorf("parseArgs(%q): %v, adapter %v; want an error: %v", tt.argv, err, got.adapter.answer != nil, tt.isErr)
			continue
		}
		if !tt.isErr && (got.name != tt.want.name || got.config != tt.want.config || got.configNamed != tt.want.configNamed ||
			got.wait != tt.want.wait || got.agent != tt.want.agent) {
			t.Errorf("parseArgs(%q) = %+v, %v; want %+v (an error: %v)", tt.argv, got, err, tt.want, tt.isErr)
		}
	}
}
