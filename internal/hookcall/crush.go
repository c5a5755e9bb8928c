package hookcall

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// crush's PreToolUse hook protocol (see cmd/ozdesk/testdata/crush/PROTOCOL.md,
// read from crush's source: crush cannot be installed here). It looks like
// Claude Code's but is not the same: the event is in "event" (not
// "hook_event_name"), the shell tool is "bash" (not "Bash"), its input may
// name a working_dir the command runs in, and the answer is crush's own
// envelope, a top-level "decision".
const (
	// CrushEvent is the hook event ozdesk answers.
	CrushEvent = "PreToolUse"
	// CrushShell is the tool ozdesk decides; every other tool passes
	// through.
	CrushShell = "bash"
	// CrushAllow and CrushDeny are the decisions ozdesk answers with.
	// (crush reads anything else, and no decision, as "no opinion": its
	// own permission flow decides, and `crush run` approves everything.)
	CrushAllow = "allow"
	CrushDeny  = "deny"
	// CrushVersion is the envelope version ozdesk writes.
	CrushVersion = 1
)

// CrushInput is what crush sends a PreToolUse hook on standard input.
// tool_input is the model's raw arguments. HookEventName is Claude Code's
// name for the event, which crush never sends: a call that carries it is
// refused (the hook is wired to the wrong harness).
type CrushInput struct {
	Event         string          `json:"event"`
	SessionID     string          `json:"session_id"`
	Cwd           string          `json:"cwd"`
	ToolName      string          `json:"tool_name"`
	ToolInput     json.RawMessage `json:"tool_input"`
	HookEventName *string         `json:"hook_event_name"`
}

// ReadCrushInput reads one JSON object from r (and nothing after it but
// white space), at most [MaxHookInput] bytes.
func ReadCrushInput(r io.Reader) (*CrushInput, error) {
	var in CrushInput
	if err := ReadOneJSON(r, &in, "crush"); err != nil {
		return nil, err
	}
	return &in, nil
}

// BashCall returns the command of a bash call, the directory it runs in
// and the task's workdir: tool_input.working_dir when the model gave one
// (crush runs the command there; a relative one is taken from the call's
// cwd, where crush runs), else the call's cwd. The workdir stays the
// call's cwd (crush's project) whatever directory the model chose.
func (in *CrushInput) BashCall() (command, cwd, workdir string, err error) {
	command, err = CommandOf(in.ToolInput, CrushShell)
	if err != nil {
		return "", "", "", err
	}
	cwd, workdir, err = ModelDir(in.ToolInput, "working_dir", CrushShell, in.Cwd, true)
	if err != nil {
		return "", "", "", err
	}
	return command, cwd, workdir, nil
}

// ModelDir reads the directory a model chose for a shell call,
// tool_input.KEY, and returns the directory the command runs in and the
// task's workdir: KEY (a relative one taken from base, the harness's
// cwd) and base; or base and "" when the model chose none. fold: the
// harness decodes keys without regard to case (Go), so a key that folds
// to KEY beside it, or instead of it, is refused.
func ModelDir(toolInput json.RawMessage, key, tool, base string, fold bool) (cwd, workdir string, err error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(toolInput, &keys); err != nil {
		return "", "", fmt.Errorf("the %s call's tool_input is not an object: %w", tool, err)
	}
	for k := range keys {
		if fold && k != key && strings.EqualFold(k, key) {
			return "", "", fmt.Errorf("the %s call's tool_input has a key %q (the harness reads it as %s): where the command runs is not certain", tool, k, key)
		}
	}
	raw, ok := keys[key]
	if !ok || string(raw) == "null" {
		return base, "", nil
	}
	var dir string
	if err := json.Unmarshal(raw, &dir); err != nil {
		return "", "", fmt.Errorf("the %s call's %s is not a string: %w", tool, key, err)
	}
	switch {
	case dir == "":
		return base, "", nil
	case base == "" && !filepath.IsAbs(dir):
		return "", "", fmt.Errorf("the %s call's %s %q is relative and the call names no cwd to read it from", tool, key, dir)
	case base == "":
		// No cwd: the hook runs in the project (see hookRequest).
		wd, err := os.Getwd()
		if err != nil {
			return "", "", fmt.Errorf("cannot tell the task's workdir (no cwd in the call: %w)", err)
		}
		return filepath.Clean(dir), wd, nil
	case filepath.IsAbs(dir):
		return filepath.Clean(dir), base, nil
	}
	return filepath.Join(base, dir), base, nil
}

// CrushReply is a PreToolUse hook's answer: crush's envelope on standard
// output, always at exit 0 (crush goes ahead on any other exit code but 2
// and 49, on text that is not JSON and at its hook timeout, so ozdesk
// never answers with those). An empty Decision passes the tool through
// (no output: crush's own permission flow decides).
type CrushReply struct {
	Version  int    `json:"version,omitempty"`
	Decision string `json:"decision,omitempty"`
	Reason   string `json:"reason,omitempty"`
}

// Write writes the reply and returns the exit code: 0, or [ExitBlock]
// (exit 2 blocks the tool with standard error as the reason) when the
// answer cannot be written.
func (r CrushReply) Write(stdout, stderr io.Writer) int {
	if r.Decision == "" {
		return 0
	}
	reason := r.Reason
	if r.Decision == CrushAllow {
		reason = "ozdesk could not write its allow; the command is refused"
	}
	return WriteReply(stdout, stderr, r, reason)
}

// ErrCrushClaudeShaped is the refusal of a call in Claude Code's shape.
var ErrCrushClaudeShaped = errors.New("the call carries hook_event_name, which crush never sends: this is another harness's hook (use its own 'ozdesk hook'); the call is refused")

// CrushFileTool reports whether tool is one of crush's tools that write
// the file named by tool_input.file_path (internal/agent/tools: write,
// edit, multiedit, and download, which saves a URL's body there); crush
// joins a relative path to its working directory, the call's cwd.
func CrushFileTool(tool string) bool {
	switch tool {
	case "write", "edit", "multiedit", "download":
		return true
	}
	return false
}
