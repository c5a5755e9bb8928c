package harness

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// Codex's PreToolUse hook protocol (see
// cmd/ozdesk/testdata/codex/PROTOCOL.md, measured on the real binary) is
// Claude Code's input ([ClaudeInput], tool_name "Bash") with fewer
// answers: Codex can only block. Its "allow" just continues and its "ask"
// is unsupported and fails open, so ozdesk answers an allow with no
// output at all, and a deny (always with a non-empty reason: an empty one
// is rejected and fails open) as Claude Code's deny, in a [Reply].

// DefaultCodexWait is how long the hook waits for the desk unless told
// otherwise: under Codex's default hook timeout (600 s) with a margin.
const DefaultCodexWait = 9 * time.Minute

// DefaultCodexAgent is the agent the hook asks as unless told otherwise;
// CodexHarness the harness name its asks carry.
const (
	DefaultCodexAgent = "codex"
	CodexHarness      = "codex"
)

// CodexConfig configures [Codex].
type CodexConfig struct {
	// Open returns the queue. It is called only for a Bash call, inside
	// the hook's failure perimeter: an error is a deny.
	Open func() (queue.Asker, error)
	// Agent is the agent the asks come from (default [DefaultCodexAgent]).
	Agent string
	// Wait is how long an ask waits for the desk (default
	// [DefaultCodexWait]); keep it under the hook's timeout.
	Wait time.Duration
	// Shell is the shell Codex runs commands with (default: the
	// account's login shell in /etc/passwd, as Codex reads it).
	Shell func() string
	// Dir is the session's directory, the task's workdir (default the
	// hook's own working directory: Codex starts its hooks in the
	// session's cwd, while the call's cwd is the directory the model
	// chose for the command).
	Dir func() (string, error)
	// Getenv reads Codex's environment, which the hook inherits
	// (default os.Getenv): BASH_ENV or ENV set there runs code before
	// every command ([runningEnvDoubt]).
	Getenv func(string) string
}

