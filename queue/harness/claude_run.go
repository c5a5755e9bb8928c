package harness

import (
	"context"
	"io"
	"os"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
)

// DefaultClaudeWait is how long the hook waits for the desk unless told
// otherwise: under Claude Code's default hook timeout (600 s) with a
// margin, so that ozdesk, and not Claude Code's timeout (after which the
// command goes ahead), decides what a wait that runs out means.
const DefaultClaudeWait = 9 * time.Minute

// DefaultClaudeAgent is the agent the hook asks as unless told otherwise.
const DefaultClaudeAgent = "claude-code"

// ClaudeHarness is the harness name the hook's asks carry.
const ClaudeHarness = "claude-code"

// ClaudeConfig configures [Claude].
type ClaudeConfig struct {
	// Open returns the queue over the store. It is called only for a Bash
	// call, inside the hook's failure perimeter: an error is a deny.
	Open func() (queue.Asker, error)
	// Agent is the agent the asks come from (default [DefaultClaudeAgent]).
	Agent string
	// LocalAsk answers an ask at once with "ask", handing the decision to
	// Claude Code's own prompt, instead of waiting at the desk, in a
	// permission mode in which Claude Code shows one (see claude_mode.go).
	LocalAsk bool
	// Wait is how long an ask waits for the desk (default
	// [DefaultClaudeWait]; capped by the desk's settings).
	Wait time.Duration
	// Shell is the shell Claude Code runs Bash calls with (default:
	// [ClaudeShell] of the hook's environment, which is Claude Code's).
	Shell func() string
	// ShellPrefix is the prefix Claude Code runs every Bash call with
	// (default: [EnvClaudeShellPrefix] in the hook's environment).
	ShellPrefix func() string
	// Getenv reads Claude Code's environment, which the hook inherits
	// (default os.Getenv): BASH_ENV or ENV set there runs code before
	// every command ([runningEnvDoubt]).
	Getenv func(string) string
}

// Claude answers one PreToolUse call read from stdin, within one deadline
// (Wait from the start of the call) for everything it does. Every tool but Bash,
// the file tools and PowerShell (denied: ozdesk cannot read it) passes
// through (an empty Reply). A Bash command is evaluated for the
// agent in the session (session_id) and directory (cwd) the call names;
// when the policy asks, the hook waits for the desk until ctx is done (the
// ask is then withdrawn and the call blocked), or with LocalAsk answers
// "ask" at once (withdrawing the queued ask: nobody at the desk waits on
// it). Any failure, a panic included, is a deny: Claude never returns
// anything that lets a command run but an allow the policy or an operator
// gave.
func Claude(ctx context.Context, stdin io.Reader, cfg ClaudeConfig) (reply Reply) {
	defer func() {
		if p := recover(); p != nil {
			reply = deny(recovered(p))
		}
	}()
	in, err := ReadClaudeInput(stdin)
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	if in.HookEventName == "" && in.CrushEvent != nil {
		return deny("ozdesk hook claude-code got crush's call (it names event, not hook_event_name): use 'ozdesk hook crush' in crush.json; the call is refused")
	}
	if in.HookEventName != "" && in.HookEventName != ClaudeEvent {
		return Reply{Block: true, Reason: "ozdesk hook claude-code answers PreToolUse only, not " + safetext.Escape(in.HookEventName) + ": fix the hook's event in the settings"}
	}
	if in.ToolName == "" {
		return deny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	}
	if lookalikeShell(in.ToolName, ClaudeBash) {
		return deny(lookalikeReason(in.ToolName, ClaudeBash))
	}
	if claudePowerShell(in.ToolName) {
		return deny(claudePowerShellReason)
	}
	if key, ok := claudeFileTool(in.ToolName); ok {
		return claudeFileWrite(ctx, cfg, in, key)
	}
	if in.ToolName != ClaudeBash {
		return Reply{}
	}
	command, err := in.BashCommand()
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	// A command Claude Code's shell may read otherwise than bash is asked
	// about, whatever the policy says: a person decides.
	call := claudeCall(in, command)
	call.mustAsk = ShellDoubt(command, cfg.shell(), "Claude Code")
	if doubt := prefixDoubt(cfg.prefix()); doubt != "" {
		call.mustAsk = strings.TrimPrefix(call.mustAsk+"; "+doubt, "; ")
	}
	call.mustAsk = withDoubt(call.mustAsk, runningEnvDoubt("Claude Code", cfg.Getenv))
	local := false
	r := askHook(ctx, cfg.hook(), call, func(Result) bool { local = cfg.localAsk(in); return !local })
	switch {
	case local && r.Pending():
		// Claude Code's prompt decides; the queued ask is withdrawn, so
		// nobody at the desk waits on it.
		return Reply{Decision: ClaudeAsk, Reason: "ozdesk asks: " + sayRule(r.Answer)}
	case r.Stopped && r.End != Allowed:
		return Reply{Block: true, Reason: "ozdesk: the hook was stopped while waiting for the desk; ask " + r.AskID() + " is withdrawn and the command is refused"}
	case r.Stopped:
		return Reply{Block: true, Reason: "ozdesk: the hook was stopped; the command is refused"}
	case r.End == Allowed:
		return Reply{Decision: ClaudeAllow, Reason: "ozdesk: " + r.Say()}
	}
	return deny("ozdesk: " + r.Say())
}

