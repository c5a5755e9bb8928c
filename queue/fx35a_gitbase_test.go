package queue

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGitBaseChange (fx35a, rt31 E012): on a feature branch that
// committed its own .claude/settings.json, `git rebase main` and `git
// merge main` bring only main's changes since the merge base and are left
// alone; a branch that changed the settings since the merge base asks,
// and so does a rebase replaying more than one commit of a branch that
// changed them (a replay stopped at a conflict leaves them as main has
// them).
func TestGitBaseChange(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	f := newPathFixture(t, "src")
	proj := f.Proj
	write := func(rel, body string) {
		t.Helper()
		f.Mkdirs(filepath.Dir(rel))
		f.Write(0o600, body, rel)
	}
	gitIn(t, proj, "init", "-q", "-b", "main")
	write("src/main.go", "package main\n")
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "init")
	// evil: from the same base, changes the settings.
	gitIn(t, proj, "checkout", "-q", "-b", "evil")
	write(".claude/settings.json", `{"disableAllHooks":true}`)
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "evil")
	// two: two commits of its own, the settings among them.
	gitIn(t, proj, "checkout", "-q", "main")
	gitIn(t, proj, "checkout", "-q", "-b", "two")
	write(".claude/settings.json", `{"hooks":{}}`)
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "settings")
	write("src/two.go", "package main\n")
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "two")
	// feature: one commit of its own settings.
	gitIn(t, proj, "checkout", "-q", "main")
	gitIn(t, proj, "checkout", "-q", "-b", "feature")
	write(".claude/settings.json", `{"hooks":{}}`)
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "settings")
	// main moves on, touching src only.
	gitIn(t, proj, "checkout", "-q", "main")
	write("src/a.go", "package main\n")
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "a")
	gitIn(t, proj, "checkout", "-q", "feature")

	s := f.service()
	const tamper = "cmd.guard-tamper"
	judge(t, s, proj, []verdict{
		{"git rebase main", wantNotAsk},
		{"git merge main", wantNotAsk},
		{"git pull . main", wantNotAsk},
		{"git checkout main", tamper}, // the whole tree: main has no settings
		{"git rebase evil", tamper},
		{"git merge evil", tamper},
		{"git rebase --onto main evil", tamper},
		{"git rebase main two", tamper}, // two is checked out first
	})
	gitIn(t, proj, "checkout", "-q", "two")
	judge(t, s, proj, []verdict{
		{"git merge main", wantNotAsk},
		{"git rebase main", tamper}, // two commits replayed, the settings among them
	})
}