// Codex answers one PreToolUse call read from stdin, within one deadline
// (Wait from the start of the call). A shell tool's call (see
// [codexRunsShell]) is judged, every other tool passes through (no
// output); a shell command is evaluated for the agent in the session
// and cwd the call names, and when the policy asks the hook waits for the
// desk until the deadline or until ctx is done (the ask is then
// withdrawn). An allow the policy or an operator gave is no output; every
// other end, malformed input, another event, a failure or a panic, is a
// deny with a reason. What ozdesk cannot be sure Codex runs as it reads
// it (sh's or zsh's other reading, the account's shell, a patch whose
// files it cannot read) is asked about whatever the policy says
// ([queue.Request.MustAsk]). A command Codex could type into later (write_stdin)
// is denied before anything is asked: a part that runs what is typed
// ([TypedProgram]) or a file transfer's server end ([FileStreamProgram]).
func Codex(ctx context.Context, stdin io.Reader, cfg CodexConfig) (reply Reply) {
	defer func() {
		if p := recover(); p != nil {
			reply = deny(recovered(p))
		}
	}()
	in, err := readOneCall(stdin, "Codex")
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	if in.HookEventName != ClaudeEvent {
		return deny("ozdesk hook codex answers PreToolUse only, not " + quoteEvent(in.HookEventName) + ": fix the hook's event in the settings; the call is refused")
	}
	if in.ToolName == "" {
		return deny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	}
	if in.ToolName == codexPatchTool {
		return codexPatch(ctx, cfg, in)
	}
	if !codexRunsShell(in.ToolName, in.ToolInput) {
		return Reply{}
	}
	command, err := codexCommand(in.ToolInput, in.ToolName)
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	if err := codexArgs(in.ToolInput, in.ToolName); err != nil {
		return deny("ozdesk: refuse: " + err.Error() + "; the command must not run")
	}
	// What ozdesk cannot be sure Codex runs as it reads it is asked
	// about, whatever the policy says: a person decides (Codex's hook
	// waits).
	var doubts []string
	if differs := shReadsOtherwise(command); differs != "" {
		doubts = append(doubts, "Codex may run this command with another shell than bash (the model picks it with exec_command's shell argument, which the hook is not told), and "+differs)
	}
	// zsh is a shell Codex knows too: the model may pick it whatever the
	// account's shell is (rt18i #8).
	if differs := readsOtherwise(command, DialectZsh); differs != "" {
		doubts = append(doubts, "Codex may run this command with zsh (the model picks the shell with exec_command's shell argument, which the hook is not told), which "+differs)
	}
	shell := codexShell
	if cfg.Shell != nil {
		shell = cfg.Shell
	}
	if doubt := ShellDoubt(command, shell(), "Codex"); doubt != "" {
		doubts = append(doubts, doubt)
	}
	judged, doubt, refusal := CodexReading(command)
	if refusal != "" {
		return deny("ozdesk: refuse: " + refusal + "; the command must not run")
	}
	if doubt != "" {
		doubts = append(doubts, doubt)
	}
	// Codex's shell tools take a workdir the command runs in.
	cwd, _, err := modelDir(in.ToolInput, "workdir", in.ToolName, in.Cwd, false)
	if err != nil {
		return deny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	// The call's cwd is the model's workdir argument (measured: Codex puts
	// it there, not in tool_input); the task's workdir is the deeper of it
	// and the session's (rt18h #2, rt37h D2: codexWorkdir).
	session, err := cfg.dir()
	if err != nil {
		return deny("ozdesk cannot tell the session's directory (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	workdir := codexWorkdir(session, cwd)
	call := shellCall{command: judged, session: in.SessionID, cwd: cwd, workdir: workdir, project: envDir(EnvClaudeProjectDir), mustAsk: strings.Join(doubts, "; ")}
	call.mustAsk = withDoubt(call.mustAsk, runningEnvDoubt("Codex", cfg.Getenv))
	r := askHook(ctx, cfg.hook(), call, nil)
	switch {
	case r.End == Allowed && !r.Stopped:
		return Reply{}
	case r.Stopped:
		return deny("ozdesk: the hook was stopped while waiting for the desk; the command is refused")
	}
	return deny("ozdesk: " + r.Say())
}

// TypedProgram returns the first part of command (escaped, in backquotes)
// that runs code it reads from the input it was started with (see
// [patterns.Part.ReadsTypedProgram]), or "". Such a part runs what is
// typed or sent into it later unjudged: Codex runs a command in a
// terminal when the model asks (exec_command's tty), and its write_stdin
// tool types into it later without a hook (Codex's
// features.unified_exec_tty = false closes the terminal itself; this holds
// without it); the input of ozdesk shell is the agent's SSH channel.
func TypedProgram(command string) string {
	return firstPart(command, (*patterns.Part).ReadsTypedProgram)
}

// FileStreamProgram returns the first part of command (escaped, in
// backquotes) that is the server end of a file transfer or a push reading
// its stream from the input it was started with (see
// [patterns.Part.TakesFileStream]: sftp-server, scp -t, rsync --server,
// git-receive-pack, tar -x …), or "". The files it writes are named in
// the stream, not in the command: over ozdesk shell, the agent's SSH
// channel.
func FileStreamProgram(command string) string {
	return firstPart(command, (*patterns.Part).TakesFileStream)
}

// StdinPrograms returns [TypedProgram] and [FileStreamProgram] of
// command, reading it once, and whole only when a part may be one
// ([patterns.ReadIf]): a caller that checks both (ozdesk shell) reads
// the command once, not twice.
func StdinPrograms(command string) (typed, stream string) {
	return stdinProgramsOf(patterns.ReadIf(command, readsStdin))
}

// readsStdin reports whether part p reads a typed program or a file
// stream from its input.
func readsStdin(p *patterns.Part) bool {
	return p.ReadsTypedProgram() || p.TakesFileStream()
}

// stdinProgramsOf is StdinPrograms of a command already read (nil: one
// without such a part).
func stdinProgramsOf(c *patterns.Command) (typed, stream string) {
	if c == nil {
		return "", ""
	}
	return firstPartOf(c, (*patterns.Part).ReadsTypedProgram), firstPartOf(c, (*patterns.Part).TakesFileStream)
}

// firstPart returns the text of the first part of command for which is
// holds (escaped, in backquotes, cut at 80 bytes), or "".
func firstPart(command string, is func(*patterns.Part) bool) string {
	return firstPartOf(patterns.Read(command), is)
}

// firstPartOf is firstPart of a command already read.
func firstPartOf(c *patterns.Command, is func(*patterns.Part) bool) string {
	for _, p := range c.Parts {
		if is(p) {
			return partText(p)
		}
	}
	return ""
}

// partText is p's text escaped, in backquotes, cut at 80 bytes; "" for
// no part.
func partText(p *patterns.Part) string {
	if p == nil {
		return ""
	}
	text := p.Text()
	if len(text) > 80 {
		text = strings.ToValidUTF8(text[:80], "") + "…"
	}
	return "`" + safetext.Escape(text) + "`"
}

// dir is the session's directory: Dir's, or the hook's working
// directory; it must be absolute.
func (cfg CodexConfig) dir() (string, error) {
	get := os.Getwd
	if cfg.Dir != nil {
		get = cfg.Dir
	}
	dir, err := get()
	switch {
	case err != nil:
		return "", err
	case !filepath.IsAbs(dir):
		return "", fmt.Errorf("%q is not absolute", dir)
	}
	return filepath.Clean(dir), nil
}

// hook is cfg with its defaults.
func (cfg CodexConfig) hook() hookConfig {
	h := hookConfig{open: cfg.Open, agent: cfg.Agent, harness: CodexHarness, wait: cfg.Wait}
	if h.agent == "" {
		h.agent = DefaultCodexAgent
	}
	if h.wait <= 0 {
		h.wait = DefaultCodexWait
	}
	return h
}
