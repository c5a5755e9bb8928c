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
	f := newPathFixture(t, "src")
	home, proj := f.Home, f.Proj
	write := func(rel, body string) {
		t.Helper()
		f.Mkdirs(filepath.Dir(rel))
		f.Write(0o600, body, rel)
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
	// track: main's tree, following origin/evil (fx42c): a pull on it brings the settings.
	gitIn(t, proj, "branch", "-q", "track", "main")
	gitIn(t, proj, "branch", "-q", "--set-upstream-to=origin/evil", "track")
	write("evil.patch", evilPatch)
	write("feature.patch", featurePatch)

	s := f.service()
	// every case that asks is queued, more than the 20 one agent may have
	// waiting by default
	set := store.DefaultSettings()
	set.MaxPendingPerAgent = 200
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	const tamper = "cmd.guard-tamper"
	judge(t, s, proj, []verdict{
		{"git checkout evil", tamper},
		{"git checkout -q evil", tamper},
		{"git switch evil", tamper},
		{"git merge evil", tamper},
		{"git rebase evil", tamper},
		{"git cherry-pick evil", tamper},
		{"git pull . evil", tamper},
		{"git pull origin evil", tamper},
		{"git apply evil.patch", tamper},
		{"git am evil.patch", tamper},
		{"git am < evil.patch", tamper},
		{"git -C src checkout evil", tamper},
		{"git checkout -b x evil", tamper},
		{"git checkout evilr", tamper},                            // git's guess: from origin/evilr
		{"git fetch -q . evil:made && git checkout made", tamper}, // made earlier in the line: a might
		{"git checkout no-such-branch", wantNotAsk},               // git fails, writing nothing
		{"git pull https://example.com/r.git main", tamper},
		{"git apply < /dev/stdin", tamper},
		// fx42c (rt41): a fetch from the own remote by name, then an
		// update from what it fetched, is judged as git pull is.
		{"git fetch origin && git rebase origin/evil", tamper},
		{"git fetch -q origin evil && git reset --hard origin/evil", tamper},
		{"git fetch https://example.com/r.git main && git rebase FETCH_HEAD", tamper},
		{"git fetch origin newb:made && git checkout made", tamper},
		{"git fetch --upload-pack=x origin newb && git rebase origin/newb", tamper},
		{"git remote add x ../x && git fetch x && git rebase x/main", tamper},
		{"git checkout evil && git pull", tamper},
		{"git checkout track && git pull", tamper}, // the pull runs on track, whose upstream is origin/evil

		{"git checkout feature", wantNotAsk},
		{"git -C src checkout feature", wantNotAsk}, // -C once: the part's own directory
		{"git switch feature", wantNotAsk},
		{"git checkout main", wantNotAsk},
		{"git switch -c x", wantNotAsk},
		{"git checkout -b fix/y", wantNotAsk},
		{"git merge feature", wantNotAsk},
		{"git rebase feature", wantNotAsk},
		{"git cherry-pick feature", wantNotAsk},
		{"git pull", wantNotAsk},
		{"git pull origin feature", wantNotAsk},
		{"git fetch origin main && git rebase origin/main", wantNotAsk},
		{"git fetch -q origin newb && git rebase origin/newb", wantNotAsk}, // not fetched yet: what the pull alone would bring
		{"git fetch origin && git reset --hard origin/newb", wantNotAsk},
		{"git fetch --prune origin && git merge origin/feature", wantNotAsk},
		{"git checkout feature && git pull", wantNotAsk}, // no upstream: git fails
		{"git checkout main && git pull", wantNotAsk},
		{"git apply feature.patch", wantNotAsk},
		{"git apply --check evil.patch", wantNotAsk},
		{"git am feature.patch", wantNotAsk},
		{"git rebase --continue", wantNotAsk},
		{"git stash pop", wantNotAsk},                                   // no stash: git fails, writing nothing
		{"git stash && git pull --rebase && git stash pop", wantNotAsk}, // fx43e: the own remote's pull, as `git pull` alone
		{"git pull -r origin feature && git stash pop", wantNotAsk},
		{"git pull --rebase ../x main && git stash pop", tamper}, // a path: content of the line's choosing
		{"git pull --rebase --upload-pack=x && git stash pop", tamper},
		{"git apply missing.patch", tamper},     // no such patch: one made after the judgement would be applied unread (rt40 #2)
		{"git cherry-pick 0123abc", wantNotAsk}, // no such commit: git fails
	})
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
