package main

import (
	"context"
	"os"
	"path/filepath"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// answerCodex reads one Codex PreToolUse call (Claude Code's format) from
// standard input and answers it as queue/harness's Codex does, in Codex's
// terms (it can only block): every tool that runs no shell command passes
// through (no output), apply_patch is refused (this build does not judge
// file writes), a shell call whose arguments ozdesk does not read as Codex
// does is refused, and a shell command is asked about where it runs (the
// model's workdir), the broker reading it as Codex runs it (the shells
// Codex may run it with, what Codex can type into later, an apply_patch
// invocation's files: askwire.Request.Codex); an allow is no output, every
// other end a deny.
func answerCodex(ctx context.Context, a args, stopped func() bool) reply {
	in, err := hookcall.ReadOneCall(os.Stdin, "Codex")
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	switch {
	case in.HookEventName != hookcall.ClaudeEvent:
		return deny("ozdesk hook codex answers PreToolUse only, not " + quoteEvent(in.HookEventName, "hook_event_name") + ": fix the hook's event in the settings; the call is refused")
	case in.ToolName == "":
		return deny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	case in.ToolName == hookcall.CodexPatchTool:
		return deny(fileToolRefusal("Codex", in.ToolName))
	case !hookcall.CodexRunsShell(in.ToolName, in.ToolInput):
		return hookcall.Reply{}
	}
	command, err := hookcall.CodexCommand(in.ToolInput, in.ToolName)
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	if err := hookcall.CodexArgs(in.ToolInput, in.ToolName); err != nil {
		return deny("ozdesk: refuse: " + err.Error() + "; the command must not run")
	}
	// Codex's shell tools take a workdir the command runs in; the task's
	// workdir is the deeper of it and the session's (the hook's own
	// directory: hookcall.CodexWorkdir).
	cwd, _, err := hookcall.ModelDir(in.ToolInput, "workdir", in.ToolName, in.Cwd, false)
	if err == nil {
		err = checkCwd(cwd)
	}
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	session, err := os.Getwd()
	if err != nil || !filepath.IsAbs(session) {
		return deny("ozdesk cannot tell the session's directory (its own working directory); the command is refused")
	}
	cfg, refusal := config(a)
	if refusal != "" {
		return deny(refusal)
	}
	// The broker reads the command as the full build's hook does (a part
	// Codex could type into later refused, an apply_patch invocation
	// judged by the files it writes: askwire.Request.Codex), since this
	// build links no reader.
	req := askwire.Request{Command: command, Agent: a.agent, Session: in.SessionID, Harness: "codex",
		Cwd: filepath.Clean(cwd), Workdir: hookcall.CodexWorkdir(session, cwd), ProjectDir: envDir(envProjectDir), Pid: os.Getpid(), NoReport: true, Codex: true}
	// Codex may run the command with sh or zsh (the model picks the shell
	// with exec_command's shell argument, which the hook is not told), or
	// the account's login shell: the broker reads it as each does
	// (askwire.Request.Shells), as this build links no shell parser.
	req.Shells = []string{"sh", "zsh", hookcall.CodexShell()}
	req.MustAsk = hookcall.RunningEnvDoubt("Codex", os.Getenv)
	req.MustAsk = hookcall.WithDoubt(req.MustAsk, linkDoubt(command, cwd))
	r := ask(ctx, cfg, req, stopped)
	switch {
	case allowed(r):
		return hookcall.Reply{}
	case r.Block:
		return r
	}
	return deny(r.Reason)
}
