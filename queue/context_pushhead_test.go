package queue

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestBarePushBranch (rt22d #13): a forced push that names no refspec
// pushes the branch checked out; it is judged by that branch (and the
// one its upstream names), read from the real repository: on a feature
// branch it is left alone, on main, with an upstream of main, on a
// detached HEAD or with push.default matching it asks.
func TestBarePushBranch(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Fatal("git is needed for this test: ", err)
	}
	const force = "cmd.force-push"
	for _, tc := range []struct {
		name  string
		setup [][]string
		rows  []verdict
	}{
		{"feature", [][]string{{"checkout", "-q", "-b", "feature/x"}}, []verdict{
			{"git push --force-with-lease", wantAllow},
			{"git push --force-with-lease origin", wantAllow},
			{"git push -f", wantAllow},
			{"git push --force-with-lease origin main", force},
			// The branch checked out now is not the one pushed, or every
			// branch or tag is forced (rt22d's corpus on the merged build).
			{"git checkout main && git push -f", force},
			{"git switch main; git push --force-with-lease", force},
			{"git push --all -f", force},
			{"git push --tags -f", force},
			{"git push --mirror", force},
			{"git add -A && git commit -qm x && git push -f", wantAllow},
			// push.default matching given in the line pushes every branch
			// the remote has, main among them (rt23d #16).
			{"git -c push.default=matching push -f", force},
			{"git -c push.default=matching push -f origin", force},
			{"git config push.default matching && git push -f", force},
			{"git config --local push.default matching; git push --force-with-lease", force},
			{"git -c push.default=current push -f", wantAllow},
			{"git config push.default current && git push -f", wantAllow},
		}},
		{"main", nil, []verdict{
			{"git push --force-with-lease", force},
			{"git push -f origin", force},
		}},
		// A checkout of a named branch just before the push, joined by
		// &&, decides the branch pushed (rt46 §B): a local feature
		// branch is left alone; main, a branch whose upstream is main,
		// a name that is no local branch (a path, or a remote's branch
		// made local), a checkout joined by ; (it may fail) and one
		// with options or a directory ask as before.
		{"checkout", [][]string{{"branch", "feature/x"}, {"branch", "feat2"}, {"config", "branch.feat2.merge", "refs/heads/main"}}, []verdict{
			{"git push --force-with-lease", force},
			{"git checkout -q feature/x && git push --force-with-lease", wantAllow},
			{"git switch feature/x && git push -f origin", wantAllow},
			{"git checkout main && git checkout -q feature/x && git add -A && git push -f", wantAllow},
			{"git checkout -q feature/x && git checkout main && git push -f", force},
			{"git checkout -q feat2 && git push --force-with-lease", force},
			{"git checkout -q nosuch && git push -f", force},
			{"git checkout -q a.txt && git push -f", force},
			{"git checkout -q feature/x; git push --force-with-lease", force},
			{"git checkout -q feature/x || git push -f", force},
			{"git checkout -f feature/x && git push -f", force},
			{"git -C . checkout feature/x && git push -f", force},
			{"cd . && git checkout feature/x && git push -f", force},
			{"git checkout -q feature/x && git push --force-with-lease origin main", force},
		}},
		{"upstream-main", [][]string{{"checkout", "-q", "-b", "feat"}, {"config", "branch.feat.merge", "refs/heads/main"}}, []verdict{
			{"git push --force-with-lease", force},
		}},
		{"detached", [][]string{{"checkout", "-q", "--detach"}}, []verdict{
			{"git push --force-with-lease", force},
		}},
		{"matching", [][]string{{"checkout", "-q", "-b", "feat"}, {"config", "push.default", "matching"}}, []verdict{
			{"git push --force-with-lease", force},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newPathFixture(t, "repo")
			s := f.service()
			dir := filepath.Join(f.Proj, "repo")
			gitIn(t, dir, "init", "-q", "-b", "main")
			f.Write(0o600, "x\n", filepath.Join(dir, "a.txt"))
			gitIn(t, dir, "add", "-A")
			gitIn(t, dir, "commit", "-q", "-m", "one")
			for _, args := range tc.setup {
				gitIn(t, dir, args...)
			}
			judge(t, s, dir, tc.rows)
		})
	}
}
