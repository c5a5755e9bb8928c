package harness

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
	if err := readOneJSON(r, &in, "crush"); err != nil {
		return nil, err
	}
	return &in, nil
}

// BashCall returns the command of a bash call and the directory it runs
// in: tool_input.working_dir when the model gave one (crush runs the
// command there; a relative one is taken from the call's cwd, where crush
// runs), else the call's cwd.
func (in *CrushInput) BashCall() (command, cwd string, err error) {
	command, err = commandOf(in.ToolInput, CrushShell)
	if err != nil {
		return "", "", err
	}
	dir, err := workingDirOf(in.ToolInput)
	if err != nil {
		return "", "", err
	}
	switch {
	case dir == "":
		return command, in.Cwd, nil
	case filepath.IsAbs(dir):
		return command, dir, nil
	case in.Cwd == "":
		return "", "", fmt.Errorf("the bash call's working_dir %q is relative and the call names no cwd to read it from", dir)
	}
	return command, filepath.Join(in.Cwd, dir), nil
}

// workingDirOf returns tool_input.working_dir, "" when absent or empty.
// crush decodes tool_input with Go's decoder, which matches keys without
// regard to case: a key that folds to working_dir beside it, or instead
// of it, leaves unclear where the command runs, and is refused.
func workingDirOf(toolInput json.RawMessage) (string, error) {
	var keys map[string]json.RawMessage
	if err := json.Unmarshal(toolInput, &keys); err != nil {
		return "", fmt.Errorf("the bash call's tool_input is not an object: %w", err)
	}
	for k := range keys {
		if k != "working_dir" && strings.EqualFold(k, "working_dir") {
			return "", fmt.Errorf("the bash call's tool_input has a key %q (crush reads it as working_dir): where the command runs is not certain", k)
		}
	}
	raw, ok := keys["working_dir"]
	if !ok || string(raw) == "null" {
		return "", nil
	}
	var dir string
	if err := json.Unmarshal(raw, &dir); err != nil {
		return "", fmt.Errorf("the bash call's working_dir is not a string: %w", err)
	}
	return dir, nil
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
	return writeReply(stdout, stderr, r, reason)
}

// errClaudeShaped is the refusal of a call in Claude Code's shape.
var errClaudeShaped = errors.New("the call carries hook_event_name, which crush never sends: this is another harness's hook (use its own 'ozdesk hook'); the call is refused")
