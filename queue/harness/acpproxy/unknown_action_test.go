package acpproxy

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestUnknownActions (issue 10, fx28i #2): a tool call of kind "other",
// or of no kind (none given, none announced), that names no file and no
// command ozdesk can read (no rawInput, a rawInput of other keys, one
// that is a bare string) waits at the desk as an unknown action, asked by
// the asker's doubt, as an edit naming no file does: it went to the
// editor unjudged before, and an allow there ran whatever it was. Denied
// at the desk, the agent gets its reject-once option; approved, the
// request goes on to the editor without its allow-always option. One
// whose rawInput names a command is judged as that command.
func TestUnknownActions(t *testing.T) {
	for _, tt := range []struct {
		name, toolCall string
	}{
		{"kind other, no rawInput", `,"title":"mcp_server__do_it","kind":"other"`},
		{"kind other, a rawInput of other keys", `,"title":"Tidy up","kind":"other","rawInput":{"query":"x","target":"y"}`},
		{"kind other, a bare string rawInput", `,"title":"Tidy up","kind":"other","rawInput":"rm -rf ~"`},
		{"no kind, no rawInput", `,"title":"touch forbidden"`},
		{"no kind, a rawInput of other keys", `,"title":"Tidy up","rawInput":{"n":1}`},
	} {
		for _, decision := range []patterns.Outcome{patterns.Refuse, patterns.Allow} {
			t.Run(tt.name+"/"+decision.String(), func(t *testing.T) {
				svc := newService(t)
				r := startRelay(t, config(svc))
				r.session(t.TempDir())
				r.agent(editRequest(geminiOptions, tt.toolCall))
				if got := r.atEditor(); !strings.Contains(got, "waiting for an operator at the desk") {
					t.Fatalf("the editor got %s; want to be told the tool call waits at the desk", got)
				}
				p, err := svc.Pending()
				if err != nil || len(p) != 1 {
					t.Fatalf("pending asks %v, %v; want one", p, err)
				}
				a := p[0]
				if a.Rule != queue.MustAskRule || !strings.Contains(a.MustAsk, "names no command") {
					t.Errorf("asked by %q with %q; want %s saying it names no command", a.Rule, a.MustAsk, queue.MustAskRule)
				}
				if _, err := svc.Decide(a.ID, queue.Decision{Outcome: decision, By: "bob", Reason: "checked"}); err != nil {
					t.Fatal(err)
				}
				if decision == patterns.Refuse {
					if got := r.atAgent(); got != chose("0", "cancel") {
						t.Errorf("the agent got %s, want the reject-once option", got)
					}
					return
				}
				for {
					got := r.atEditor()
					if strings.Contains(got, `"session/request_permission"`) {
						if strings.Contains(got, "proceed_always") {
							t.Errorf("the editor was shown %s", got)
						}
						break
					}
				}
			})
		}
	}
	t.Run("kind other, a command in its rawInput", func(t *testing.T) {
		svc := newService(t)
		r := startRelay(t, config(svc))
		r.session(t.TempDir())
		r.agent(editRequest(geminiOptions, `,"title":"Tidy up","kind":"other","rawInput":{"cmd":"touch forbidden"}`))
		if got := r.atAgent(); got != chose("0", "cancel") {
			t.Errorf("the agent got %s; want the proxy's refusal of touch forbidden", got)
		}
	})
}
