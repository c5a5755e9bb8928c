//go:build !ozdesk_adapters

package main

import (
	"os"

	"ozdesk.dev/ozdesk/queue/harness/acpproxy"
)

// acceptPolicyFlag starts an agent whose own settings let it run tool
// calls unasked.
const acceptPolicyFlag = "accept-agent-policy"

// checkAgentConfig refuses (exit 2) to start an agent whose own settings
// or policies let it run a shell command or a file edit without asking
// (acpproxy.CheckGeminiConfig): ozdesk would never see that command.
func (a *app) checkAgentConfig(args []string) error {
	dir, err := os.Getwd()
	if err != nil {
		return usagef("start ozdesk acp in a directory that exists", "cannot tell the agent's working directory: %v", err)
	}
	if err := acpproxy.CheckGeminiConfig(args, acpproxy.GeminiLook{Dir: dir, Getenv: os.Getenv}); err != nil {
		return usagef("remove or narrow that setting or rule (ozdesk's gemini-cli hook cannot stand in: gemini --acp runs no BeforeTool hook); "+
			"or, to start the agent all the same, give --"+acceptPolicyFlag+" (ozdesk then stops it only after a command has run unasked)", "%v", err)
	}
	return nil
}
