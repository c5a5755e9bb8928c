// Command brokerbound is a bound, not an adapter: the least a hook that
// only talks to a broker can cost. It reads the same PreToolUse JSON as
// `ozdesk hook claude-code`, sends its command to the broker at the
// socket it is given as one evaluate request, through the same client
// code as ozdesk (internal/askwire: the request encoded;
// internal/brokerconn: the socket believed, the peer's credentials read,
// one line each way), and prints Claude Code's answer
// for the outcome the broker gives: allow for allow, else deny. It reads
// no configuration, waits for no ask, and checks nothing of what `ozdesk
// hook claude-code` checks before it asks (the tool, the shell, the
// paths the command writes), so it must never be used as a hook: it is
// what BenchmarkAdapters and callgrind measure a broker-only build
// against (docs/adapter-cost.md).
//
//	brokerbound SOCKET < INPUT.json
package main

import (
	"context"
	"encoding/json"
	"os"
	"time"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/internal/brokerconn"
)

func main() {
	if len(os.Args) != 2 {
		os.Exit(2)
	}
	var in struct {
		SessionID string `json:"session_id"`
		Cwd       string `json:"cwd"`
		ToolName  string `json:"tool_name"`
		ToolInput struct {
			Command string `json:"command"`
		} `json:"tool_input"`
	}
	if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil || in.ToolInput.Command == "" {
		os.Exit(2)
	}
	params, err := askwire.Encode(askwire.Request{Command: in.ToolInput.Command, Agent: "claude-code", Session: in.SessionID,
		Harness: "claude-code", Cwd: in.Cwd, Pid: os.Getpid(), Wait: time.Minute})
	if err != nil {
		os.Exit(2)
	}
	line := append(append([]byte(`{"method":"evaluate","params":`), params...), '}')
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	decision, reason := "deny", "brokerbound: the broker's answer is not an allow"
	if raw, err := brokerconn.RoundTrip(ctx, os.Args[1], "evaluate", line); err != nil {
		reason = err.Error()
	} else {
		var resp struct {
			Result struct {
				Outcome string `json:"outcome"`
				Reason  string `json:"reason"`
			} `json:"result"`
		}
		if json.Unmarshal(raw, &resp) == nil && resp.Result.Outcome == "allow" {
			decision, reason = "allow", resp.Result.Reason
		}
	}
	out := map[string]any{"hookSpecificOutput": map[string]string{
		"hookEventName":            "PreToolUse",
		"permissionDecision":       decision,
		"permissionDecisionReason": reason,
	}}
	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		os.Exit(2)
	}
}
