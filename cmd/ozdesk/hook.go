package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

func (a *app) hookCommand() *cobra.Command {
	hook := &cobra.Command{
		Use:   "hook",
		Short: "Answer a harness's hook protocol (claude-code, gemini-cli, codex, crush, opencode)",
		Long: "hook speaks a harness's own hook protocol on standard input and output, and fails\n" +
			"closed in that harness's own terms. Other harnesses can call 'ozdesk ask', or run\n" +
			"their commands through 'ozdesk shell -c'.",
		Args: noArgs,
	}
	hook.AddCommand(a.claudeHookCommand(), a.geminiHookCommand(), a.codexHookCommand())
	hook.AddCommand(a.crushHookCommand(), a.opencodeHookCommand())
	return hook
}

// isHookCommand reports whether c is `ozdesk hook` or below it.
func isHookCommand(c *cobra.Command) bool {
	for ; c != nil && c.HasParent(); c = c.Parent() {
		if c.Name() == "hook" && !c.Parent().HasParent() {
			return true
		}
	}
	return false
}

func (a *app) claudeHookCommand() *cobra.Command {
	var cfg harness.ClaudeConfig
	c := &cobra.Command{
		Use:   "claude-code [--local-ask] [--wait 9m] [--agent NAME]",
		Short: "Claude Code's PreToolUse hook: decide each Bash command",
		Long: "ozdesk hook claude-code reads Claude Code's PreToolUse call on standard input.\n" +
			"Tools other than Bash pass through (no answer: Claude Code's own rules decide).\n" +
			"A Bash command is evaluated for the agent (default claude-code) in the call's\n" +
			"session and cwd, and answered allow or deny on standard output; when the policy\n" +
			"asks, the hook waits for the desk (at most --wait), or with --local-ask answers\n" +
			"\"ask\" at once so that Claude Code's own prompt decides.\n\n" +
			"It fails closed: unreadable input, an unreadable store or any failure answers\n" +
			"deny; it never exits 1 (Claude Code would run the command). Keep --wait under\n" +
			"the hook's \"timeout\" in the settings (seconds, default 600): at that timeout\n" +
			"Claude Code ignores the hook and goes ahead.\n\n" +
			"Settings (.claude/settings.json):\n\n" + claudeSettings,
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			cfg.Open = a.harnessAPIAsker
			return a.runHook(c, cfg.Wait, "9m", func(ctx context.Context) int {
				return harness.Claude(ctx, a.stdin, cfg).Write(a.stdout, a.stderr)
			})
		},
	}
	fl := c.Flags()
	fl.BoolVar(&cfg.LocalAsk, "local-ask", false, "answer \"ask\" at once (Claude Code's own prompt decides) instead of waiting at the desk")
	fl.DurationVar(&cfg.Wait, "wait", harness.DefaultClaudeWait, "how long an ask waits for the desk; keep it under the hook's timeout")
	fl.StringVar(&cfg.Agent, "agent", harness.DefaultClaudeAgent, "the agent name the asks carry")
	return c
}

// claudeSettings is the settings snippet for Claude Code: the hook's
// timeout (seconds) leaves a minute over the wait.
const claudeSettings = `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          {
            "type": "command",
            "command": "ozdesk hook claude-code --wait 14m",
            "timeout": 900,
            "onFailure": "block"
          }
        ]
      }
    ]
  }
}
`

// harnessAPIAsker is harnessAPI as a harness adapter's Open.
func (a *app) harnessAPIAsker() (queue.Asker, error) { return a.harnessAPI() }

// runHook runs one hook call the same way for every harness: the wait
// checked, the signal handler installed before anything is queued (a
// signal then withdraws the ask), and answer's exit code returned quietly
// (the answer is written already). example is a wait to suggest.
func (a *app) runHook(c *cobra.Command, wait time.Duration, example string, answer func(ctx context.Context) int) error {
	if wait <= 0 {
		return usagef("give a positive duration such as "+example+", under the hook's timeout", "--wait %v is not positive", wait)
	}
	ctx, stop := signal.NotifyContext(c.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if code := answer(ctx); code != 0 {
		return quiet(code)
	}
	return nil
}
