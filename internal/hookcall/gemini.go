package hookcall

import (
	"encoding/json"
	"io"

	"ozdesk.dev/ozdesk/internal/jsonstr"
)

// Gemini CLI's BeforeTool hook protocol (see
// cmd/ozdesk/testdata/gemini/PROTOCOL.md, measured on the real binary).
const (
	// GeminiEvent is the hook event ozdesk answers.
	GeminiEvent = "BeforeTool"
	// GeminiShell is the tool ozdesk decides; every other tool passes
	// through.
	GeminiShell = "run_shell_command"
	// GeminiAllow and GeminiDeny are the decisions ozdesk answers with.
	// (Gemini CLI also knows "ask", which hangs a headless run: ozdesk
	// never answers it.)
	GeminiAllow = "allow"
	GeminiDeny  = "deny"
)

// GeminiInput is what Gemini CLI sends a BeforeTool hook on standard
// input. It carries no tool-use id. Fields ozdesk does not use are
// ignored.
type GeminiInput struct {
	SessionID      string          `json:"session_id"`
	TranscriptPath string          `json:"transcript_path"`
	Cwd            string          `json:"cwd"`
	HookEventName  string          `json:"hook_event_name"`
	Timestamp      string          `json:"timestamp"`
	ToolName       string          `json:"tool_name"`
	ToolInput      json.RawMessage `json:"tool_input"`
}

// ReadGeminiInput reads one JSON object from r (and nothing after it but
// white space), at most [MaxHookInput] bytes.
func ReadGeminiInput(r io.Reader) (*GeminiInput, error) {
	var in GeminiInput
	if err := ReadOneJSON(r, &in, "Gemini CLI"); err != nil {
		return nil, err
	}
	return &in, nil
}

// GeminiReply is a BeforeTool hook's answer: a top-level decision on
// standard output, always at exit 0 (Gemini CLI goes ahead on exit 1, on
// other codes without output and on text that is not JSON, so ozdesk
// never answers with those). An empty Decision passes the tool through
// ({} : Gemini CLI's own policy decides).
type GeminiReply struct {
	Decision string `json:"decision,omitempty"`
	Reason   string `json:"reason,omitempty"`
}

// Write writes the reply as one JSON object and returns the exit code: 0,
// or [ExitBlock] (exit 2 blocks the tool with standard error as the
// reason) when the answer cannot be written.
func (r GeminiReply) Write(stdout, stderr io.Writer) int {
	return WriteReply(stdout, stderr, r, r.Reason)
}

// AppendJSON writes the reply as json.Encoder would (hookcall.ReplyJSON).
func (r GeminiReply) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	if r.Decision != "" {
		dst = append(dst, `"decision":`...)
		dst = jsonstr.Append(dst, r.Decision, false)
	}
	if r.Reason != "" {
		if r.Decision != "" {
			dst = append(dst, ',')
		}
		dst = append(dst, `"reason":`...)
		dst = jsonstr.Append(dst, r.Reason, false)
	}
	return append(dst, '}')
}

// GeminiFileTool reports whether tool is one of Gemini CLI's tools that
// write the file named by tool_input.file_path (its WRITE_FILE_TOOL_NAME
// and EDIT_TOOL_NAME).
func GeminiFileTool(tool string) bool { return tool == "write_file" || tool == "replace" }
