package patterns

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestRepoContexts: a push is judged against the default branch of the
// repository the part's git runs in, after cd, git -C, --git-dir and
// GIT_DIR=, read from real repositories on disk.
func TestRepoContexts(t *testing.T) {
	root := t.TempDir()
	app, lib := filepath.Join(root, "app"), filepath.Join(root, "lib")
	writeFile(t, filepath.Join(app, ".git", "refs", "remotes", "origin", "HEAD"), "ref: refs/remotes/origin/live\n")
	writeFile(t, filepath.Join(lib, ".git", "refs", "remotes", "origin", "HEAD"), "ref: refs/remotes/origin/edge\n")
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd    string
		lookup bool // RepoBranch set
		want   Outcome
	}{
		{"git push --force origin live", true, Ask},
		{"git push --force origin edge", true, Allow},
		{"cd ../lib && git push --force origin edge", true, Ask},
		{"cd ../lib && git push --force origin live", true, Allow},
		{"git -C ../lib push -f origin edge", true, Ask},
		{"git -C " + lib + " push -f origin live", true, Allow},
		{"git --git-dir=../lib/.git push -f origin edge", true, Ask},
		{"GIT_DIR=../lib/.git git push -f origin edge", true, Ask},
		{"git --git-dir=../lib/.git --work-tree=. push -f origin live", true, Allow},
		{"git --work-tree=../lib push -f origin live", true, Ask}, // the repository is still app's
		{"cd ../lib && git push origin +edge", true, Ask},
		{"cd ../lib && git push origin :edge", true, Ask},
		{"cd ../lib && git push origin edge", true, Allow},
		// Without a lookup, another repository's default branch is not
		// known: any branch forced there might be it.
		{"cd ../lib && git push --force origin edge", false, Ask},
		{"cd ../lib && git push --force origin feature", false, Ask},
		{"git -C \"$D\" push -f origin feature", true, Ask},
		{"cd ../lib && git push origin feature", false, Allow},
		{"cd src && git push --force origin feature", false, Allow}, // below the cwd: the same repository
		{"cd src && git push --force origin live", false, Ask},
	} {
		ctx := &Context{Cwd: app, Home: "/home/op", DefaultBranch: "live"}
		if c.lookup {
			ctx.RepoBranch = RepoDefaultBranch
		}
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || (c.want == Ask && v.Rule != "cmd.force-push") {
			t.Errorf("%q (lookup %v): got %s by %q (%s); want %s", c.cmd, c.lookup, v.Outcome, v.Rule, v.Reason, c.want)
		}
	}
}

// TestContextJSON: a context with a lookup still encodes (the explain
// command prints its context), without the lookup.
func TestContextJSON(t *testing.T) {
	b, err := json.Marshal(&Context{Cwd: "/w", RepoBranch: RepoDefaultBranch})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(b), "RepoBranch") {
		t.Errorf("encoded %s: the lookup is not data", b)
	}
}
