package harness

import (
	"encoding/json"
	"io"

	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/shelldialect"
)

// A hook's call, its checks and its answer are internal/hookcall's, which
// imports nothing of direct mode, so that a build which only talks to a
// broker makes them with the same code; these are its names as the
// adapters here (and their callers) have always used them.

// The Claude-compatible call and its answer.
type (
	// ClaudeInput is what Claude Code sends a PreToolUse hook.
	ClaudeInput = hookcall.ClaudeInput
	// ClaudeOutput is a PreToolUse hook's answer on standard output.
	ClaudeOutput = hookcall.ClaudeOutput
	// ClaudeDecision is the PreToolUse part of the answer.
	ClaudeDecision = hookcall.ClaudeDecision
	// Reply is what the Claude-compatible hooks answer.
	Reply = hookcall.Reply
	// Dialect is how a shell reads a command.
	Dialect = shelldialect.Dialect
)

// Their constants (see hookcall).
const (
	MaxHookInput         = hookcall.MaxHookInput
	MaxClaudeInput       = hookcall.MaxClaudeInput
	ClaudeEvent          = hookcall.ClaudeEvent
	ClaudeBash           = hookcall.ClaudeBash
	ClaudeAllow          = hookcall.ClaudeAllow
	ClaudeDeny           = hookcall.ClaudeDeny
	ClaudeAsk            = hookcall.ClaudeAsk
	ExitBlock            = hookcall.ExitBlock
	ClaudePowerShell     = hookcall.ClaudePowerShell
	EnvClaudeShellPrefix = hookcall.EnvClaudeShellPrefix
	DialectUnknown       = shelldialect.DialectUnknown
	DialectBash          = shelldialect.DialectBash
	DialectPOSIX         = shelldialect.DialectPOSIX
	DialectZsh           = shelldialect.DialectZsh

	claudePowerShellReason = hookcall.ClaudePowerShellReason
)

// ReadClaudeInput reads one Claude Code call (see hookcall.ReadClaudeInput).
func ReadClaudeInput(r io.Reader) (*ClaudeInput, error) { return hookcall.ReadClaudeInput(r) }

// DialectOf says how the shell at path reads a command.
func DialectOf(path string) Dialect { return shelldialect.DialectOf(path) }

// ShellRefusal is why a command cannot run in the shell at path, or "".
func ShellRefusal(command, path, harness string) string {
	return shelldialect.ShellRefusal(command, path, harness)
}

// ShellDoubt is why the shell at path may read command otherwise than
// bash, or "" (see hookcall.ShellDoubt).
func ShellDoubt(command, path, harness string) string {
	return shelldialect.ShellDoubt(command, path, harness)
}

// ClaudeShell is the shell Claude Code runs Bash calls with.
func ClaudeShell(getenv func(string) string) string { return hookcall.ClaudeShell(getenv) }

// LoginShell is the login shell of account uid in the password file at path.
func LoginShell(path string, uid int) (string, error) { return hookcall.LoginShell(path, uid) }

// RunningEnvDoubt is why a command harness runs in the environment getenv
// reads may not run as ozdesk reads it, or "" (see hookcall).
func RunningEnvDoubt(harness string, getenv func(string) string) string {
	return hookcall.RunningEnvDoubt(harness, getenv)
}

// WithDoubt joins a second reason to ask to the first.
func WithDoubt(mustAsk, doubt string) string { return hookcall.WithDoubt(mustAsk, doubt) }

func readOneJSON(r io.Reader, v any, harness string) error {
	return hookcall.ReadOneJSON(r, v, harness)
}
func readOneCall(r io.Reader, harness string) (*ClaudeInput, error) {
	return hookcall.ReadOneCall(r, harness)
}
func commandOf(toolInput json.RawMessage, tool string) (string, error) {
	return hookcall.CommandOf(toolInput, tool)
}
func lookalikeShell(name, shell string) bool    { return hookcall.LookalikeShell(name, shell) }
func lookalikeReason(name, shell string) string { return hookcall.LookalikeReason(name, shell) }
func claudePowerShell(tool string) bool         { return hookcall.IsClaudePowerShell(tool) }
func prefixDoubt(prefix string) string          { return hookcall.PrefixDoubt(prefix) }
func codexShell() string                        { return hookcall.CodexShell() }
func runningEnvDoubt(harness string, getenv func(string) string) string {
	return hookcall.RunningEnvDoubt(harness, getenv)
}
func withDoubt(mustAsk, doubt string) string { return hookcall.WithDoubt(mustAsk, doubt) }
func writeReply(stdout, stderr io.Writer, v any, blockWhy string) int {
	return hookcall.WriteReply(stdout, stderr, v, blockWhy)
}
func readsOtherwise(command string, d Dialect) string { return shelldialect.ReadsOtherwise(command, d) }

// Gemini CLI's, crush's and Codex's calls and answers (see hookcall).
type (
	// GeminiInput is what Gemini CLI sends a BeforeTool hook.
	GeminiInput = hookcall.GeminiInput
	// GeminiReply is a BeforeTool hook's answer.
	GeminiReply = hookcall.GeminiReply
	// CrushInput is what crush sends a PreToolUse hook.
	CrushInput = hookcall.CrushInput
	// CrushReply is crush's PreToolUse answer.
	CrushReply = hookcall.CrushReply
)

// Their constants (see hookcall).
const (
	GeminiEvent  = hookcall.GeminiEvent
	GeminiShell  = hookcall.GeminiShell
	GeminiAllow  = hookcall.GeminiAllow
	GeminiDeny   = hookcall.GeminiDeny
	CrushEvent   = hookcall.CrushEvent
	CrushShell   = hookcall.CrushShell
	CrushAllow   = hookcall.CrushAllow
	CrushDeny    = hookcall.CrushDeny
	CrushVersion = hookcall.CrushVersion

	codexPatchTool = hookcall.CodexPatchTool
)

// ReadGeminiInput reads one Gemini CLI call (see hookcall.ReadGeminiInput).
func ReadGeminiInput(r io.Reader) (*GeminiInput, error) { return hookcall.ReadGeminiInput(r) }

// ReadCrushInput reads one crush call (see hookcall.ReadCrushInput).
func ReadCrushInput(r io.Reader) (*CrushInput, error) { return hookcall.ReadCrushInput(r) }

// GeminiRuns is the text Gemini CLI runs for a command (see hookcall.GeminiRuns).
func GeminiRuns(command string) (string, error) { return hookcall.GeminiRuns(command) }

func modelDir(toolInput json.RawMessage, key, tool, base string, fold bool) (cwd, workdir string, err error) {
	return hookcall.ModelDir(toolInput, key, tool, base, fold)
}
func codexWorkdir(session, cwd string) string { return hookcall.CodexWorkdir(session, cwd) }
func codexArgs(toolInput json.RawMessage, tool string) error {
	return hookcall.CodexArgs(toolInput, tool)
}
func shReadsOtherwise(command string) string { return shelldialect.ShReadsOtherwise(command) }
func codexRunsShell(tool string, toolInput json.RawMessage) bool {
	return hookcall.CodexRunsShell(tool, toolInput)
}
func codexCommand(toolInput json.RawMessage, tool string) (string, error) {
	return hookcall.CodexCommand(toolInput, tool)
}
func crushFileTool(tool string) bool  { return hookcall.CrushFileTool(tool) }
func geminiFileTool(tool string) bool { return hookcall.GeminiFileTool(tool) }
