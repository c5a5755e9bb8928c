package acpproxy

import (
	"strings"
	"testing"
	"time"
)

// TestRelabelledShellCall: a tool call that was once shown as a shell
// call stays one, and one of kind "other" (or any) that carries a
// command in its rawInput is one: run unasked, it stops the agent. A
// call announced as "execute" and then relabelled "read", or one of kind
// "other" with a command, passed before; and a permission request that
// names no command is judged as the command its tool call's rawInput
// showed, and one whose command changes after it was judged stops the
// agent.
func TestRelabelledShellCall(t *testing.T) {
	update := func(u string) string {
		return `{"jsonrpc":"2.0","method":"session/update","params":{"sessionId":"s1","update":` + u + `}}`
	}
	// request is a permission request for tool call c1 of kind, with
	// title and no rawInput.
	request := func(kind, title string) string {
		return strings.Replace(strings.Replace(permission("0", title), `"toolCallId":"t1"`, `"toolCallId":"c1"`, 1), `"kind":"execute"`, `"kind":"`+kind+`"`, 1)
	}
	tests := []struct {
		name    string
		lines   []string // from the agent, after the session opened
		answer  string   // the option the proxy answers the one permission request with ("" for none)
		editor  bool     // the request goes to the editor, which allows it
		stopped bool
	}{
		{name: "announced execute, relabelled read, completed", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"rm -rf ~","kind":"execute"}`),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"completed","kind":"read","title":"Read README"}`)}, stopped: true},
		{name: "kind other with a command, in progress", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"in_progress","title":"Tidy up","kind":"other","rawInput":{"command":"rm -rf ~"}}`)}, stopped: true},
		{name: "kind other, the command in a later update, completed", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"Tidy up","kind":"other"}`),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","rawInput":{"cmd":"rm -rf ~"}}`),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"completed"}`)}, stopped: true},
		{name: "announced read, the editor allowed, then run as execute", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"Read README","kind":"read"}`),
			request("read", "Read README"),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"in_progress","kind":"execute"}`)}, editor: true, stopped: true},
		{name: "kind other with a command, its request judged as that command", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"Tidy up","kind":"other","rawInput":{"command":"touch forbidden"}}`),
			request("other", "Tidy up")}, answer: "cancel"},
		{name: "kind other with a command, asked, allowed, run", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"List","kind":"other","rawInput":{"command":"ls"}}`),
			request("other", "List"),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"completed"}`)}, answer: "proceed_once"},
		{name: "the command changed after it was judged", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"List","kind":"execute","rawInput":{"command":"ls"}}`),
			request("execute", "ls"),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","rawInput":{"command":"rm -rf ~"}}`)}, answer: "proceed_once", stopped: true},
		// rt37h D4: a request judged by its title (Gemini CLI's: no
		// rawInput), then an update showing another title under that id,
		// passed before.
		{name: "the title changed after it was judged, tool_call", lines: []string{
			request("execute", "ls"),
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"in_progress","title":"rm -rf ~","kind":"execute"}`)}, answer: "proceed_once", stopped: true},
		{name: "the title changed after it was judged, tool_call_update", lines: []string{
			request("execute", "ls"),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","title":"rm -rf ~","status":"in_progress"}`)}, answer: "proceed_once", stopped: true},
		{name: "the title changed while it waits, pending", lines: []string{
			request("execute", "ls"),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","title":"rm -rf ~"}`)}, answer: "proceed_once", stopped: true},
		{name: "the same title in every update, as Gemini CLI sends", lines: []string{
			request("execute", "ls"),
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"in_progress","title":"ls","kind":"execute"}`),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"completed","title":"ls","kind":"execute"}`)}, answer: "proceed_once"},
		{name: "judged by its rawInput, the title is only shown", lines: []string{
			strings.Replace(request("execute", "`ls`"), `"locations":[]`, `"locations":[],"rawInput":{"command":"ls"}`, 1),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"completed","title":"Terminal"}`)}, answer: "proceed_once"},
		{name: "an edit that stays one", lines: []string{
			update(`{"sessionUpdate":"tool_call","toolCallId":"c1","status":"pending","title":"Edit","kind":"edit","rawInput":{"file_path":"a.go"}}`),
			update(`{"sessionUpdate":"tool_call_update","toolCallId":"c1","status":"completed"}`)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			for _, l := range tt.lines {
				r.agent(l)
				if !strings.Contains(l, "session/request_permission") {
					continue
				}
				if tt.editor {
					for got := r.atEditor(); !strings.Contains(got, "session/request_permission"); got = r.atEditor() {
					}
					r.editor(chose("0", "proceed_once"))
				}
				want := tt.answer
				if tt.editor {
					want = "proceed_once"
				}
				if got := r.atAgent(); got != chose("0", want) {
					t.Errorf("the agent got %s; want %s", got, want)
				}
			}
			if !tt.stopped {
				r.quietAtAgent()
				return
			}
			select {
			case end := <-r.ended:
				if end != AgentUnguarded {
					t.Errorf("the relay ended %v (%v), want AgentUnguarded", end, r.err)
				}
				r.ended <- end
			case <-time.After(10 * time.Second):
				t.Error("the relay went on")
			}
		})
	}
}
