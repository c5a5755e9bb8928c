//go:build !ozdesk_adapters

package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue/harness/acpproxy"
)

// The ACP proxy's own exit statuses, as a shell's: otherwise it exits as
// the agent does.
const (
	// exitACPUnguarded: the agent entered a mode in which it asks nothing
	// (yolo), and the proxy stopped it.
	exitACPUnguarded = 126
	// exitACPNoAgent: the agent could not be started.
	exitACPNoAgent = 127
)

// acpGrace is how long the agent has to end after its input closes, and
// again after SIGTERM, before its process group is killed.
const acpGrace = 3 * time.Second

type acpFlags struct {
	localAsk bool
	// acceptPolicy starts an agent whose own settings let it run tool
	// calls unasked (see acpproxy.CheckGeminiConfig).
	acceptPolicy bool
	wait         time.Duration
	agent        string
}

func (a *app) acpCommand() *cobra.Command {
	var f acpFlags
	c := &cobra.Command{
		Use:   "acp [--local-ask] [--wait 9m] [--agent NAME] -- AGENT [ARGS...]",
		Short: "Stand in for an ACP agent: relay its messages, judge each shell command it asks to run",
		Long: "ozdesk acp is what an editor (Zed, or any Agent Client Protocol client) starts in the\n" +
			"agent's place. It starts AGENT [ARGS...] in a process group of its own and relays every\n" +
			"message both ways untouched, except these:\n\n" +
			"  - the agent's session/request_permission for a shell call (toolCall kind \"execute\";\n" +
			"    the command is the whole command line its rawInput holds (command and args, cmd,\n" +
			"    argv, script; a shape ozdesk cannot read is rejected), else its title, run in the\n" +
			"    session's cwd or the one the agent names) is evaluated for the agent (--agent, default AGENT's name)\n" +
			"    and answered by ozdesk with the agent's allow-once or reject-once option (one only\n" +
			"    whose id and name agree with its kind, else \"cancelled\"); a\n" +
			"    refusal's reason reaches the editor as a message. When the policy asks, ozdesk waits\n" +
			"    for the desk (at most --wait), or with --local-ask hands the request to the editor.\n" +
			"    A file edit is judged by the files it names (a guarded one, such as\n" +
			"    .gemini/settings.json, waits at the desk); an edit, delete or move that names\n" +
			"    no file waits at the desk, and so does one of kind other or none that names no\n" +
			"    command or file, or one of a kind that runs nothing (read, search, fetch...)\n" +
			"    titled as a shell command. Other permission requests go to the editor.\n" +
			"  - no allow-always option ever reaches the editor, nor an allow-always answer the agent;\n" +
			"  - the agent's terminal/create is judged the same way; a refusal is a JSON-RPC error;\n" +
			"  - the editor's session/set_mode to any mode but default and plan (yolo, autoEdit,\n" +
			"    acceptEdits, an unknown one) is refused with a JSON-RPC error; an agent that enters\n" +
			"    such a mode by itself (one it did not open the session in) is stopped;\n" +
			"  - an agent that shows a shell call running that never asked (a policy of its own,\n" +
			"    an allow-always it remembers, a second run under a tool call id that asked once),\n" +
			"    or that runs one before the answer or after a refusal, or that shows a tool call\n" +
			"    with another command (title or rawInput) than the one judged under its id, is\n" +
			"    stopped before its next.\n\n" +
			"It fails closed: a command it cannot judge (the store unreachable, no cwd known for the\n" +
			"session, a request it cannot read) is rejected. It refuses to start an agent given a flag\n" +
			"that turns its permission requests off (--yolo, -y, --approval-mode or --permission-mode\n" +
			"other than default and plan, --policy,\n" +
			"--allowed-tools, --dangerously-skip-permissions, ...), and Gemini CLI when its own\n" +
			"settings or policies let it run a shell command or a file edit without asking (a\n" +
			"policy rule allowing run_shell_command in ~/.gemini/policies, /etc/gemini-cli/policies or\n" +
			".gemini/policies; tools.allowed, tools.autoAccept, general.defaultApprovalMode in a\n" +
			"settings.json), unless --" + acceptPolicyFlag + " is given (ozdesk's gemini-cli hook cannot\n" +
			"stand in: gemini --acp runs no BeforeTool hook). The same check runs in the cwd of each\n" +
			"session the editor opens (session/new, load, resume, fork): a session in a directory so\n" +
			"configured is refused with a JSON-RPC error and never reaches the agent.\n\n" +
			"Exit status: the agent's own (128+n when signal n ended it); 2 when ozdesk refuses to\n" +
			"start it (no AGENT, or such a flag); 126 when the agent turned its permission requests\n" +
			"off while running, or ran a command unasked, and ozdesk stopped it; 127 when AGENT\n" +
			"could not be started.\n\n" +
			"Settings (Zed's settings.json):\n\n" + acpSettings,
		Args: cobra.ArbitraryArgs,
		RunE: func(c *cobra.Command, args []string) error { return a.runACP(c, args, f) },
	}
	fl := c.Flags()
	// AGENT's own flags follow it: ozdesk's end at the first word that is
	// not one of them.
	fl.SetInterspersed(false)
	fl.BoolVar(&f.localAsk, "local-ask", false, "hand a command the policy asks about to the editor's own prompt instead of waiting at the desk")
	fl.BoolVar(&f.acceptPolicy, acceptPolicyFlag, false, "start the agent even when its own settings or policy let it run shell commands or file edits without asking (ozdesk then stops it only after such a command has run)")
	fl.DurationVar(&f.wait, "wait", acpproxy.DefaultWait, "how long an ask waits for the desk")
	fl.StringVar(&f.agent, "agent", "", "the agent name the asks carry (default the agent's: AGENT's file name, or the script or package a launcher such as node or npx runs)")
	return c
}

