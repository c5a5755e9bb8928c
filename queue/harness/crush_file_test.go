package harness

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCrushFileTools (rt21i #7): crush's file tools (write, edit,
// multiedit, download) are judged as the other harnesses' are: a write
// of crush's settings, its crushrc scripts, a git hook or a shell
// start-up file waits for the desk and is denied when nobody allows it;
// an everyday project file gets no answer (crush's own permission
// decides); a call that names no file is refused.
func TestCrushFileTools(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".config", "crush"), filepath.Join(proj, ".git", "hooks"), filepath.Join(proj, "src")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("HOME", home)
	t.Setenv(EnvCrushProjectDir, proj)
	call := func(tool string, input map[string]any) CrushReply {
		b, _ := json.Marshal(map[string]any{"event": "PreToolUse", "session_id": "s1", "cwd": proj, "tool_name": tool, "tool_input": input})
		return Crush(context.Background(), strings.NewReader(string(b)), CrushConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
	}
	write := func(p string) map[string]any { return map[string]any{"file_path": p, "content": "{}"} }
	edit := func(p string) map[string]any {
		return map[string]any{"file_path": p, "old_string": "a", "new_string": "b"}
	}
	multi := func(p string) map[string]any {
		return map[string]any{"file_path": p, "edits": []map[string]any{{"old_string": "a", "new_string": "b"}}}
	}
	download := func(p string) map[string]any { return map[string]any{"url": "https://example.com/x", "file_path": p} }
	tests := []struct {
		name  string
		tool  string
		input map[string]any
		want  string
	}{
		{"write crush.json", "write", write("crush.json"), CrushDeny},
		{"write .crushrc", "write", write(filepath.Join(proj, ".crushrc")), CrushDeny},
		{"edit crush.json", "edit", edit("crush.json"), CrushDeny},
		{"multiedit .crush.json", "multiedit", multi(".crush.json"), CrushDeny},
		{"download into the global settings", "download", download(filepath.Join(home, ".config", "crush", "crush.json")), CrushDeny},
		{"write a git hook", "write", write(".git/hooks/pre-commit"), CrushDeny},
		{"edit ~/.bashrc", "edit", edit(filepath.Join(home, ".bashrc")), CrushDeny},
		{"download a git hook", "download", download(".git/hooks/post-checkout"), CrushDeny},
		{"write names no file", "write", map[string]any{"content": "x"}, CrushDeny},
		{"File_Path beside file_path", "write", map[string]any{"file_path": "src/a.go", "File_Path": "crush.json"}, CrushDeny},
		{"write a project file", "write", write("src/main.go"), ""},
		{"edit a project file", "edit", edit(filepath.Join(proj, "src", "main.go")), ""},
		{"multiedit a project file", "multiedit", multi("src/main.go"), ""},
		{"download into the project", "download", download("src/data.json"), ""},
		{"view passes", "view", map[string]any{"file_path": "crush.json"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := call(tt.tool, tt.input)
			if r.Decision != tt.want {
				t.Errorf("decision %q (%s), want %q", r.Decision, r.Reason, tt.want)
			}
			if r.Decision == CrushDeny && r.Reason == "" {
				t.Error("a deny without a reason")
			}
		})
	}
}
