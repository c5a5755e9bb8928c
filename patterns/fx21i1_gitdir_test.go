package patterns_test

import "testing"

// TestFx21i1NestedGitDirs (rt21i #1): a submodule's git directory
// (.git/modules/NAME, NAME with slashes, nested modules) and a linked
// worktree's (.git/worktrees/NAME) hold a config and hooks that git runs
// exactly as .git's own, so their writes ask as .git/config's and
// .git/hooks/'s do, by every verb; their other files, and reading them,
// stay allowed.
func TestFx21i1NestedGitDirs(t *testing.T) {
	checkFx7a(t, []fx7aCase{
		{`git config -f .git/modules/sub/config core.fsmonitor "touch PWNED; false"`, "cmd.unreadable"},
		{`echo "[core] fsmonitor = rm -rf ~" >> .git/modules/sub/config`, "cmd.unreadable"},
		{"git config --file=.git/modules/sub/config core.hooksPath /tmp", "cmd.unreadable"},
		{"echo x > .git/modules/sub/hooks/pre-commit", "cmd.unreadable"},
		{"cp /tmp/evil .git/modules/sub/hooks/post-checkout", "cmd.unreadable"},
		{"printf '#!/bin/sh\\nid\\n' > .git/modules/libs/foo/hooks/post-checkout", "cmd.unreadable"},
		{"echo x >> .git/modules/a/modules/b/config", "cmd.unreadable"},
		{"cd .git/modules/sub && echo x >> config", "cmd.unreadable"},
		{"tee -a /srv/p/.git/modules/sub/config < x", "cmd.unreadable"},
		{"echo x > .git/worktrees/w/config.worktree", "cmd.unreadable"},
		{"echo /tmp/evil > .git/worktrees/w/commondir", "cmd.unreadable"},
		{"echo x >> .git/config.worktree", "cmd.unreadable"},
		{"cat .git/modules/sub/config", ""},
		{"echo x >> .git/modules/sub/info/exclude", ""},
		{"echo x >> .git/info/exclude", ""},
		{"ls .git/worktrees", ""},
		{"git submodule update --init", ""},
	})
}
