package acpproxy

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// claudeWriteOptions are the options Claude Code's ACP adapter offers for
// a tool call (src/acp-agent.ts, canUseTool).
const claudeWriteOptions = `[{"kind":"allow_always","name":"Always Allow","optionId":"allow_always"},{"kind":"allow_once","name":"Allow","optionId":"allow"},{"kind":"reject_once","name":"Reject","optionId":"reject"}]`

// codexPatchOptions are the options codex-acp offers for a patch
// (src/thread.rs, patch_approval).
const codexPatchOptions = `[{"optionId":"approved","name":"Yes","kind":"allow_once"},{"optionId":"abort","name":"No, provide feedback","kind":"reject_once"}]`

// editRequest is a session/request_permission with id 0 in session s1
// for a tool call with the given members (toolCallId t7), offering
// options.
func editRequest(options, toolCall string) string {
	return `{"jsonrpc":"2.0","id":0,"method":"session/request_permission","params":{"sessionId":"s1","options":` + options + `,"toolCall":{"toolCallId":"t7"` + toolCall + `}}}`
}

// announced is the session/update by which an agent shows tool call t7
// (kind and rawInput as given) before it asks.
func announced(members string) string {
	return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":{"sessionUpdate":"tool_call","toolCallId":"t7","status":"pending"` + members + `}}}`
}

// TestEditTargets: an edit whose target cannot be known (no locations,
// no diff path, no path in its rawInput) waits at the desk as an unknown
// write, asked by the asker's doubt with a reason that says so, instead
// of going to the editor unjudged; an edit that names its file in a
// shape another agent uses (Claude Code's ACP adapter: the kind in an
// update, rawInput file_path or notebook_path; codex-acp: rawInput
// changes keyed by path, a move's move_path; a list of paths) is judged
// by that file, so a guarded one waits too. Each is denied at the desk,
// and the agent gets its reject-once option; approved, the request goes
// on to the editor.
func TestEditTargets(t *testing.T) {
	for _, tt := range []struct {
		name     string
		announce func(dir string) string // an update before the request, or ""
		line     func(dir string) string
		reject   string // the agent's reject-once option
		// reason is what the ask's doubt (MustAsk) must say, "" for a
		// guarded file's ask (by cmd.guard-tamper); names is what its
		// command must name.
		reason, names string
	}{
		{name: "gemini edit, no file anywhere", reject: "cancel", reason: "names no file", line: func(string) string {
			return editRequest(geminiOptions, `,"status":"pending","title":"Writing to file","content":[],"locations":[],"kind":"edit"`)
		}},
		{name: "edit, an empty file_path", reject: "cancel", reason: "names no file", line: func(string) string {
			return editRequest(geminiOptions, `,"title":"Write","kind":"edit","rawInput":{"file_path":"","content":"x"}`)
		}},
		{name: "delete, no file", reject: "cancel", reason: "names no file", line: func(string) string {
			return editRequest(geminiOptions, `,"title":"Delete","kind":"delete","locations":[]`)
		}},
		{name: "move, no file", reject: "cancel", reason: "names no file", line: func(string) string {
			return editRequest(geminiOptions, `,"title":"Move","kind":"move"`)
		}},
		{name: "claude adapter Write without file_path, kind announced", reject: "reject", reason: "names no file",
			announce: func(string) string {
				return announced(`,"title":"Write","kind":"edit","rawInput":{"content":"x"},"locations":[]`)
			},
			line: func(string) string {
				return editRequest(claudeWriteOptions, `,"rawInput":{"content":"x"},"title":"Write"`)
			}},
		{name: "claude adapter NotebookEdit of a guarded file", reject: "reject", names: ".gemini/settings.json",
			announce: func(d string) string {
				return announced(`,"title":"Edit Notebook","kind":"edit","rawInput":{"notebook_path":` + quote(d+"/.gemini/settings.json") + `,"new_source":"{}"}`)
			},
			line: func(d string) string {
				return editRequest(claudeWriteOptions, `,"rawInput":{"notebook_path":`+quote(d+"/.gemini/settings.json")+`,"new_source":"{}","edit_mode":"replace"},"title":"Edit Notebook"`)
			}},
		{name: "codex-acp patch, changes only", reject: "abort", names: ".gemini/policies/x.toml", line: func(d string) string {
			return editRequest(codexPatchOptions, `,"kind":"edit","status":"pending","title":"Edit","locations":[],"content":[],"rawInput":{"call_id":"c1","turn_id":"1","changes":{`+quote(d+"/.gemini/policies/x.toml")+`:{"type":"add","content":"[[rule]]\n"}},"reason":null,"grant_root":null}`)
		}},
		{name: "codex-acp patch moving settings away", reject: "abort", names: ".gemini/settings.json", line: func(d string) string {
			to := quote(d + "/old.json")
			return editRequest(codexPatchOptions, `,"kind":"edit","status":"pending","title":"Edit `+d+`/old.json","locations":[{"path":`+to+`}],"content":[{"type":"diff","path":`+to+`,"oldText":"{}","newText":"{}"}],"rawInput":{"call_id":"c1","turn_id":"1","changes":{`+quote(d+"/.gemini/settings.json")+`:{"type":"update","unified_diff":"","move_path":`+to+`}},"reason":null,"grant_root":null}`)
		}},
		{name: "codex-acp patch moving a file onto settings", reject: "abort", names: ".gemini/settings.json", line: func(d string) string {
			return editRequest(codexPatchOptions, `,"kind":"edit","title":"Edit","rawInput":{"changes":{`+quote(d+"/a.json")+`:{"type":"update","unified_diff":"","move_path":`+quote(d+"/.gemini/settings.json")+`}}}`)
		}},
		{name: "a list of paths", reject: "cancel", names: ".gemini/.env", line: func(d string) string {
			return editRequest(geminiOptions, `,"kind":"edit","title":"Edit files","rawInput":{"paths":["src/a.go",`+quote(d+"/.gemini/.env")+`]}`)
		}},
	} {
		for _, decision := range []patterns.Outcome{patterns.Refuse, patterns.Allow} {
			t.Run(tt.name+"/"+decision.String(), func(t *testing.T) {
				dir := t.TempDir()
				svc := newService(t)
				r := startRelay(t, config(svc))
				r.session(dir)
				if tt.announce != nil {
					r.agent(tt.announce(dir))
					if got := r.atEditor(); !strings.Contains(got, `"tool_call"`) {
						t.Fatalf("the editor got %s; want the update", got)
					}
				}
				r.agent(tt.line(dir))
				if got := r.atEditor(); !strings.Contains(got, "waiting for an operator at the desk") {
					t.Fatalf("the editor got %s; want to be told the edit waits at the desk", got)
				}
				p, err := svc.Pending()
				if err != nil || len(p) != 1 {
					t.Fatalf("pending asks %v, %v; want one", p, err)
				}
				a := p[0]
				if tt.reason != "" && (a.Rule != queue.MustAskRule || !strings.Contains(a.MustAsk, tt.reason)) {
					t.Errorf("asked by %q with %q; want %s saying %q", a.Rule, a.MustAsk, queue.MustAskRule, tt.reason)
				}
				if tt.names != "" && !strings.Contains(a.Command, tt.names) {
					t.Errorf("asked about %q; want it to name %s", a.Command, tt.names)
				}
				if _, err := svc.Decide(a.ID, queue.Decision{Outcome: decision, By: "bob", Reason: "checked"}); err != nil {
					t.Fatal(err)
				}
				if decision == patterns.Refuse {
					if got := r.atAgent(); got != chose("0", tt.reject) {
						t.Errorf("the agent got %s, want the reject-once option %s", got, tt.reject)
					}
					return
				}
				for {
					got := r.atEditor()
					if strings.Contains(got, `"session/request_permission"`) {
						if strings.Contains(got, "allow_always") || strings.Contains(got, "proceed_always") {
							t.Errorf("the editor was shown %s", got)
						}
						break
					}
				}
			})
		}
	}
}

