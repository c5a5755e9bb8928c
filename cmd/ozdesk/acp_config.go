//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"os"
	"path/filepath"

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

// sessionConfigCheck is the check of each session's cwd (fx28i #4): Gemini
// CLI reads its project settings and policies in the session's cwd, not
// where ozdesk acp started, so a session opened in a directory whose
// .gemini/settings.json or policy lets commands run unasked is refused
// (an error for that session/new), as starting there would be.
func sessionConfigCheck(args []string) func(cwd string) error {
	if acpproxy.AgentName(args) != "gemini" {
		return nil
	}
	return func(cwd string) error {
		if !filepath.IsAbs(cwd) {
			return fmt.Errorf("the session's cwd %q is not absolute, so Gemini CLI's settings there cannot be checked", cwd)
		}
		if err := acpproxy.CheckGeminiConfig(args, acpproxy.GeminiLook{Dir: cwd, Getenv: os.Getenv}); err != nil {
			return fmt.Errorf("%w (in the session's cwd %s; remove or narrow that setting or rule, or start ozdesk acp with --%s)", err, cwd, acceptPolicyFlag)
		}
		return nil
	}
}
