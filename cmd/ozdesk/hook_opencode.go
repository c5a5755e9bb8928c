package main

import (
	"context"
	"os"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue/harness"
)

func (a *app) opencodeHookCommand() *cobra.Command {
	var (
		cfg      harness.OpencodeConfig
		plugin   bool
		fileTool bool
	)
	c := &cobra.Command{
		Use:   "opencode --plugin [--wait 10m] [--agent NAME] [--ozdesk PATH]",
		Short: "opencode's plugin: print it (opencode runs plugins, not hook commands)",
		Long: "opencode runs JavaScript plugins in its own process, not hook commands. ozdesk hook\n" +
			"opencode --plugin prints ozdesk's plugin: its tool.execute.before handler runs\n" +
			"'ozdesk ask' for every bash tool call (the command on standard input, the directory\n" +
			"it runs in, the session, the agent, --wait) and throws, which is how opencode blocks\n" +
			"a tool, unless ozdesk exits 0: a refusal, nobody deciding in time, an unreadable\n" +
			"store, ozdesk missing or failing, or no answer within --wait and 30 s all block.\n" +
			"opencode puts no time limit on a plugin.\n\n" +
			"Its file tools (write, edit, multiedit, apply_patch, patch) go to 'ozdesk hook\n" +
			"opencode --file-tool', which reads {tool, args, directory, session} on standard\n" +
			"input and judges the files they write: one ozdesk guards (the harnesses' settings\n" +
			"and plugins, shell start-up files, a file that runs later) waits for the desk;\n" +
			"others get {} and opencode's own permission decides. A call of the experimental\n" +
			"batch tool (other tools' calls inside one) always throws; every other tool (read,\n" +
			"grep, webfetch, task, MCP tools) is left to opencode's own permission.\n\n" +
			"The plugin runs ozdesk by the absolute path --ozdesk (default: this ozdesk), with\n" +
			"opencode's environment. Install it for a project, or for every project:\n\n" +
			opencodeInstall,
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if fileTool {
				fcfg := harness.OpencodeFileConfig{Open: a.harnessAPIAsker, Agent: cfg.Agent, Wait: cfg.Wait}
				return a.runHook(c, cfg.Wait, "30s", func(ctx context.Context) hookReply {
					return harness.OpencodeFile(ctx, a.stdin, fcfg)
				}, func(reason string) hookReply {
					return harness.OpencodeFileReply{Decision: harness.GeminiDeny, Reason: reason}
				})
			}
			if !plugin {
				return usagef("print the plugin with: ozdesk hook opencode --plugin > .opencode/plugin/ozdesk.js",
					"opencode runs plugins, not hook commands")
			}
			if cfg.Wait <= 0 {
				return usagef("give a positive duration such as 10m", "--wait %v is not positive", cfg.Wait)
			}
			if cfg.Ozdesk == "" {
				exe, err := os.Executable()
				if err != nil {
					return usagef("give it with --ozdesk PATH", "cannot tell this ozdesk's path: %v", err)
				}
				cfg.Ozdesk = exe
			}
			src, err := harness.OpencodePlugin(cfg)
			if err != nil {
				return usagef("", "%v", err)
			}
			_, err = a.stdout.Write(src)
			return err
		},
	}
	fl := c.Flags()
	fl.BoolVar(&plugin, "plugin", false, "print the plugin's source")
	fl.BoolVar(&fileTool, "file-tool", false, "judge one of opencode's file tools' calls, read on standard input (what the plugin runs)")
	fl.DurationVar(&cfg.Wait, "wait", harness.DefaultOpencodeWait, "how long an ask waits for the desk (whole seconds)")
	fl.StringVar(&cfg.Agent, "agent", harness.DefaultOpencodeAgent, "the agent name the asks carry")
	fl.StringVar(&cfg.Ozdesk, "ozdesk", "", "the absolute path of the ozdesk the plugin runs (default: this one)")
	return c
}

// opencodeInstall is how the plugin is installed.
const opencodeInstall = `mkdir -p .opencode/plugin
ozdesk-hook hook opencode --plugin --wait 14m > .opencode/plugin/ozdesk.js
`