// TestEditNamingItsFileGoesOn: an edit of an ordinary file, in each
// agent's shape, and a tool call that writes nothing (a fetch, a read),
// go to the editor with no ask left behind.
func TestEditNamingItsFileGoesOn(t *testing.T) {
	for _, tt := range []struct {
		name string
		line func(dir string) string
	}{
		{"codex-acp patch of src/main.go", func(d string) string {
			f := quote(d + "/src/main.go")
			return editRequest(codexPatchOptions, `,"kind":"edit","title":"Edit","locations":[{"path":`+f+`}],"content":[{"type":"diff","path":`+f+`,"oldText":"","newText":"x"}],"rawInput":{"call_id":"c1","changes":{`+f+`:{"type":"add","content":"x"}}}`)
		}},
		{"claude adapter Edit of src/main.go", func(d string) string {
			return editRequest(claudeWriteOptions, `,"rawInput":{"file_path":`+quote(d+"/src/main.go")+`,"old_string":"a","new_string":"b"},"title":"Edit"`)
		}},
		{"a fetch", func(string) string {
			return editRequest(geminiOptions, `,"kind":"fetch","title":"Fetch https://example.com"`)
		}},
		{"a read", func(string) string { return editRequest(geminiOptions, `,"kind":"read","title":"Read"`) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			svc := newService(t)
			r := startRelay(t, config(svc))
			r.session(dir)
			r.agent(tt.line(dir))
			if got := r.atEditor(); !strings.Contains(got, `"session/request_permission"`) {
				t.Fatalf("the editor got %s; want the request", got)
			}
			if p, err := svc.Pending(); err != nil || len(p) != 0 {
				t.Errorf("pending asks %v, %v; want none", p, err)
			}
		})
	}
}

// editsA are the members of an edit of a.txt (relative to the session's
// cwd, an ordinary file), for tests that need a permission request the
// proxy hands to the editor: an edit that names no file waits at the
// desk (TestEditTargets).
const editsA = `"locations":[{"path":"a.txt"}],"kind":"edit"`
