package queue

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGitWorkTreeLoss (rt22e #4, #5; rt22d #5, #6, #11, #13, #15): git
// commands that throw the work tree's own state away are judged by what
// the real repository says they throw away. git clean and git stash
// -u/-a delete untracked (with -x, ignored) files: they ask when one of
// them is a harness's settings, and are left alone in a tree that holds
// none. checkout/restore of the work tree, reset --hard and stash write
// back modified tracked files: they ask when a modified one is guarded.
// A line that combines parts (`git stash && git pull`) is judged by the
// same looks.
func TestGitWorkTreeLoss(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	// Each repository has a service of its own (an agent may keep only
	// so many asks waiting).
	var f *pathFixture
	var s *Service
	repo := func(name, branch string, files map[string]string) string {
		t.Helper()
		f = newPathFixture(t, name)
		s = f.service()
		dir := filepath.Join(f.Proj, name)
		gitIn(t, dir, "init", "-q", "-b", branch)
		for rel, body := range files {
			f.Mkdirs(filepath.Join(dir, filepath.Dir(rel)))
			f.Write(0o600, body, filepath.Join(dir, rel))
		}
		gitIn(t, dir, "add", "-A")
		gitIn(t, dir, "commit", "-q", "-m", "one")
		return dir
	}
	write := func(dir, rel, body string) {
		t.Helper()
		f.Mkdirs(filepath.Join(dir, filepath.Dir(rel)))
		f.Write(0o600, body, filepath.Join(dir, rel))
	}
	const tamper = "cmd.guard-tamper"

	// untracked: the hook's settings are untracked, not ignored.
	untracked := repo("untracked", "feature", map[string]string{"a.txt": "x\n"})
	write(untracked, ".claude/settings.local.json", `{"hooks":{"PreToolUse":[]}}`)
	write(untracked, "junk.tmp", "junk\n")
	judge(t, s, untracked, []verdict{
		{"git clean -fd", tamper},
		{"git clean -df", tamper},
		{"git clean -f -d", tamper},
		{"git clean -fd .", tamper},
		{"git clean -ffd", tamper},
		{"git clean --force -d", tamper},
		{"git clean -fdx", tamper},
		{"git stash -u", tamper},
		{"git stash push --include-untracked", tamper},
		{"git stash save -u x", tamper},
		{"git stash -a", tamper},
		{"git add -A && git stash", tamper},
		{"git add . && git reset --hard", tamper},
		{"git clean -n -d", wantAllow},
		{"git clean -fd junk.tmp", wantAllow},
		{"git stash", wantAllow},
	})

	// plain: no harness settings anywhere; an ignored build directory,
	// an untracked file and a modified tracked one; no upstream.
	plain := repo("plain", "main", map[string]string{"a.txt": "x\n", ".gitignore": "build/\n"})
	write(plain, "build/o", "o\n")
	write(plain, "untracked.txt", "u\n")
	write(plain, "a.txt", "x\ny\n")
	judge(t, s, plain, []verdict{
		{"git clean -fdx", wantAllow},
		{"git clean -fX", wantAllow},
		{"git clean -fd", wantAllow},
		{"git stash", wantAllow},
		{"git stash -u", wantAllow},
		{"git stash && git pull", wantAllow},
		{"git stash && git pull && git stash pop", wantAllow},
		{"git config pull.rebase true && git pull", wantAllow},
		{"git reset --hard", wantAllow},
		{"git checkout .", wantAllow},
		{"git restore .", wantAllow},
	})

	// modified: the settings are tracked and modified to hold the hook,
	// on a feature branch.
	modified := repo("modified", "main", map[string]string{".claude/settings.json": "{}\n", "a.txt": "x\n"})
	gitIn(t, modified, "checkout", "-q", "-b", "feat")
	write(modified, ".claude/settings.json", `{"hooks":{"PreToolUse":[]}}`)
	judge(t, s, modified, []verdict{
		{"git checkout .", tamper},
		{"git checkout -- .", tamper},
		{"git restore .", tamper},
		{"git restore --source main :/", tamper},
		{"git stash", tamper},
		{"git stash push", tamper},
		{"git stash -k", tamper},
		{"git reset --hard", tamper},
		{"git checkout -f main", tamper},
		{"git switch -f main", tamper},
		{"git add -A && git stash", tamper},
		{"git restore --staged .", wantAllow},
		{"git stash list", wantAllow},
	})

	// ignored: Claude Code's local settings ignored by the project.
	ignored := repo("ignored", "feature", map[string]string{"a.txt": "x\n", ".gitignore": ".claude/settings.local.json\n"})
	write(ignored, ".claude/settings.local.json", `{"hooks":{"PreToolUse":[]}}`)
	judge(t, s, ignored, []verdict{
		{"git clean -fdx", tamper},
		{"git clean -fdX", tamper},
		// without -d git clean keeps the untracked .claude/ whole, its
		// ignored file too (fx64e; real git 2.39: `git clean -nX` lists nothing)
		{"git clean -fX", wantAllow},
		{"git stash -a", tamper},
		{"git clean -fd", wantAllow},
		{"git stash -u", wantAllow},
	})

	// runslater: untracked files that run later (an .npmrc, a Makefile,
	// an .envrc) are deleted, not written: gone, they run nothing, as
	// `rm .npmrc` is allowed (rt56c F8 asked cmd.guard-tamper).
	runslater := repo("runslater", "main", map[string]string{"a.txt": "x\n"})
	write(runslater, ".npmrc", "ignore-scripts=true\n")
	write(runslater, "Makefile", "all:\n\techo hi\n")
	write(runslater, ".envrc", "export A=1\n")
	judge(t, s, runslater, []verdict{
		{"git clean -fd", wantAllow},
		{"git clean -fdx", wantAllow},
		{"git stash -u", wantAllow},
		{"rm .npmrc", wantAllow},
	})
}
