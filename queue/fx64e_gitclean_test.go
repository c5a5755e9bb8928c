package queue

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestFx64eGitCleanExcludes (fx64e, issue 7's needless asks): git clean's
// -e/--exclude PATTERN adds PATTERN to the ignore rules, with -x too
// (which drops only the standard ones), so a clean that excludes the
// untracked harness settings leaves them on disk and is left alone; the
// look named no -e and asked. The same clean excluding something else,
// or with -X (which removes what -e makes ignored), still asks. Checked
// against real git: `git clean -nd -x -e .claude` lists no .claude/.
func TestFx64eGitCleanExcludes(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	f := newPathFixture(t, "clean")
	s := f.service()
	dir := filepath.Join(f.Proj, "clean")
	gitIn(t, dir, "init", "-q", "-b", "main")
	f.Write(0o600, "x\n", filepath.Join(dir, "a.txt"))
	f.Write(0o600, "build/\n.env\n", filepath.Join(dir, ".gitignore"))
	gitIn(t, dir, "add", "-A")
	gitIn(t, dir, "commit", "-q", "-m", "one")
	f.Mkdirs(filepath.Join(dir, ".claude"), filepath.Join(dir, "build"))
	f.Write(0o600, `{"hooks":{"PreToolUse":[]}}`, filepath.Join(dir, ".claude", "settings.json"))
	f.Write(0o600, "o\n", filepath.Join(dir, "build", "o"))
	f.Write(0o600, "A=1\n", filepath.Join(dir, ".env"))
	const tamper = "cmd.guard-tamper"
	judge(t, s, dir, []verdict{
		// left alone: the settings are excluded, so kept
		{"git clean -fdx -e .claude", wantAllow},
		{"git clean -fd -e .claude", wantAllow},
		{"git clean -fd --exclude=.claude", wantAllow},
		{"git clean -fd --exclude .claude/", wantAllow},
		{"git clean -fdx -e .claude -e build", wantAllow},
		{"git clean -fdx -e '.claude/settings*.json'", wantAllow},
		{"git clean -fdx -e /.claude/settings.json", wantAllow},
		{"git clean -fdX -e .env", wantAllow},
		// still asked: the settings are removed
		{"git clean -fdx -e .env", tamper},
		{"git clean -fd -e build", tamper},
		{"git clean -fdX -e .claude", tamper},
		{"git clean -fdx -e '*.txt'", tamper},
		{"git clean -fdx -e \"$X\"", wantAsk},
		// without -d (and without pathspecs) git clean keeps untracked
		// directories whole: .claude/ is one (`git clean -n` lists no
		// .claude/); an ignored directory's files stay too
		{"git clean -f", wantAllow},
		{"git clean -fx", wantAllow},
		{"git clean -f -x", wantAllow},
		{"git clean -fX", wantAllow},
		{"git clean -fd", tamper},
		{"git clean -f .claude", tamper},
		{"git clean -f .", tamper},
	})

	// .claude/ tracked (a committed command), the local settings
	// untracked in it: git clean without -d removes them
	g := newPathFixture(t, "cmds")
	s = g.service()
	cmds := filepath.Join(g.Proj, "cmds")
	gitIn(t, cmds, "init", "-q", "-b", "main")
	g.Mkdirs(filepath.Join(cmds, ".claude", "commands"))
	g.Write(0o600, "do it\n", filepath.Join(cmds, ".claude", "commands", "x.md"))
	gitIn(t, cmds, "add", "-A")
	gitIn(t, cmds, "commit", "-q", "-m", "one")
	g.Write(0o600, `{"hooks":{"PreToolUse":[]}}`, filepath.Join(cmds, ".claude", "settings.local.json"))
	judge(t, s, cmds, []verdict{
		{"git clean -f", tamper},
		{"git clean -fx", tamper},
		{"git clean -f -e settings.local.json", wantAllow},
		{"git clean -fX", wantAllow},
	})
}
