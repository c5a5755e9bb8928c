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
		{content: text("[current working directory /w/p] (list files)"), dir: "/w/p"},
		{content: text("[current working directory /w/p]"), dir: "/w/p"},
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
