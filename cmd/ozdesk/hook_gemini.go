package main

import (
	"context"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue/harness"
)

func (a *app) geminiHookCommand() *cobra.Command {
	var cfg harness.GeminiConfig
	c := &cobra.Command{
		Use:   "gemini-cli [--wait 45s] [--agent NAME]",
		Short: "Gemini CLI's BeforeTool hook: decide each run_shell_command",
		Long: "ozdesk hook gemini-cli reads Gemini CLI's BeforeTool call on standard input.\n" +
			"Tools other than run_shell_command pass through ({}: Gemini CLI's own policy\n" +
			"decides), but for write_file and replace writing a file the guard-tamper default\n" +
			"protects (the harnesses' settings and hooks): that waits for the desk, and is\n" +
			"denied unless an operator allows it. A shell command is evaluated for the agent (default gemini-cli) in the\n" +
			"call's session and cwd, and answered {\"decision\":\"allow\"} or \"deny\" with a reason;\n" +
			"when the policy asks, the hook waits for the desk (at most --wait). It never\n" +
			"answers \"ask\" (a headless run would hang).\n\n" +
			"It fails closed: it always prints one JSON answer and exits 0 (or exits 2, which\n" +
			"blocks); Gemini CLI runs the command on exit 1, on text that is not JSON and at\n" +
			"its hook timeout, so keep --wait under the hook's \"timeout\" (milliseconds,\n" +
			"default 60000). An allow does not bypass Gemini CLI's own policy: headless runs\n" +
			"still need --yolo or a policy rule allowing run_shell_command.\n\n" +
			"Settings (.gemini/settings.json or ~/.gemini/settings.json):\n\n" + geminiSettings,
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			cfg.Open = a.harnessAPIAsker
			return a.runHook(c, cfg.Wait, "45s", func(ctx context.Context) hookReply {
				return harness.Gemini(ctx, a.stdin, cfg)
			}, func(reason string) hookReply {
				return harness.GeminiReply{Decision: harness.GeminiDeny, Reason: reason}
			})
		},
	}
	fl := c.Flags()
	fl.DurationVar(&cfg.Wait, "wait", harness.DefaultGeminiWait, "how long an ask waits for the desk; keep it under the hook's timeout")
	fl.StringVar(&cfg.Agent, "agent", harness.DefaultGeminiAgent, "the agent name the asks carry")
	return c
}

// geminiSettings is the settings snippet for Gemini CLI: the hook's
// timeout (milliseconds) leaves a minute over the wait.
const geminiSettings = `{
  "hooks": {
    "BeforeTool": [
      {
        "matcher": "run_shell_command|write_file|replace",
        "hooks": [
          {
            "name": "ozdesk",
            "type": "command",
            "command": "ozdesk-hook hook gemini-cli --wait 14m",
            "timeout": 900000
          }
        ]
      }
    ]
  }
}
`
