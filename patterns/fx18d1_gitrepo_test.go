package patterns

import (
	"path"
	"strings"
	"testing"
)

// fx18d1GitRepoCases: rt18d finding 3. The repository's own store deleted
// by a glob bash can expand to it, or by find's -name, asks as `rm -rf
// .git` does; globs that cannot reach it (a leading star matches no
// dot-file) and find's other names stay allowed.
var fx18d1GitRepoCases = []doesCase{
	{"rm -rf .gi?", "cmd.force-push"},
	{"rm -rf .g?t", "cmd.force-push"},
	{"rm -rf .gi[t]", "cmd.force-push"},
	{"rm -rf .g*", "cmd.force-push"},
	{"rm -rf .git/*", "cmd.force-push"},
	{"rm -rf .git/obj*", "cmd.force-push"},
	{"rm -rf sub/.gi?", "cmd.force-push"},
	{"rm -rf *.git", "cmd.force-push"},
	{"mv .gi? /tmp/x", "cmd.force-push"},
	{"find . -name .git -exec rm -rf {} +", "cmd.force-push"},
	{"find . -name .git -delete", "cmd.force-push"},
	{"find . -name .git -type d -exec rm -rf {} +", "cmd.force-push"},
	{"find . -maxdepth 1 -name .git -exec rm -r {} +", "cmd.force-push"},
	{`find . -name '.git' -prune -exec rm -rf {} \;`, "cmd.force-push"},
	{"find . -name .git -print0 | xargs -0 rm -rf", "cmd.force-push"},
	{"find . -name '.g*' -exec rm -rf {} +", "cmd.force-push"},
	{"rm -f *.log", ""},
	{"rm -rf build/*", ""},
	{"rm -rf .github/workflows/*", ""},
	{"rm -rf .git/hooks/*", ""},
	{"rm -f .gitignore", ""},
	{"find . -name '*.pyc' -delete", ""},
	{"find . -name '*.pyc' -print0 | xargs -0 rm -f", ""},
	{"find . -name node_modules -prune -exec rm -rf {} +", ""},
	{"find . -name __pycache__ -type d -exec rm -rf {} +", ""},
}

// TestFx18d1GitRepo checks fx18d1GitRepoCases against the defaults.
func TestFx18d1GitRepo(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "git-repo ", fx18d1GitRepoCases)
}

// FuzzGitRepoGlob: a glob of plain characters, ?, * and [...] that starts
// with a dot and that Go's path.Match lets match ".git" (bash matches the
// same names there) never leaves `rm -rf GLOB` allowed.
func FuzzGitRepoGlob(f *testing.F) {
	for _, s := range []string{".gi?", ".g?t", ".gi[t]", ".g*", ".*", ".[g]it", ".git*", ".??t"} {
		f.Add(s)
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		f.Fatal(err)
	}
	ctx := effectsCtx("/home/op/proj")
	f.Fuzz(func(t *testing.T, glob string) {
		if len(glob) > 32 || !strings.HasPrefix(glob, ".") || strings.ContainsAny(glob, " \t\n'\"\\$`;&|<>(){}/!^~=#%") {
			return
		}
		if ok, err := path.Match(glob, ".git"); err != nil || !ok {
			return
		}
		if v := pol.Explain("rm -rf "+glob, ctx, testNow); v.Outcome == Allow {
			t.Fatalf("rm -rf %s allowed", glob)
		}
	})
}
