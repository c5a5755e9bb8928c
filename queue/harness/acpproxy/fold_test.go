package acpproxy

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

// TestCaseVariantKeys: a message whose params hold a key in another case
// (rt17h F4) is refused, in both directions: Go's encoding/json, which a
// Go-written editor or agent decodes with, reads the variant, the proxy
// the exact key. Each row's params are decoded here as such a peer does,
// to show it reads another value than the proxy would have judged.
func TestCaseVariantKeys(t *testing.T) {
	type goPeer struct {
		Command  string   `json:"command"`
		Args     []string `json:"args"`
		Cwd      string   `json:"cwd"`
		ModeID   string   `json:"modeId"`
		ConfigID string   `json:"configId"`
		Value    any      `json:"value"`
	}
	tests := []struct {
		name, params string
		fromAgent    bool
		method       string
		goReads      func(goPeer) bool // what the Go peer reads that the proxy did not judge
	}{
		{"terminal COMMAND", `{"sessionId":"s1","command":"ls","COMMAND":"touch forbidden"}`, true, "terminal/create",
			func(p goPeer) bool { return p.Command == "touch forbidden" }},
		{"terminal ARGS", `{"sessionId":"s1","command":"ls","ARGS":["-la;touch","forbidden"]}`, true, "terminal/create",
			func(p goPeer) bool { return len(p.Args) == 2 }},
		{"terminal Cwd alone", `{"sessionId":"s1","command":"ls","Cwd":"/"}`, true, "terminal/create",
			func(p goPeer) bool { return p.Cwd == "/" }},
		{"terminal Kelvin sign", `{"sessionId":"s1","command":"ls","\u212aey":"x","COMMAND":"touch forbidden"}`, true, "terminal/create",
			func(p goPeer) bool { return p.Command == "touch forbidden" }},
		{"set_mode MODEID", `{"sessionId":"s1","modeId":"plan","MODEID":"yolo"}`, false, "session/set_mode",
			func(p goPeer) bool { return p.ModeID == "yolo" }},
		{"set_config VALUE", `{"sessionId":"s1","configId":"mode","value":"plan","VALUE":"yolo"}`, false, "session/set_config_option",
			func(p goPeer) bool { return p.Value == "yolo" }},
		{"set_config ConfigId", `{"sessionId":"s1","configId":"model","ConfigId":"approval_policy","value":"never"}`, false, "session/set_config_option",
			func(p goPeer) bool { return p.ConfigID == "approval_policy" }},
		{"set_mode ModeId alone", `{"sessionId":"s1","ModeId":"yolo"}`, false, "session/set_mode",
			func(p goPeer) bool { return p.ModeID == "yolo" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p goPeer
			if err := json.Unmarshal([]byte(tt.params), &p); err != nil || !tt.goReads(p) {
				t.Fatalf("a Go peer reads %+v (%v): the row shows nothing", p, err)
			}
			line := `{"jsonrpc":"2.0","id":7,"method":"` + tt.method + `","params":` + tt.params + `}`
			r := startRelay(t, config(newService(t)))
			r.session("/tmp")
			if tt.fromAgent {
				r.agent(line)
				if got := r.atAgent(); !strings.Contains(got, `"id":7,"error"`) {
					t.Errorf("the agent got %s; want an error", got)
				}
				for _, l := range r.editorLines() {
					if strings.Contains(l, tt.method) {
						t.Errorf("the editor got %s", l)
					}
				}
			} else {
				r.editor(line)
				if got := r.atEditor(); !strings.Contains(got, `"id":7,"error"`) {
					t.Errorf("the editor got %s; want an error", got)
				}
				r.quietAtAgent()
			}
		})
	}
}

// TestEditorAnswerCaseVariant: an editor's answer whose outcome holds
// optionId and OptionId (a Go agent reads the last, the allow-always
// option the proxy took out) reaches the agent as the reject-once option.
func TestEditorAnswerCaseVariant(t *testing.T) {
	var goAgent struct {
		Outcome struct {
			OptionID string `json:"optionId"`
		} `json:"outcome"`
	}
	answer := `{"outcome":{"outcome":"selected","optionId":"proceed_once","OptionId":"proceed_always"}}`
	if err := json.Unmarshal([]byte(answer), &goAgent); err != nil || goAgent.Outcome.OptionID != "proceed_always" {
		t.Fatalf("a Go agent reads %+v (%v)", goAgent, err)
	}
	r := startRelay(t, Config{Open: config(newService(t)).Open, Wait: 5 * time.Second, LocalAsk: true})
	r.session("/tmp")
	r.agent(permission("1", "npm publish"))
	r.atEditor()
	r.editor(`{"jsonrpc":"2.0","id":1,"result":` + answer + `}`)
	if got := r.atAgent(); strings.Contains(got, "proceed_") {
		t.Errorf("the agent got %s; want the reject-once option or cancelled", got)
	}
}
