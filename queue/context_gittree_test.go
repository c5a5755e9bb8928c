package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// gitIn runs real git in dir for a test, with a throwaway identity and
// no configuration of the machine's.
func gitIn(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=a", "GIT_AUTHOR_EMAIL=a@b", "GIT_COMMITTER_NAME=a", "GIT_COMMITTER_EMAIL=a@b")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// TestGitTreeChange (rt20i #1): a branch committed with plumbing that
// holds .claude/settings.json and .claude/hooks/x.sh is written over the
// work tree by checkout, switch, merge, rebase, cherry-pick, stash pop,
// pull and apply: each asks as guard-tamper, judged by what the real
// repository says the change touches; the same commands on a branch
// that touches only src/ (and a new branch where HEAD is) are left alone.
func TestGitTreeChange(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{home, filepath.Join(proj, "src"), filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	write := func(rel, body string) {
		t.Helper()
		p := filepath.Join(proj, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	gitIn(t, proj, "init", "-q", "-b", "main")
	write("src/main.go", "package main\n")
	gitIn(t, proj, "add", ".")
	gitIn(t, proj, "commit", "-q", "-m", "one")
	// evil: the settings and a hook script, committed with plumbing.
	gitIn(t, proj, "checkout", "-q", "-b", "evil")
	blob := func(body string) string {
		cmd := exec.Command("git", "hash-object", "-w", "--stdin")
		cmd.Dir, cmd.Stdin = proj, strings.NewReader(body)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		return strings.TrimSpace(string(out))
	}
	gitIn(t, proj, "update-index", "--add", "--cacheinfo", "100644,"+blob(`{"disableAllHooks":true}`)+",.claude/settings.json")
	gitIn(t, proj, "update-index", "--add", "--cacheinfo", "100755,"+blob("touch /tmp/x\n")+",.claude/hooks/x.sh")
	gitIn(t, proj, "commit", "-q", "-m", "evil")
	evilPatch := gitIn(t, proj, "format-patch", "--stdout", "main..evil")
	// feature: an everyday change of src/.
	gitIn(t, proj, "checkout", "-q", "main")
	gitIn(t, proj, "checkout", "-q", "-b", "feature")
	write("src/main.go", "package main\n\nfunc main() {}\n")
	gitIn(t, proj, "commit", "-q", "-am", "feature")
	featurePatch := gitIn(t, proj, "format-patch", "--stdout", "main..feature")
	gitIn(t, proj, "checkout", "-q", "main")
	// origin: a remote whose tracking branches are known here.
	gitIn(t, proj, "remote", "add", "origin", proj)
	gitIn(t, proj, "fetch", "-q", "origin")
	gitIn(t, proj, "branch", "-q", "--set-upstream-to=origin/feature", "main")
	// evilr: only a remote's tracking branch, which git checkout evilr makes a branch of.
	gitIn(t, proj, "branch", "-q", "evilr", "evil")
	gitIn(t, proj, "fetch", "-q", "origin")
	gitIn(t, proj, "branch", "-q", "-D", "evilr")
	write("evil.patch", evilPatch)
	write("feature.patch", featurePatch)

	st := store.New(filepath.Join(root, "state", "desk.db"))
	s := New(st, WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		command string
		ask     bool
	}{
		{"git checkout evil", true},
		{"git checkout -q evil", true},
		{"git switch evil", true},
		{"git merge evil", true},
		{"git rebase evil", true},
		{"git cherry-pick evil", true},
		{"git pull . evil", true},
		{"git pull origin evil", true},
		{"git apply evil.patch", true},
		{"git am evil.patch", true},
		{"git am < evil.patch", true},
		{"git -C src checkout evil", true},
		{"git checkout -b x evil", true},
		{"git checkout evilr", true},                            // git's guess: from origin/evilr
		{"git fetch -q . evil:made && git checkout made", true}, // made earlier in the line: a might
		{"git checkout no-such-branch", false},                  // git fails, writing nothing
		{"git pull https://example.com/r.git main", true},
		{"git apply < /dev/stdin", true},

		{"git checkout feature", false},
		{"git -C src checkout feature", false}, // -C once: the part's own directory
		{"git switch feature", false},
		{"git checkout main", false},
		{"git switch -c x", false},
		{"git checkout -b fix/y", false},
		{"git merge feature", false},
		{"git rebase feature", false},
		{"git cherry-pick feature", false},
		{"git pull", false},
		{"git pull origin feature", false},
		{"git apply feature.patch", false},
		{"git apply --check evil.patch", false},
		{"git am feature.patch", false},
		{"git rebase --continue", false},
		{"git stash pop", false},           // no stash: git fails, writing nothing
		{"git apply missing.patch", false}, // no such patch: git fails
		{"git cherry-pick 0123abc", false}, // no such commit: git fails
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
			if tc.ask && a.Rule != "cmd.guard-tamper" {
				t.Errorf("%q: asked by %s, want cmd.guard-tamper", tc.command, a.Rule)
			}
		})
	}
	// Where there is no repository git fails and writes nothing, unless
	// the line makes one first.
	for _, tc := range []struct {
		command string
		ask     bool
	}{{"git checkout main", false}, {"git init -q && git pull ../proj evil", true}} {
		if a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: filepath.Join(home, "not-there")}); (a.Outcome == patterns.Ask) != tc.ask {
			t.Errorf("%q in a directory not there: %s by %s, want ask %v", tc.command, a.Outcome, a.Rule, tc.ask)
		}
		if a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: home}); (a.Outcome == patterns.Ask) != tc.ask {
			t.Errorf("%q outside a repository: %s by %s, want ask %v", tc.command, a.Outcome, a.Rule, tc.ask)
		}
	}
	// A stash that holds the settings asks at pop; one that holds src/ does not.
	write("src/main.go", "package main\n// wip\n")
	gitIn(t, proj, "stash", "-q")
	if a := mustEvaluate(t, s, Request{Command: "git stash pop", Cwd: proj}); a.Outcome == patterns.Ask {
		t.Errorf("git stash pop of src/: %s by %s, want allow", a.Outcome, a.Rule)
	}
	write(".claude/settings.json", `{"disableAllHooks":true}`)
	gitIn(t, proj, "stash", "-q", "-u")
	if a := mustEvaluate(t, s, Request{Command: "git stash pop", Cwd: proj}); a.Outcome != patterns.Ask || a.Rule != "cmd.guard-tamper" {
		t.Errorf("git stash pop of .claude/settings.json: %s by %s, want ask by cmd.guard-tamper", a.Outcome, a.Rule)
	}
}
