package harness

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestIntoGitDirWholesale (rt21i #3): with a real git, hook scripts
// copied or extracted wholesale into .git run at the next commit
// (checked: the marker appears), so through Claude Code's hook protocol
// `cp -r mk/hooks .git/`, `tar xf hk.tar -C .git` and `rsync -a x/ .git/`
// are denied (they ask, and no one answers), while a named file copied
// into .github/ and an extraction into build/ are allowed.
func TestIntoGitDirWholesale(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "proj")
	t.Setenv("HOME", filepath.Join(root, "home"))
	run := func(dir, name string, args ...string) {
		t.Helper()
		c := exec.Command(name, args...)
		c.Dir = dir
		c.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
			"GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@b", "GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@b")
		if out, err := c.CombinedOutput(); err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
	}
	if err := os.MkdirAll(filepath.Join(proj, "mk", "hooks"), 0o700); err != nil {
		t.Fatal(err)
	}
	run(proj, "git", "init", "-q", "-b", "main")
	marker := filepath.Join(root, "HOOKRAN")
	if err := os.WriteFile(filepath.Join(proj, "mk", "hooks", "pre-commit"), []byte("#!/bin/sh\ntouch "+marker+"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	run(filepath.Join(proj, "mk"), "tar", "cf", filepath.Join(proj, "hk.tar"), "hooks")
	claude := func(command string) string {
		b, _ := json.Marshal(map[string]any{"session_id": "s1", "cwd": proj, "hook_event_name": "PreToolUse", "tool_name": "Bash",
			"tool_input": map[string]any{"command": command}})
		r := Claude(context.Background(), strings.NewReader(string(b)), ClaudeConfig{Wait: 300 * time.Millisecond, Open: opener(newService(t))})
		return r.Decision
	}
	for _, c := range []string{"cp -r mk/hooks .git/", "tar xf hk.tar -C .git", "rsync -a mk/ .git/", "cd .git && tar xf ../hk.tar"} {
		if d := claude(c); d != ClaudeDeny {
			t.Errorf("%s: decision %q, want deny", c, d)
		}
	}
	for _, c := range []string{"cp README.md .github/", "tar xf hk.tar -C build"} {
		if d := claude(c); d == ClaudeDeny {
			t.Errorf("%s: denied, want it left to the harness", c)
		}
	}
	// What the denied command would have done: the hook runs at the commit.
	run(proj, "tar", "xf", "hk.tar", "-C", ".git")
	run(proj, "git", "commit", "-q", "--allow-empty", "-m", "x")
	if _, err := os.Stat(marker); err != nil {
		t.Fatalf("the extracted pre-commit hook did not run: %v", err)
	}
}
