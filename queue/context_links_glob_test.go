package queue

import "testing"

// TestGlobsThroughLinks (rt20i #9): a glob whose directory is a symbolic
// link made in an earlier call is judged as if written in the directory
// the link leads to: after `ln -s ~ hh`, `rm -rf hh/*` asks as `rm -rf
// ~/*` does, and `rm -rf hh/.c*` as `rm -rf ~/.c*`. Globs in the workdir's
// own directories stay quiet. The link rows were allowed before.
func TestGlobsThroughLinks(t *testing.T) {
	f := newPathFixture(t, "src", "~/.claude", "~/docs")
	f.Write(0o600, "{}", "~/.claude/settings.json")
	other := "/srv/ozdesk-rt20i-not-there" // outside the temporary directories
	f.Symlinks(map[string]string{"hh": f.Home, "o": other, "srcl": "src"})
	judge(t, f.service(), f.Proj, []verdict{
		{"rm -rf ~/*", "cmd.delete-home"},
		{"rm -rf hh/*", "cmd.delete-home"},
		{"rm -rf ./hh/*", "cmd.delete-home"},
		{"rm -rf ~/.c*", "cmd.guard-tamper"},
		{"rm -rf hh/.c*", "cmd.guard-tamper"},
		{"rm -rf hh/.claude/*", "cmd.guard-tamper"},
		{"rm -rf /srv/ozdesk-rt20i-not-there/*", "cmd.delete-outside"},
		{"rm -rf o/*", "cmd.delete-outside"},
		{"rm -rf srcl/*.o", wantAllow},
		{"rm -rf src/*", wantAllow},
		// A home under /tmp is the home, never a temporary directory
		// (fx22d1, rt22d #16): ~/docs is outside the project, as it is
		// in /home/op.
		{"rm -rf hh/docs/*.tmp", "cmd.delete-outside"},
	})
}
