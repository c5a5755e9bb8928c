package hookcall

import (
	"encoding/json"
	"fmt"
	"io"

	"ozdesk.dev/ozdesk/internal/jsonobj"
)

// MaxClaudeInput caps what [ReadClaudeInput] reads (see [MaxHookInput]).
const MaxClaudeInput = MaxHookInput

// ClaudeEvent is the hook event ozdesk answers.
const ClaudeEvent = "PreToolUse"

// ClaudeBash is the tool ozdesk decides; every other tool passes through.
const ClaudeBash = "Bash"

// The permission decisions ozdesk answers Claude Code with. (Claude Code
// also knows "defer", which ends a headless run: ozdesk never answers it.)
const (
	ClaudeAllow = "allow"
	ClaudeDeny  = "deny"
	ClaudeAsk   = "ask"
)

// ClaudeInput is what Claude Code sends a PreToolUse hook on standard
// input. Fields ozdesk does not use are ignored.
type ClaudeInput struct {
	SessionID      string          `json:"session_id"`
	TranscriptPath string          `json:"transcript_path"`
	Cwd            string          `json:"cwd"`
	PermissionMode string          `json:"permission_mode"`
	HookEventName  string          `json:"hook_event_name"`
	ToolName       string          `json:"tool_name"`
	ToolInput      json.RawMessage `json:"tool_input"`
	ToolUseID      string          `json:"tool_use_id"`
	// CrushEvent is crush's name for the event, which Claude Code never
	// sends: a call that carries it instead of hook_event_name is crush's
	// (whose shell tool, "bash", would otherwise pass through unjudged).
	CrushEvent *string `json:"event"`
}

// ReadClaudeInput reads one JSON object from r (and nothing after it but
// white space), at most [MaxClaudeInput] bytes.
func ReadClaudeInput(r io.Reader) (*ClaudeInput, error) {
	return ReadOneCall(r, "Claude Code")
}

// ReadOneCall reads a Claude-compatible call from r; harness names who
// sends it.
func ReadOneCall(r io.Reader, harness string) (*ClaudeInput, error) {
	raw, err := ReadObject(r, harness)
	if err != nil {
		return nil, err
	}
	return decodeCall(raw)
}

// claudeKeys are ClaudeInput's json names.
var claudeKeys = []string{"session_id", "transcript_path", "cwd", "permission_mode", "hook_event_name", "tool_name", "tool_input", "tool_use_id", "event"}

// decodeCall reads raw, an object ReadObject returned, into a
// ClaudeInput as json.Unmarshal would, without its reflection: a string
// field takes a string (null leaves it as it was), tool_input any value,
// event a string or null; other keys are ignored, but a key that differs
// only in case from one of ClaudeInput's is refused (see exactKeys).
func decodeCall(raw []byte) (*ClaudeInput, error) {
	var in ClaudeInput
	err := jsonobj.Members(raw, func(k string, v []byte) error {
		var dst *string
		switch k {
		case "session_id":
			dst = &in.SessionID
		case "transcript_path":
			dst = &in.TranscriptPath
		case "cwd":
			dst = &in.Cwd
		case "permission_mode":
			dst = &in.PermissionMode
		case "hook_event_name":
			dst = &in.HookEventName
		case "tool_name":
			dst = &in.ToolName
		case "tool_use_id":
			dst = &in.ToolUseID
		case "tool_input":
			in.ToolInput = json.RawMessage(v)
			return nil
		case "event":
			if jsonobj.IsNull(v) {
				in.CrushEvent = nil
				return nil
			}
			dst = new(string)
			in.CrushEvent = dst
		default:
			return caseTwin(k, claudeKeys)
		}
		if jsonobj.IsNull(v) {
			return nil
		}
		s, ok := jsonobj.String(v)
		if !ok {
			return fmt.Errorf("the hook's input is not a JSON object of a tool call: its %s is not a string", k)
		}
		*dst = s
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &in, nil
}

// BashCommand returns the command of a Bash call: tool_input.command,
// which must be a non-empty string.
func (in *ClaudeInput) BashCommand() (string, error) { return CommandOf(in.ToolInput, ClaudeBash) }

// ClaudeOutput is a PreToolUse hook's answer on standard output.
type ClaudeOutput struct {
	HookSpecificOutput ClaudeDecision `json:"hookSpecificOutput"`
}

// ClaudeDecision is the PreToolUse part of the answer.
type ClaudeDecision struct {
	HookEventName            string `json:"hookEventName"`
	PermissionDecision       string `json:"permissionDecision"`
	PermissionDecisionReason string `json:"permissionDecisionReason"`
}

// Reply is what the hook answers: a decision on standard output (exit 0),
// nothing (exit 0: another tool passes through to Claude Code's own
// rules), or a block with the reason on standard error (exit 2).
type Reply struct {
	// Decision is allow, deny or ask; "" for none.
	Decision string
	// Reason is the decision's reason, or the block's.
	Reason string
	// Block exits 2 with Reason on standard error, whatever Decision says.
	Block bool
}

// ExitBlock is the exit code with which Claude Code refuses the tool call
// and shows the model the hook's standard error.
const ExitBlock = 2

// Write writes the reply and returns the exit code: 0 or [ExitBlock],
// never anything else. A decision that cannot be written becomes a block.
func (r Reply) Write(stdout, stderr io.Writer) int {
	if r.Block {
		fmt.Fprintln(stderr, r.Reason)
		return ExitBlock
	}
	if r.Decision == "" {
		return 0
	}
	return WriteReply(stdout, stderr, ClaudeOutput{ClaudeDecision{
		HookEventName:            ClaudeEvent,
		PermissionDecision:       r.Decision,
		PermissionDecisionReason: r.Reason,
	}}, r.Reason)
}
