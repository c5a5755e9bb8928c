package harness

import (
	"bytes"
	"encoding/json"
	"testing"

	"ozdesk.dev/ozdesk/internal/hookcall"
)

// replyStrings are the texts the answers are tried with.
var replyStrings = []string{"", "allow", "ozdesk: allow: no rule matched; the fallback allows",
	`a "quoted" <b> & \ reason`, "\x00\x1f\t\n", "bad \xff utf-8, \u2028 é 🙂"}

// TestReplyJSON holds the answers that write their own JSON to what
// json.Encoder with SetEscapeHTML(false) writes for them, every field
// empty or not.
func TestReplyJSON(t *testing.T) {
	for _, a := range replyStrings {
		for _, b := range replyStrings {
			for _, v := range []hookcall.ReplyJSON{
				ClaudeOutput{HookSpecificOutput: ClaudeDecision{HookEventName: a, PermissionDecision: b, PermissionDecisionReason: a + b}},
				GeminiReply{Decision: a, Reason: b},
			} {
				checkReplyJSON(t, v)
			}
		}
	}
}

func FuzzReplyJSON(f *testing.F) {
	for _, s := range replyStrings {
		f.Add(s, s+"x", "")
	}
	f.Fuzz(func(t *testing.T, a, b, c string) {
		checkReplyJSON(t, ClaudeOutput{HookSpecificOutput: ClaudeDecision{HookEventName: a, PermissionDecision: b, PermissionDecisionReason: c}})
		checkReplyJSON(t, GeminiReply{Decision: a, Reason: b})
	})
}

func checkReplyJSON(t *testing.T, v hookcall.ReplyJSON) {
	t.Helper()
	var want bytes.Buffer
	enc := json.NewEncoder(&want)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	var got, stderr bytes.Buffer
	if code := writeReply(&got, &stderr, v, "why"); code != 0 || stderr.Len() != 0 {
		t.Fatalf("writeReply(%#v) = %d, %q", v, code, stderr.String())
	}
	if !bytes.Equal(got.Bytes(), want.Bytes()) {
		t.Errorf("writeReply(%#v):\n got %s\nwant %s", v, got.Bytes(), want.Bytes())
	}
}
