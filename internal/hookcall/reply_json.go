package hookcall

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"ozdesk.dev/ozdesk/internal/jsonstr"
)

// WriteReply writes v as one JSON line (with <, > and & as they are: a
// harness shows the reason to a person) in a single write, so that a
// harness never reads half an answer. When it cannot, it says why on
// stderr with the reason blockWhy and returns [ExitBlock], which every
// hook harness takes as "do not run it".
func WriteReply(stdout, stderr io.Writer, v any, blockWhy string) int {
	var err error
	if r, ok := v.(ReplyJSON); ok {
		_, err = stdout.Write(append(r.AppendJSON(nil), '\n'))
	} else {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if err = enc.Encode(v); err == nil {
			_, err = stdout.Write(b.Bytes())
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "ozdesk: could not write the hook's answer (%v); blocking: %s\n", err, blockWhy)
		return ExitBlock
	}
	return 0
}

// ReplyJSON is an answer that writes its own JSON, byte for byte as
// json.Encoder with SetEscapeHTML(false) writes it (TestReplyJSON), for
// the answers every call gives: encoding/json's reflection builds field
// tables and encoders for a type, which cost a hook more than the rest of
// its answer.
type ReplyJSON interface {
	AppendJSON(dst []byte) []byte
}

func (o ClaudeOutput) AppendJSON(dst []byte) []byte {
	d := o.HookSpecificOutput
	dst = append(dst, `{"hookSpecificOutput":{"hookEventName":`...)
	dst = jsonstr.Append(dst, d.HookEventName, false)
	dst = append(dst, `,"permissionDecision":`...)
	dst = jsonstr.Append(dst, d.PermissionDecision, false)
	dst = append(dst, `,"permissionDecisionReason":`...)
	dst = jsonstr.Append(dst, d.PermissionDecisionReason, false)
	return append(dst, "}}"...)
}
