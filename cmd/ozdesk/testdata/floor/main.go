// Command floor is the floor of the hook benchmarks in protected mode: a
// Go program that reads the same PreToolUse JSON as `ozdesk hook
// claude-code` and prints an allow, doing nothing else. The difference
// between the two is what ozdesk's own work costs (see BenchmarkAdapters).
//
// floor [--exec] [-c COMMAND]: with -c the command is the argument, not
// the JSON on standard input (the floor of `ozdesk ask` and `ozdesk shell
// -c`); with --exec it then runs the command with bash, as `ozdesk shell
// -c` does.
package main

import (
	"encoding/json"
	"os"
	"syscall"
)

func main() {
	args := os.Args[1:]
	run := len(args) > 0 && args[0] == "--exec"
	if run {
		args = args[1:]
	}
	var in struct {
		ToolName  string `json:"tool_name"`
		ToolInput struct {
			Command string `json:"command"`
		} `json:"tool_input"`
	}
	switch {
	case len(args) == 2 && args[0] == "-c":
		in.ToolInput.Command = args[1]
	case len(args) == 0:
		if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil {
			os.Exit(2)
		}
	default:
		os.Exit(2)
	}
	if in.ToolInput.Command == "" {
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
	if run {
		err := syscall.Exec("/bin/bash", []string{"bash", "-c", in.ToolInput.Command}, os.Environ())
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(126)
	}
}
