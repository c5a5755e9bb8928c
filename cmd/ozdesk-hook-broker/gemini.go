package main

import (
	"context"
	"os"

	"ozdesk.dev/ozdesk/internal/askwire"
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// envGeminiProjectDir is where Gemini CLI gives its hooks the project's
// directory (queue/harness's EnvGeminiProjectDir).
const envGeminiProjectDir = "GEMINI_PROJECT_DIR"

// answerGemini reads one BeforeTool call from standard input and answers
// it as queue/harness's Gemini does: every tool but run_shell_command
// passes through ({}), the file tools are refused (this build does not
// judge them), and a shell command is asked about as Gemini CLI runs it
// (its rewrite, GeminiRuns) and, when that is allowed and differs, as it
// was sent; anything else is a deny (Gemini CLI's "ask" hangs a headless
// run: never answered).
func answerGemini(ctx context.Context, a args, stopped func() bool) reply {
	in, err := hookcall.ReadGeminiInput(os.Stdin)
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	switch {
	case in.HookEventName != hookcall.GeminiEvent:
		return geminiDeny("ozdesk hook gemini-cli answers BeforeTool only, not " + quoteEvent(in.HookEventName, "hook_event_name") + ": fix the hook's event in the settings; the call is refused")
	case in.ToolName == "":
		return geminiDeny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	case hookcall.GeminiFileTool(in.ToolName):
		return geminiDeny(fileToolRefusal("Gemini CLI", in.ToolName))
	case in.ToolName != hookcall.GeminiShell:
		return hookcall.GeminiReply{}
	}
	command, err := hookcall.CommandOf(in.ToolInput, hookcall.GeminiShell)
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	// Gemini CLI runs the command in dir_path when the model gives one.
	cwd, workdir, err := hookcall.ModelDir(in.ToolInput, "dir_path", hookcall.GeminiShell, in.Cwd, false)
	if err == nil {
		err = checkCwd(cwd)
	}
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	runs, mustAsk := command, ""
	if rewritten, err := hookcall.GeminiRuns(command); err != nil {
		mustAsk = "Gemini CLI rewrites the command before it runs it, and " + err.Error()
	} else {
		runs = rewritten
	}
	mustAsk = hookcall.WithDoubt(mustAsk, hookcall.RunningEnvDoubt("Gemini CLI", os.Getenv))
	cfg, refusal := config(a)
	if refusal != "" {
		return geminiDeny(refusal)
	}
	project := envDir(envGeminiProjectDir)
	req := askwire.Request{Command: runs, Agent: a.agent, Session: in.SessionID, Harness: "gemini-cli",
		Cwd: cwd, Workdir: workdir, ProjectDir: project, Pid: os.Getpid(), NoReport: true}
	req.MustAsk = hookcall.WithDoubt(mustAsk, linkDoubt(runs, cwd))
	r := ask(ctx, cfg, req, stopped)
	if runs != command && allowed(r) {
		req.Command = command
		req.MustAsk = hookcall.WithDoubt(mustAsk, linkDoubt(command, cwd))
		r = ask(ctx, cfg, req, stopped)
	}
	if allowed(r) {
		return hookcall.GeminiReply{Decision: hookcall.GeminiAllow, Reason: r.Reason}
	}
	return geminiDeny(r.Reason)
}