// acpSettings is the settings snippet for Zed: Gemini CLI behind the
// proxy.
const acpSettings = `{
  "agent_servers": {
    "Gemini CLI (ozdesk)": {
      "type": "custom",
      "command": "ozdesk",
      "args": ["acp", "--", "gemini", "--acp"],
      "env": {}
    }
  }
}
`

func (a *app) runACP(c *cobra.Command, args []string, f acpFlags) error {
	if len(args) == 0 {
		return usagef("usage: "+c.UseLine(), "acp needs the agent to start, after --")
	}
	if f.wait <= 0 {
		return usagef("give a positive duration such as 9m", "--wait %v is not positive", f.wait)
	}
	if err := acpproxy.CheckArgs(args); err != nil {
		return usagef("start the agent without it: ozdesk judges each shell command, and the agent must ask for each", "%v", err)
	}
	if !f.acceptPolicy {
		if err := a.checkAgentConfig(args); err != nil {
			return err
		}
	}
	if f.agent == "" {
		f.agent = acpproxy.AgentName(args)
	}
	// The handler is in place before any ask is queued: a signal withdraws
	// the asks waiting.
	ctx, stop := signal.NotifyContext(c.Context(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// An editor gone makes writes to standard output fail (EPIPE) rather
	// than kill ozdesk by SIGPIPE before it has withdrawn its asks and
	// stopped the agent. Notify, not Ignore: the agent must not inherit an
	// ignored SIGPIPE.
	sigpipe := make(chan os.Signal, 1)
	signal.Notify(sigpipe, syscall.SIGPIPE)
	defer signal.Stop(sigpipe)
	agent, err := acpproxy.Start(args, a.stderr)
	if err != nil {
		fmt.Fprintf(a.stderr, "ozdesk acp: %s\n", cards.Escape(err.Error()))
		return quiet(exitACPNoAgent)
	}
	// The node's mode is read once, here: the relay opens the queue from
	// several goroutines at once, and a mode that cannot be read fails
	// each command closed then.
	_, _ = a.protected()
	cfg := acpproxy.Config{Open: a.harnessAPIAsker, Agent: f.agent, Wait: f.wait, LocalAsk: f.localAsk, Log: a.stderr}
	cfg.Rewrite = acpproxy.Rewrites(args)
	if !f.acceptPolicy {
		cfg.CheckSession = sessionConfigCheck(args)
	}
	end, err := acpproxy.Relay(ctx, cfg, a.stdin, a.stdout, agent.Stdin, agent.Stdout)
	switch end {
	case acpproxy.EditorGone: // the agent ends at the end of its input
		agent.Stop(acpGrace, acpGrace)
	case acpproxy.AgentGone:
		agent.Stop(acpGrace, acpGrace) // its process ends, or is ended
	default: // a signal, or an agent that asks nothing any more
		agent.Stop(0, acpGrace)
	}
	if end == acpproxy.AgentUnguarded {
		fmt.Fprintf(a.stderr, "ozdesk acp: %s; ozdesk stopped it\n", cards.Escape(err.Error()))
		return quiet(exitACPUnguarded)
	}
	if code := agent.ExitCode(); code != 0 {
		return quiet(code)
	}
	return nil
}
