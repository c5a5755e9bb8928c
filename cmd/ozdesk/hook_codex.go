package main

import (
	"context"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue/harness"
)

func (a *app) codexHookCommand() *cobra.Command {
	var cfg harness.CodexConfig
	c := &cobra.Command{
		Use:   "codex [--wait 9m] [--agent NAME]",
		Short: "Codex's PreToolUse hook: decide each Bash command",
		Long: "ozdesk hook codex reads Codex's PreToolUse call (Claude Code's format) on standard\n" +
			"input. Codex's apply_patch tool is judged as the writes of the files its patch\n" +
			"names (a guarded file waits for the desk); other tools than Bash pass through.\n" +
			"A Bash command is evaluated for the agent\n" +
			"(default codex) in the call's session and cwd; allowed, the hook prints nothing (Codex\n" +
			"goes ahead); refused, it answers deny with the reason. Codex cannot ask: when the\n" +
			"policy asks, the hook waits for the desk (at most --wait) and answers allow or deny.\n\n" +
			"It fails closed: unreadable input, an unreadable store or any failure answers deny,\n" +
			"always with a reason (Codex goes ahead on a deny without one). Keep --wait under the\n" +
			"hook's \"timeout\" (seconds, default 600). Codex runs hooks only once trusted (/hooks\n" +
			"in its TUI).\n\n" +
			"Settings (~/.codex/config.toml):\n\n" + codexSettings,
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			cfg.Open = a.harnessAPIAsker
			return a.runHook(c, cfg.Wait, "9m", func(ctx context.Context) hookReply {
				return harness.Codex(ctx, a.stdin, cfg)
			}, func(reason string) hookReply { return harness.Reply{Decision: harness.ClaudeDeny, Reason: reason} })
		},
	}
	fl := c.Flags()
	fl.DurationVar(&cfg.Wait, "wait", harness.DefaultCodexWait, "how long an ask waits for the desk; keep it under the hook's timeout")
	fl.StringVar(&cfg.Agent, "agent", harness.DefaultCodexAgent, "the agent name the asks carry")
	return c
}

// codexSettings is the settings snippet for Codex: the hook's timeout
// (seconds) leaves a minute over the wait.
const codexSettings = `[[hooks.PreToolUse]]
matcher = "Bash|apply_patch"

[[hooks.PreToolUse.hooks]]
type = "command"
command = "ozdesk-hook hook codex --wait 14m"
timeout = 900
`
