package patterns_test

import "testing"

// TestFx21i1IntoGuardedDirs (rt21i #3, rt21d #5): a recursive copy, a
// sync or an extraction into a directory at or above a place whose files
// run later (.git, a submodule's git directory, .vscode, .github) writes that place too, so it is runs-later as a copy into
// the place itself is; so is a move or copy of a source whose own name
// is such a place (mv hooks .git/). Named files copied there, and
// everyday copies and extractions elsewhere, stay allowed.
func TestFx21i1IntoGuardedDirs(t *testing.T) {
	checkFx7a(t, []fx7aCase{
		{"cp -r /tmp/mk/hooks .git/", "cmd.unreadable"},
		{"tar xf hk.tar -C .git", "cmd.unreadable"},
		{"cd .git && tar xf ../hk.tar", "cmd.unreadable"},
		{"unzip a.zip -d .git", "cmd.unreadable"},
		{"rsync -a x/ .git/", "cmd.unreadable"},
		{"tar xf hk.tar -C .git/modules/sub", "cmd.unreadable"},
		{"cp -r x .git/modules/", "cmd.unreadable"},
		{"mv hooks .git/", "cmd.unreadable"},
		{"tar xf cfg.tar -C .vscode", "cmd.unreadable"},
		{"unzip -o cfg.zip -d .vscode", "cmd.unreadable"},
		{"tar xzf /tmp/ws.tgz -C .vscode", "cmd.unreadable"},
		{"cp -r x/. .vscode/", "cmd.unreadable"},
		{"tar xf x.tar -C .github", "cmd.unreadable"},
		{"cp -r templates/github .github", "cmd.unreadable"},
		{"cp ci.yml .github/", ""},
		{"cp a.json .vscode/", ""},
		{"tar xzf release.tgz -C build", ""},
		{"unzip fonts.zip -d assets/fonts", ""},
		{"rsync -a dist/ build/", ""},
		{"cp -r src/ dst/", ""},
		{"mv build/app dist/", ""},
		{"cp .npmrc /tmp/npmrc.bak", ""},
		{"mv hooks .git", "cmd.unreadable"},
	})
}
