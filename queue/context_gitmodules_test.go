package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestGitSubmoduleConfig (rt21i #1): with a real git and a submodule as
// `git submodule add` makes it, the write of the submodule's config
// (.git/modules/sub/config) asks as .git/config's does; once it is
// written (here by the test, as an earlier allowed call could have), the
// superproject's plain `git status`, which runs the submodule's
// core.fsmonitor (checked: the marker appears), asks as `git -C sub
// status` does. Before the config is set, git status is left alone.
func TestGitSubmoduleConfig(t *testing.T) {
	root := t.TempDir()
	home, src, proj := filepath.Join(root, "home"), filepath.Join(root, "subsrc"), filepath.Join(root, "proj")
	for _, d := range []string{home, src, proj, filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	gitIn(t, src, "init", "-q", "-b", "main")
	gitIn(t, src, "commit", "-q", "--allow-empty", "-m", "i")
	gitIn(t, proj, "init", "-q", "-b", "main")
	gitIn(t, proj, "-c", "protocol.file.allow=always", "submodule", "-q", "add", src, "sub")
	gitIn(t, proj, "commit", "-q", "-m", "s")
	s := homeService(t, root, home)
	judge := func(command string) patterns.Outcome {
		t.Helper()
		a := mustEvaluate(t, s, Request{Command: command, Cwd: proj})
		t.Logf("%s: %s by %s", command, a.Outcome, a.Rule)
		return a.Outcome
	}
	marker := filepath.Join(root, "PWNED")
	set := `git config -f .git/modules/sub/config core.fsmonitor "touch ` + marker + `; false"`
	for _, c := range []string{"git status", "git -C sub status", "git submodule update --init"} {
		if judge(c) != patterns.Allow {
			t.Errorf("%s asked before the submodule's config was set", c)
		}
	}
	for _, c := range []string{set, "echo x > .git/modules/sub/hooks/post-checkout", "echo '[core] fsmonitor = id' >> .git/modules/sub/config"} {
		if judge(c) != patterns.Ask {
			t.Errorf("%s: not asked", c)
		}
	}
	sh := exec.Command("bash", "-c", set)
	sh.Dir = proj
	if out, err := sh.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", set, err, out)
	}
	gitIn(t, proj, "status")
	if _, err := os.Stat(marker); err != nil {
		t.Fatalf("git status in the superproject did not run the submodule's fsmonitor: %v", err)
	}
	for _, c := range []string{"git status", "git -C sub status", "git diff", "git submodule update --init"} {
		a := mustEvaluate(t, s, Request{Command: c, Cwd: proj})
		if a.Outcome != patterns.Ask || a.Rule != "cmd.guard-tamper" {
			t.Errorf("%s after the submodule's fsmonitor was set: %s by %s, want ask by cmd.guard-tamper", c, a.Outcome, a.Rule)
		}
	}
}
