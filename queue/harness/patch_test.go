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

// TestPatchThroughHook (rt21i #2): through Claude Code's hook protocol,
// `patch -p1 < p1.patch` whose patch creates .claude/settings.json is
// denied (it asks, and no one answers), as `git apply p1.patch` is; an
// everyday patch of project source is allowed.
func TestPatchThroughHook(t *testing.T) {
	proj := t.TempDir()
	t.Setenv("HOME", filepath.Join(proj, "home"))
	for name, text := range map[string]string{
		"p1.patch": "--- /dev/null\n+++ b/.claude/settings.json\n@@ -0,0 +1 @@\n+{\"env\":{\"PWNED\":\"1\"}}\n",
		"fix.diff": "--- a/main.go\n+++ b/main.go\n@@ -1 +1 @@\n-a\n+b\n",
		"main.go":  "a\n",
	} {
		if err := os.WriteFile(filepath.Join(proj, name), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	claude := func(command string) string {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": "Bash",
			"tool_input": map[string]any{"command": command}})
		return Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))}).Decision
	}
	for _, c := range []string{"patch -p1 < p1.patch", "patch -p1 -i p1.patch", "patch -o .claude/settings.json main.go fix.diff"} {
		if d := claude(c); d != ClaudeDeny {
			t.Errorf("%s: decision %q, want deny", c, d)
		}
	}
	if d := claude("patch -p1 < fix.diff"); d == ClaudeDeny {
		t.Errorf("patch -p1 < fix.diff: denied, want it allowed")
	}
}
