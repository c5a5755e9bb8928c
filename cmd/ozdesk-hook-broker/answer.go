package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/internal/brokerconf"
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// envProjectDir is where Claude Code gives its hooks the project's
// directory (queue/harness's EnvClaudeProjectDir).
const envProjectDir = "CLAUDE_PROJECT_DIR"

// answerClaude reads one PreToolUse call from standard input and answers
// it, with the same checks as queue/harness's Claude before it asks.
func answerClaude(ctx context.Context, a args, stopped func() bool) reply {
	in, err := hookcall.ReadClaudeInput(os.Stdin)
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	if in.HookEventName == "" && in.CrushEvent != nil {
		return deny("ozdesk hook claude-code got crush's call (it names event, not hook_event_name): use 'ozdesk hook crush' in crush.json; the call is refused")
	}
	if in.HookEventName != "" && in.HookEventName != hookcall.ClaudeEvent {
		return hookcall.Reply{Block: true, Reason: "ozdesk hook claude-code answers PreToolUse only, not " + safetext.Escape(in.HookEventName) + ": fix the hook's event in the settings"}
	}
	switch {
	case in.ToolName == "":
		return deny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	case hookcall.LookalikeShell(in.ToolName, hookcall.ClaudeBash):
		return deny(hookcall.LookalikeReason(in.ToolName, hookcall.ClaudeBash))
	case hookcall.IsClaudePowerShell(in.ToolName):
		return deny(hookcall.ClaudePowerShellReason)
	case fileTool(in.ToolName):
		return deny(fileToolRefusal("Claude Code", in.ToolName))
	case in.ToolName != hookcall.ClaudeBash:
		return hookcall.Reply{}
	}
	command, err := in.BashCommand()
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	cfg, refusal := config(a)
	if refusal != "" {
		return deny(refusal)
	}
	project := envDir(envProjectDir)
	req := askwire.Request{Command: command, Agent: a.agent, Session: in.SessionID, Harness: "claude-code",
		Cwd: in.Cwd, Workdir: project, ProjectDir: project, Pid: os.Getpid(), NoReport: true}
	// The broker reads the command as Claude Code's shell does
	// (askwire.Request.Shells): this build links no shell parser.
	req.Shells = []string{hookcall.ClaudeShell(os.Getenv)}
	req.MustAsk = hookcall.PrefixDoubt(os.Getenv(hookcall.EnvClaudeShellPrefix))
	req.MustAsk = hookcall.WithDoubt(req.MustAsk, hookcall.RunningEnvDoubt("Claude Code", os.Getenv))
	req.MustAsk = hookcall.WithDoubt(req.MustAsk, linkDoubt(command, in.Cwd))
	return ask(ctx, cfg, req, stopped)
}

// config reads the node's configuration; refusal says why the command is
// refused when there is none to read, or it cannot be read.
func config(a args) (cfg *brokerconf.Client, refusal string) {
	cfg, err := loadConfig(a)
	switch {
	case err != nil:
		return nil, "ozdesk: " + safetext.Escape(err.Error()) + "; the command is refused"
	case cfg == nil:
		return nil, fmt.Sprintf(noBroker, a.config)
	}
	return cfg, ""
}

// fileToolRefusal is the refusal of a harness's file tool's call: the
// full build judges the written path with the policy's guard, this one
// cannot.
func fileToolRefusal(harness, tool string) string {
	return "ozdesk: this build only talks to a broker and does not judge " + harness + "'s file tools (" + safetext.Escape(tool) +
		"): the full build reads the written path with the policy's guard; use ozdesk-hook for them; the write is refused"
}

// fileTool reports whether tool is one of Claude Code's file-writing
// tools (queue/harness's claudeFileTool).
func fileTool(tool string) bool {
	switch tool {
	case "Write", "Edit", "MultiEdit", "NotebookEdit":
		return true
	}
	return false
}

// linkDoubt is why a command must ask when it may write through a
// symbolic link that the full build would resolve as this account
// (queue.AskerPaths, which reads the command with the policy): this build
// cannot, so a person decides.
func linkDoubt(command, cwd string) string {
	home, _ := os.UserHomeDir()
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	if !filepath.IsAbs(cwd) || !hookcall.MayNameLink(command, filepath.Clean(cwd), home) {
		return ""
	}
	return "a path this command names may pass through a symbolic link, which this hook (the broker-only build) does not resolve as the asker's account"
}

// envDir is the directory the environment variable names, when it is an
// absolute path; else "".
func envDir(name string) string {
	if d := os.Getenv(name); filepath.IsAbs(d) {
		return filepath.Clean(d)
	}
	return ""
}

// checkCwd refuses a call's cwd that is missing or not absolute, as
// queue/harness's hookRequest does: the hook's own directory need not be
// the session's, so it would judge the command in the wrong place.
func checkCwd(cwd string) error {
	switch {
	case cwd == "":
		return errors.New("got no cwd: where the command runs is not known")
	case !filepath.IsAbs(cwd):
		return errors.New("got a cwd that is not absolute (" + safetext.Escape(cwd) + ")")
	}
	return nil
}

// quoteEvent names a call's event for a message: escaped, or that it
// names none (field is the member it would be in).
func quoteEvent(event, field string) string {
	if event == "" {
		return "a call that names no " + field
	}
	return safetext.Escape(event)
}
