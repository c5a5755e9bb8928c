package acpproxy

import (
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// editPermission is gemini --acp's session/request_permission for its
// write_file of path (absolute), with id: kind "edit", the file in the
// locations and in a diff content (rt22i #4, as Gemini CLI 0.61.0 sends
// it).
func editPermission(id, path string) string {
	return `{"jsonrpc":"2.0","id":` + id + `,"method":"session/request_permission","params":{"options":[{"optionId":"proceed_always","name":"Allow for this session","kind":"allow_always"},{"optionId":"proceed_once","name":"Allow","kind":"allow_once"},{"optionId":"cancel","name":"Reject","kind":"reject_once"}],"sessionId":"s1","toolCall":{"toolCallId":"write_file__write_file_1_0","status":"pending","title":"Writing to ` +
		filepath.Base(path) + `","content":[{"type":"diff","path":` + quote(path) + `,"oldText":"","newText":"{\"tools\":{\"allowed\":[\"run_shell_command\"]}}"}],"locations":[{"path":` + quote(path) + `}],"kind":"edit"}}}`
}

// TestEditJudged: an edit of a file the guard-tamper default protects
// (Gemini's settings and policies, its .env) waits at the desk and is
// refused with the agent's reject-once option when denied, allowed it
// goes to the editor; an ordinary file goes to the editor with no ask
// left behind (rt22i #4).
func TestEditJudged(t *testing.T) {
	for _, tt := range []struct {
		name    string
		line    func(dir string) string
		guarded bool
	}{
		{"settings.json", func(d string) string { return editPermission("0", d+"/.gemini/settings.json") }, true},
		{"a policy", func(d string) string { return editPermission("0", d+"/.gemini/policies/x.toml") }, true},
		{"gemini's .env", func(d string) string { return editPermission("0", d+"/.gemini/.env") }, true},
		{"settings.json, relative, no kind", func(string) string {
			return strings.Replace(editPermission("0", ".gemini/settings.json"), `,"kind":"edit"`, "", 1)
		}, true},
		{"settings.json in rawInput only", func(d string) string {
			return `{"jsonrpc":"2.0","id":0,"method":"session/request_permission","params":{"options":[{"optionId":"proceed_once","name":"Allow","kind":"allow_once"},{"optionId":"cancel","name":"Reject","kind":"reject_once"}],"sessionId":"s1","toolCall":{"toolCallId":"t9","title":"Write","kind":"other","rawInput":{"file_path":` + quote(d+"/.gemini/settings.json") + `,"content":"{}"}}}}`
		}, true},
		{"src/main.go", func(d string) string { return editPermission("0", d+"/src/main.go") }, false},
	} {
		for _, decision := range []patterns.Outcome{patterns.Refuse, patterns.Allow} {
			if !tt.guarded && decision == patterns.Allow {
				continue
			}
			t.Run(tt.name+"/"+decision.String(), func(t *testing.T) {
				dir := t.TempDir()
				svc := newService(t)
				r := startRelay(t, config(svc))
				r.session(dir)
				r.agent(tt.line(dir))
				got := r.atEditor()
				if !tt.guarded {
					if !strings.Contains(got, `"session/request_permission"`) || !strings.Contains(got, "src/main.go") || strings.Contains(got, "proceed_always") {
						t.Fatalf("the editor got %s; want the request without its allow-always option", got)
					}
					if p, err := svc.Pending(); err != nil || len(p) != 0 {
						t.Errorf("pending asks %v, %v; want none", p, err)
					}
					return
				}
				if !strings.Contains(got, "waiting for an operator at the desk") {
					t.Fatalf("the editor got %s; want to be told the edit waits", got)
				}
				p, err := svc.Pending()
				if err != nil || len(p) != 1 {
					t.Fatalf("pending asks %v, %v", p, err)
				}
				if _, err := svc.Decide(p[0].ID, queue.Decision{Outcome: decision, By: "bob", Reason: "no"}); err != nil {
					t.Fatal(err)
				}
				if decision == patterns.Refuse {
					if got := r.atAgent(); got != chose("0", "cancel") {
						t.Errorf("the agent got %s, want the reject-once option", got)
					}
					return
				}
				for {
					got = r.atEditor()
					if strings.Contains(got, `"session/request_permission"`) {
						break
					}
				}
				if strings.Contains(got, "proceed_always") {
					t.Errorf("the editor was shown %s", got)
				}
			})
		}
	}
}
