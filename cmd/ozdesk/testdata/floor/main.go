// Command floor is the floor of the hook benchmark: a Go program that
// reads the same PreToolUse JSON as `ozdesk hook claude-code` and prints an
// allow, doing nothing else. The difference between the two is what
// ozdesk's own work costs (see BenchmarkHookClaudeAllowed).
package main

import (
	"encoding/json"
	"os"
)

func main() {
	var in struct {
		ToolName  string `json:"tool_name"`
		ToolInput struct {
			Command string `json:"command"`
		} `json:"tool_input"`
	}
	if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil || in.ToolInput.Command == "" {
		os.Exit(2)
	}
	out := map[string]any{"hookSpecificOutput": map[string]string{
		"hookEventName":            "PreToolUse",
		"permissionDecision":       "allow",
		"permissionDecisionReason": "floor",
	}}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		os.Exit(2)
	}
}
