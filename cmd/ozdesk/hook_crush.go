package main

import (
	"context"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue/harness"
)

func (a *app) crushHookCommand() *cobra.Command {
	var cfg harness.CrushConfig
	c := &cobra.Command{
		Use:   "crush [--wait 20s] [--agent NAME]",
		Short: "crush's PreToolUse hook: decide each bash command",
		Long: "ozdesk hook crush reads crush's PreToolUse call on standard input (crush's own\n" +
			"fields: event, cwd, tool_name, tool_input; not Claude Code's). A file tool's write\n" +
			"(write, edit, multiedit, download) of a guarded file or one that runs later waits\n" +
			"for the desk and is denied unless allowed there; other writes, and tools other than\n" +
			"bash, pass through (no output: crush's own permission flow decides). A bash command is\n" +
			"evaluated for the agent (default crush) in the call's session and in the directory\n" +
			"it runs in (tool_input.working_dir, else the call's cwd), and answered\n" +
			"{\"decision\":\"allow\"} or \"deny\" with a reason; when the policy asks, the hook\n" +
			"waits for the desk (at most --wait). It never answers \"no opinion\" for bash:\n" +
			"'crush run' approves what no hook decided.\n\n" +
			"It fails closed: it always prints crush's envelope and exits 0 (or exits 2, which\n" +
			"blocks); crush runs the command on other exit codes, on text that is not JSON and\n" +
			"at its hook timeout, so keep --wait under the hook's \"timeout\" (seconds, default\n" +
			"30).\n\n" +
			"Settings (crush.json in the project, or ~/.config/crush/crush.json):\n\n" + crushSettings,
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			cfg.Open = a.harnessAPIAsker
			return a.runHook(c, cfg.Wait, "20s", func(ctx context.Context) hookReply {
				return harness.Crush(ctx, a.stdin, cfg)
			}, func(reason string) hookReply {
				return harness.CrushReply{Version: harness.CrushVersion, Decision: harness.CrushDeny, Reason: reason}
			})
		},
	}
	fl := c.Flags()
	fl.DurationVar(&cfg.Wait, "wait", harness.DefaultCrushWait, "how long an ask waits for the desk; keep it under the hook's timeout")
	fl.StringVar(&cfg.Agent, "agent", harness.DefaultCrushAgent, "the agent name the asks carry")
	return c
}

// crushSettings is the settings snippet for crush: the hook's timeout
// (seconds) leaves a minute over the wait.
const crushSettings = `{
  "hooks": {
    "PreToolUse": [
      {
        "name": "ozdesk",
        "matcher": "^(bash|write|edit|multiedit|download)$",
        "command": "ozdesk-hook hook crush --wait 14m",
        "timeout": 900
      }
    ]
  }
}
`
