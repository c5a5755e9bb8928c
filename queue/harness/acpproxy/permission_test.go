package acpproxy

import (
	"encoding/json"
	"testing"
)

func TestContentDir(t *testing.T) {
	text := func(s string) string {
		b, _ := json.Marshal([]map[string]any{{"type": "content", "content": map[string]any{"type": "text", "text": s}}})
		return string(b)
	}
	tests := []struct {
		content string
		dir     string
		bad     bool
	}{
		// Gemini CLI names its process's cwd there, not where the
		// command runs (the session's cwd): not read.
		{content: text("[current working directory /w/p] (list files)"), dir: ""},
		{content: text("[current working directory /w/p]"), dir: ""},
		{content: text("[current working directory /w] (x] (y)"), dir: ""},
		{content: text("[in sub] (run it)"), dir: "sub"},
		{content: text("[in /abs/dir] (x) (y)"), dir: "/abs/dir"},
		{content: text("[in a]b] (x)"), dir: "a]b"},
		{content: text("[in a] (b] (c)"), bad: true},
		{content: text("[in ]"), bad: true},
		{content: text("[in sub"), bad: true},
		{content: text("no directory named"), dir: ""},
		{content: `[]`, dir: ""},
		{content: `null`, dir: ""},
		{content: `"text"`, dir: ""},
		{content: `[{"type":"diff","path":"/x"}]`, dir: ""},
	}
	for _, tt := range tests {
		dir, err := contentDir(json.RawMessage(tt.content))
		if (err != nil) != tt.bad || dir != tt.dir {
			t.Errorf("contentDir(%s) = %q, %v; want %q (an error: %v)", tt.content, dir, err, tt.dir, tt.bad)
		}
	}
}

// FuzzParams: the readers of the params the proxy judges never panic, a
// permission request's shown options never let an allow-always through,
// and a terminal's command line is never empty.
func FuzzParams(f *testing.F) {
	for _, s := range []string{
		`{"sessionId":"s1","options":` + geminiOptions + `,"toolCall":{"toolCallId":"t","title":"ls","kind":"execute","content":[{"type":"content","content":{"type":"text","text":"[in sub] (x)"}}]}}`,
		`{"sessionId":"s1","command":"ls","args":["-la"],"env":[{"name":"A","value":"b"}],"cwd":"/tmp"}`,
		`{"outcome":{"outcome":"selected","optionId":"proceed_once"}}`,
		`{"sessionId":"s1","modeId":"yolo"}`, `{}`, `[]`, `null`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, params []byte) {
		if req, err := readPermission(params); err == nil {
			for _, o := range req.shown() {
				if o.kind == "allow_always" {
					t.Fatalf("an allow-always option is shown: %+v", o)
				}
			}
			_, _ = req.forwardParams(req.shown())
			_ = rejected(req)
		}
		if tr, err := readTerminal(params); err == nil && tr.command == "" {
			t.Fatal("a terminal with an empty command line")
		}
		_, _ = checkEditorAnswer(params, nil)
		_ = yoloRequest(&Message{Method: "session/set_mode", Params: params}, nil)
		_ = yoloRequest(&Message{Method: "session/set_config_option", Params: params}, nil)
		_, _, _ = modeUpdate(params)
	})
}
