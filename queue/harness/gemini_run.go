package harness

import (
	"context"
	"io"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
)

// DefaultGeminiWait is how long the hook waits for the desk unless told
// otherwise: under Gemini CLI's default hook timeout (60 s) with a
// margin, so that ozdesk, and not Gemini CLI's timeout (after which the
// command goes ahead), decides what a wait that runs out means.
const DefaultGeminiWait = 45 * time.Second

// DefaultGeminiAgent is the agent the hook asks as unless told otherwise;
// GeminiHarness the harness name its asks carry.
const (
	DefaultGeminiAgent = "gemini-cli"
	GeminiHarness      = "gemini-cli"
)

// EnvGeminiProjectDir is the environment variable in which Gemini CLI
// gives its hooks the project's directory.
const EnvGeminiProjectDir = "GEMINI_PROJECT_DIR"

// GeminiConfig configures [Gemini].
type GeminiConfig struct {
	// Open returns the queue. It is called only for a shell call, inside
	// the hook's failure perimeter: an error is a deny.
	Open func() (queue.Asker, error)
	// Agent is the agent the asks come from (default [DefaultGeminiAgent]).
	Agent string
	// Wait is how long an ask waits for the desk (default
	// [DefaultGeminiWait]); keep it under the hook's timeout.
	Wait time.Duration
	// Getenv reads Gemini CLI's environment, which the hook inherits
	// (default os.Getenv): BASH_ENV or ENV set there runs code before
	// every command ([runningEnvDoubt]).
	Getenv func(string) string
}

// Gemini answers one BeforeTool call read from stdin, within one deadline
// (Wait from the start of the call). Every tool but run_shell_command
// passes through; a shell command is evaluated for the agent in the
// session and cwd the call names, and when the policy asks the hook waits
// for the desk until the deadline or until ctx is done (the ask is then
// withdrawn). Anything else, malformed input, another event, a failure or
// a panic, is a deny: Gemini never answers "ask", and never anything that
// lets a command run but an allow the policy or an operator gave.
func Gemini(ctx context.Context, stdin io.Reader, cfg GeminiConfig) (reply GeminiReply) {
	defer func() {
		if p := recover(); p != nil {
			reply = geminiDeny(recovered(p))
		}
	}()
	in, err := ReadGeminiInput(stdin)
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	if in.HookEventName != GeminiEvent {
		return geminiDeny("ozdesk hook gemini-cli answers BeforeTool only, not " + quoteEvent(in.HookEventName) + ": fix the hook's event in the settings; the call is refused")
	}
	if in.ToolName == "" {
		return geminiDeny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	}
	if geminiFileTool(in.ToolName) {
		return geminiFileWrite(ctx, cfg, in)
	}
	if in.ToolName != GeminiShell {
		return GeminiReply{}
	}
	command, err := commandOf(in.ToolInput, GeminiShell)
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	// Gemini CLI runs the command in dir_path when the model gives one.
	cwd, workdir, err := modelDir(in.ToolInput, "dir_path", GeminiShell, in.Cwd, false)
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	// Gemini CLI runs its rewrite of the command (GeminiRuns): that text
	// is judged, and the command as sent too when it differs; the
	// stricter verdict wins, within one deadline.
	// A rewrite ozdesk cannot be sure of is asked about, the command as
	// sent judged: a person decides.
	runs, mustAsk := command, ""
	if rewritten, err := GeminiRuns(command); err != nil {
		mustAsk = "Gemini CLI rewrites the command before it runs it, and " + err.Error()
	} else {
		runs = rewritten
	}
	mustAsk = withDoubt(mustAsk, runningEnvDoubt("Gemini CLI", cfg.Getenv))
	h := cfg.hook()
	ctx = WithAnswerBy(ctx, answerBy(ctx, time.Now().Add(h.wait)))
	call := shellCall{command: runs, session: in.SessionID, cwd: cwd, workdir: workdir, project: envDir(EnvGeminiProjectDir), mustAsk: mustAsk}
	r := askHook(ctx, h, call, nil)
	if runs != command && r.End == Allowed && !r.Stopped {
		call.command = command
		r = askHook(ctx, h, call, nil)
	}
	switch {
	case r.End == Allowed && !r.Stopped:
		return GeminiReply{Decision: GeminiAllow, Reason: "ozdesk: " + r.Say()}
	case r.Stopped:
		return geminiDeny("ozdesk: the hook was stopped while waiting for the desk; the command is refused")
	}
	return geminiDeny("ozdesk: " + r.Say())
}

// hook is cfg with its defaults.
func (cfg GeminiConfig) hook() hookConfig {
	h := hookConfig{open: cfg.Open, agent: cfg.Agent, harness: GeminiHarness, wait: cfg.Wait}
	if h.agent == "" {
		h.agent = DefaultGeminiAgent
	}
	if h.wait <= 0 {
		h.wait = DefaultGeminiWait
	}
	return h
}

// quoteEvent names an event for a message: escaped, or "none".
func quoteEvent(event string) string {
	if event == "" {
		return "a call that names no hook_event_name"
	}
	return safetext.Escape(event)
}

func geminiDeny(reason string) GeminiReply { return GeminiReply{Decision: GeminiDeny, Reason: reason} }

// geminiFileWrite judges a file tool's call (see [judgeFileWrite]): no
// decision ({}: Gemini CLI's own policy decides) unless the file is one
// the guard-tamper default protects and no operator allowed the write.
func geminiFileWrite(ctx context.Context, cfg GeminiConfig, in *GeminiInput) GeminiReply {
	path, err := filePathOf(in.ToolInput, "file_path", in.ToolName)
	if err != nil {
		return geminiDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the write is refused")
	}
	fw := judgedFileWrite(in.ToolName, path, in.Cwd, envDir(EnvGeminiProjectDir))
	call := shellCall{command: fw.command, session: in.SessionID, cwd: in.Cwd, project: envDir(EnvGeminiProjectDir), mustAsk: fw.mustAsk, terminal: fw.terminal}
	if pass, reason := judgeFileWrite(ctx, cfg.hook(), call, fw.outside); !pass {
		return geminiDeny(reason)
	}
	return GeminiReply{}
}
