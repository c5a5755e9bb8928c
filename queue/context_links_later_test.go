package queue

import (
	"path/filepath"
	"testing"
)

// TestRunsLaterThroughLinks (rt19i #1): a write through a symbolic link
// an earlier call made into a place whose files run later (.git/hooks,
// .claude/hooks, the CI workflows, a dangling link to a hook not yet
// there, ~/.config/git through a link to the home) asks, as the same
// write spelled directly does; writes the links lead elsewhere are left
// alone.
func TestRunsLaterThroughLinks(t *testing.T) {
	f := newPathFixture(t, ".git/hooks", ".claude/hooks", ".github/workflows", "src", "~/.config/git")
	f.Write(0o700, "#!/bin/sh\n", ".git/hooks/post-checkout")
	f.Symlinks(map[string]string{
		"gh": ".git/hooks", "ch": ".claude/hooks", "wf": ".github/workflows",
		"d10": ".git/hooks/post-checkout", "d11": ".git/hooks/pre-push", "cfg": f.Path("~/.config"), "s": "src",
	})
	judge(t, f.service(), f.Proj, []verdict{
		{"echo x > .git/hooks/pre-commit", wantAsk},
		{"echo x > gh/pre-commit", wantAsk},
		{"echo x > ch/x.sh", wantAsk},
		{"echo x > wf/ci.yml", wantAsk},
		{"echo x > d10", wantAsk},
		{"echo x > d11", wantAsk},
		{"tee cfg/git/config < f", wantAsk},
		{"echo x > " + filepath.Join(f.Proj, "gh", "post-merge"), wantAsk},
		{"echo x >> s/main.go", wantNotAsk},
		{"echo x > cfg/notes.txt", wantNotAsk},
	})
}

// TestHardLinkedWrites (rt19i #2): a write of a file with a second name
// (`ln ~/.claude/settings.json hard.json` in an earlier call) asks, as
// it may be a guarded file under another name; a file with one name, and
// a package manager's store linked into node_modules, are left alone.
func TestHardLinkedWrites(t *testing.T) {
	f := newPathFixture(t, "~/.claude", "node_modules/a")
	storeJS := filepath.Join(f.Root, "store.js")
	f.Write(0o600, "{}", "~/.claude/settings.json", "one.txt", storeJS)
	f.Hardlinks(map[string]string{"~/.claude/settings.json": "hard.json", storeJS: "node_modules/a/index.js"})
	f.Symlinks(map[string]string{"sl": "hard.json"})
	judge(t, f.service(), f.Proj, []verdict{
		{"echo '{}' > hard.json", wantAsk},
		{"echo '{}' >> " + filepath.Join(f.Proj, "hard.json"), wantAsk},
		{"echo '{}' > sl", wantAsk},
		{"echo x > one.txt", wantNotAsk},
		{"echo x > new.txt", wantNotAsk},
		{"echo x > node_modules/a/index.js", wantNotAsk},
	})
}
