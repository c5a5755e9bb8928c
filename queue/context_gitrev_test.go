package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// gitRevRepo is a repository in a path fixture's project: main, feature
// (a change of src/), evil (the settings), and evilr, only a remote's
// tracking branch of evil.
func gitRevRepo(t *testing.T) *pathFixture {
	t.Helper()
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	f := newPathFixture(t, "src", ".claude")
	proj := f.Proj
	gitIn(t, proj, "init", "-q", "-b", "main")
	f.Write(0o600, "package main\n", "src/main.go")
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "one")
	gitIn(t, proj, "checkout", "-q", "-b", "feature")
	f.Write(0o600, "package main\n\nfunc main() {}\n", "src/main.go")
	gitIn(t, proj, "commit", "-q", "-am", "feature")
	gitIn(t, proj, "checkout", "-q", "-b", "evil", "main")
	f.Write(0o600, `{"disableAllHooks":true}`, ".claude/settings.json")
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "evil")
	gitIn(t, proj, "checkout", "-q", "main")
	gitIn(t, proj, "remote", "add", "origin", proj)
	gitIn(t, proj, "branch", "-q", "evilr", "evil")
	gitIn(t, proj, "fetch", "-q", "origin")
	gitIn(t, proj, "branch", "-q", "-D", "evilr")
	return f
}

// wrapGit puts a git first on PATH for the rest of the test that runs
// the shell lines cases (a case body over "$*", which may exit or exec
// for the run) and otherwise the real git.
func wrapGit(t *testing.T, f *pathFixture, cases string) {
	t.Helper()
	real, err := exec.LookPath("git")
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(f.Root, "bin")
	f.Mkdirs(bin)
	f.Write(0o700, "#!/bin/sh\ncase \" $* \" in\n"+cases+"\nesac\nexec '"+real+"' \"$@\"\n", filepath.Join(bin, "git"))
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// TestGitTreeRuns (fx21e): [git-tree-change] asks git as few times as a
// judgement takes, counted by a git on PATH that notes each run: a known
// revision is one diff after finding the work tree (2 runs, 3 before the
// revision check was folded into the diff); a name git does not know
// adds the look among the remotes' branches, and git's guess of one
// remote's branch the diff from it; a part asked about is looked at once
// (twice before: the rule reads it as a might, then as certain). The
// answers are TestGitTreeChange's.
func TestGitTreeRuns(t *testing.T) {
	f := gitRevRepo(t)
	runs := filepath.Join(f.Root, "git-runs")
	wrapGit(t, f, "*) printf '%s\\n' \"$*\" >> '"+runs+"' ;;")
	s := f.service()
	for _, tc := range []struct {
		command string
		ask     bool
		runs    int
	}{
		{"git checkout feature", false, 2},
		{"git switch feature", false, 2},
		{"git merge feature", false, 3}, // the merge base, then the diff from it (fx35a)
		{"git cherry-pick feature", false, 2},
		{"git checkout no-such-branch", false, 3}, // and the remotes' branches
		{"git cherry-pick 0123abc", false, 2},
		{"git checkout evil", true, 2}, // asked: one look though the rule reads the part twice
		{"git cherry-pick evil", true, 2},
		{"git checkout evilr", true, 4}, // the diff from origin/evilr
	} {
		t.Run(tc.command, func(t *testing.T) {
			if err := os.WriteFile(runs, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: f.Proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
			b, err := os.ReadFile(runs)
			if err != nil {
				t.Fatal(err)
			}
			if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); len(lines) != tc.runs {
				t.Errorf("%q ran git %d times, want %d:\n%s", tc.command, len(lines), tc.runs, b)
			}
		})
	}
}

// TestGitTreeFailuresAsk (fx21e): with the revision check folded into the
// diff, only git's own word that it does not know a revision leaves a
// lone part alone; a diff out of time, or failing otherwise, asks, and
// so does a revision check out of time on the long way (a check out of
// time was read as no such commit before, and the lone part allowed).
func TestGitTreeFailuresAsk(t *testing.T) {
	const (
		slow = "exec sleep 10 ;;" // past gitTreeTimeout: killed
		odd  = "echo 'fatal: something else' >&2; exit 128 ;;"
	)
	for _, tc := range []struct {
		name, cases, command string
	}{
		{"diff out of time", "*' diff '*) " + slow, "git checkout feature"},
		{"diff fails otherwise", "*' diff '*) " + odd, "git checkout feature"},
		{"check out of time", "*' diff '*) " + odd + "\n*' --verify '*) " + slow, "git checkout no-such-branch"},
		{"diff-tree out of time", "*' diff-tree '*) " + slow, "git cherry-pick feature"},
		{"diff-tree fails otherwise", "*' diff-tree '*) " + odd, "git cherry-pick feature"},
		{"commit check out of time", "*' diff-tree '*) " + odd + "\n*' --verify '*) " + slow, "git cherry-pick 0123abc"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := gitRevRepo(t)
			wrapGit(t, f, tc.cases)
			a := mustEvaluate(t, f.service(), Request{Command: tc.command, Cwd: f.Proj})
			if a.Outcome != patterns.Ask {
				t.Errorf("%q: %s by %s (%s), want ask", tc.command, a.Outcome, a.Rule, a.Reason)
			}
		})
	}
}
