package queue

import (
	"path/filepath"
	"testing"
)

// TestGitDirConfig (rt20i #4): a git directory written as ordinary files
// (foo/HEAD, foo/config setting core.fsmonitor) asks when git runs there
// (-C, --git-dir, GIT_DIR=, cd); the project's own repository with husky's
// core.hooksPath, and a foreign repository whose configuration runs
// nothing, are left alone.
func TestGitDirConfig(t *testing.T) {
	f := newPathFixture(t)
	gitIn(t, f.Proj, "init", "-q", "-b", "main")
	gitIn(t, f.Proj, "config", "core.hooksPath", ".husky")
	for dir, config := range map[string]string{
		"foo":   "[core]\n\tbare = false\n\tworktree = ..\n\tfsmonitor = touch /tmp/PWNED\n",
		"al":    "[alias]\n\tst = !sh -c 'id'\n",
		"plain": "[core]\n\tbare = true\n\tfsmonitor = false\n[alias]\n\tst = status\n",
	} {
		f.Mkdirs(filepath.Join(dir, "objects"), filepath.Join(dir, "refs"))
		f.Write(0o600, "ref: refs/heads/main\n", filepath.Join(dir, "HEAD"))
		f.Write(0o600, config, filepath.Join(dir, "config"))
	}
	const tamper = "cmd.guard-tamper"
	judge(t, f.service(), f.Proj, []verdict{
		{"git -C foo status", tamper},
		{"git --git-dir=foo log", tamper},
		{"git --git-dir foo log", tamper},
		{"GIT_DIR=foo git status", tamper},
		{"cd foo && git log", tamper},
		{"git -C al st", tamper},
		{"git -C " + filepath.Join(f.Proj, "foo") + " status", tamper},
		{"git status", wantNotAsk},
		{"git log --oneline", wantNotAsk},
		{"git -C plain log", wantNotAsk},
		{"git -C src status", wantNotAsk},
	})
}
