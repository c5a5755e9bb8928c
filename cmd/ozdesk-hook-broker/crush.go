package main

import (
	"context"
	"os"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// envCrushProjectDir is where crush gives its hooks the project's
// directory (queue/harness's EnvCrushProjectDir).
const envCrushProjectDir = "CRUSH_PROJECT_DIR"

// answerCrush reads one crush PreToolUse call from standard input and
// answers it as queue/harness's Crush does: every tool but bash passes
// through (no output), a look-alike of bash and the file tools are
// refused (this build does not judge them), and a bash command is asked
// about where it runs (its working_dir, else the call's cwd); every end
// but an allow is crush's deny (never "no opinion" for bash: `crush run`
// approves what no hook decided).
func answerCrush(ctx context.Context, a args, stopped func() bool) reply {
	in, err := hookcall.ReadCrushInput(os.Stdin)
	if err != nil {
		return crushDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	switch {
	case in.Event == "" && in.HookEventName != nil:
		return crushDeny("ozdesk hook crush: " + hookcall.ErrCrushClaudeShaped.Error())
	case in.Event != hookcall.CrushEvent:
		return crushDeny("ozdesk hook crush answers PreToolUse only, not " + quoteEvent(in.Event, "event") + ": fix the hook's event in crush.json; the call is refused")
	case in.ToolName == "":
		return crushDeny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	case hookcall.LookalikeShell(in.ToolName, hookcall.CrushShell):
		return crushDeny(hookcall.LookalikeReason(in.ToolName, hookcall.CrushShell))
	case hookcall.CrushFileTool(in.ToolName):
		return crushDeny(fileToolRefusal("crush", in.ToolName))
	case in.ToolName != hookcall.CrushShell:
		return hookcall.CrushReply{}
	}
	command, cwd, workdir, err := in.BashCall()
	if err == nil {
		err = checkCwd(cwd)
	}
	if err != nil {
		return crushDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	cfg, refusal := config(a)
	if refusal != "" {
		return crushDeny(refusal)
	}
	req := askwire.Request{Command: command, Agent: a.agent, Session: in.SessionID, Harness: "crush",
		Cwd: cwd, Workdir: workdir, ProjectDir: envDir(envCrushProjectDir), Pid: os.Getpid(), NoReport: true}
	req.MustAsk = hookcall.WithDoubt(hookcall.RunningEnvDoubt("crush", os.Getenv), linkDoubt(command, cwd))
	r := ask(ctx, cfg, req, stopped)
	if allowed(r) {
		return hookcall.CrushReply{Version: hookcall.CrushVersion, Decision: hookcall.CrushAllow, Reason: r.Reason}
	}
	return crushDeny(r.Reason)
}