// localAsk reports whether an ask of the call in is handed to Claude
// Code's prompt: with LocalAsk, and only in a permission mode in which
// Claude Code shows one ([claudePrompts]); else the hook waits at the
// desk.
func (cfg ClaudeConfig) localAsk(in *ClaudeInput) bool {
	return cfg.LocalAsk && claudePrompts(in.PermissionMode)
}

// hook is cfg with its defaults, as every hook is configured.
func (cfg ClaudeConfig) hook() hookConfig {
	h := hookConfig{open: cfg.Open, agent: cfg.Agent, harness: ClaudeHarness, wait: cfg.Wait}
	if h.agent == "" {
		h.agent = DefaultClaudeAgent
	}
	if h.wait <= 0 {
		h.wait = DefaultClaudeWait
	}
	return h
}

// shell is the shell Claude Code runs the command with.
func (cfg ClaudeConfig) shell() string {
	if cfg.Shell != nil {
		return cfg.Shell()
	}
	return ClaudeShell(os.Getenv)
}

// claudeCall is the shell call a Bash call names. The project's settings
// hold the hook: they are guarded whatever directory the command runs in.
// The task's workdir is the project too (CLAUDE_PROJECT_DIR, which the
// model cannot move), not the call's cwd: Claude Code keeps a cd from one
// Bash call for the next (within the project and its --add-dir
// directories), so `cd ../other` then `rm -r data` is judged as
// `cd ../other && rm -r data` is (rt18h #4). Without it, the cwd.
func claudeCall(in *ClaudeInput, command string) shellCall {
	project := envDir(EnvClaudeProjectDir)
	return shellCall{command: command, session: in.SessionID, cwd: in.Cwd, workdir: project, project: project}
}

// EnvClaudeProjectDir is the environment variable in which Claude Code
// gives its hooks the project's directory.
const EnvClaudeProjectDir = "CLAUDE_PROJECT_DIR"

func deny(reason string) Reply { return Reply{Decision: ClaudeDeny, Reason: reason} }

// claudeFileTool returns the tool_input key that names the file one of
// Claude Code's file-writing tools writes, and whether tool is one.
func claudeFileTool(tool string) (string, bool) {
	switch tool {
	case "Write", "Edit", "MultiEdit":
		return "file_path", true
	case "NotebookEdit":
		return "notebook_path", true
	}
	return "", false
}

// claudeFileWrite judges a file tool's call as a write of its file (see
// [judgeFileWrite]): no output (Claude Code's own permission flow
// decides) unless the file is one the guard-tamper default protects and
// no operator allowed the write; with LocalAsk, such a write is answered
// "ask" at once (Claude Code's prompt decides).
func claudeFileWrite(ctx context.Context, cfg ClaudeConfig, in *ClaudeInput, key string) Reply {
	path, err := filePathOf(in.ToolInput, key, in.ToolName)
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the write is refused")
	}
	fw := judgedFileWrite(in.ToolName, path, in.Cwd, envDir(EnvClaudeProjectDir))
	call := shellCall{command: fw.command, session: in.SessionID, cwd: in.Cwd, project: envDir(EnvClaudeProjectDir), mustAsk: fw.mustAsk, terminal: fw.terminal}
	if cfg.localAsk(in) {
		r := askHook(ctx, cfg.hook(), call, func(Result) bool { return false })
		switch {
		case r.End == Allowed && !r.Stopped:
			return Reply{}
		case r.Pending() && fileAsk(call, fw.outside)(r):
			return Reply{Decision: ClaudeAsk, Reason: "ozdesk asks: " + sayRule(r.Answer)}
		case r.Pending():
			return Reply{}
		}
		return deny("ozdesk: " + r.Say())
	}
	if pass, reason := judgeFileWrite(ctx, cfg.hook(), call, fw.outside); !pass {
		return deny(reason)
	}
	return Reply{}
}

// prefix is the prefix Claude Code puts before every command (default:
// [EnvClaudeShellPrefix] in the hook's environment).
func (cfg ClaudeConfig) prefix() string {
	if cfg.ShellPrefix != nil {
		return cfg.ShellPrefix()
	}
	return os.Getenv(EnvClaudeShellPrefix)
}
