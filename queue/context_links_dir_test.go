package queue

import "testing"

// TestDirectoryWritesThroughLinks (rt20i #8): a copy, move or extract
// into a directory whose members the line does not name asks when the
// directory leads, through a symbolic link made in an earlier call, to a
// guarded place, as the direct spelling does: `cp -r newdir/. evil/` with
// evil a link to ~/.claude rewrote the settings unasked. Directories in
// the workdir stay quiet. The link rows were allowed before. (An
// archive in the tree extracted into a named directory, `tar -C evil`,
// is not judged through links yet.)
func TestDirectoryWritesThroughLinks(t *testing.T) {
	f := newPathFixture(t, "newdir", "dd", ".git/hooks", "~/.claude")
	f.Write(0o600, "{}", "~/.claude/settings.json", "newdir/settings.json")
	f.Symlinks(map[string]string{"evil": f.Path("~/.claude"), "hh": f.Home, "gh": ".git/hooks"})
	judge(t, f.service(), f.Proj, []verdict{
		{"cp -r newdir/. ~/.claude/", wantAsk},
		{"cp -r newdir/. evil/", wantAsk},
		{"cp -r newdir/. evil", wantAsk},
		{"cp newdir/* evil/", wantAsk},
		{"mv newdir/* evil/", wantAsk},
		{"cp -r newdir/. hh/.claude/", wantAsk},
		{"cp -r newdir/. gh/", wantAsk},
		{"cp newdir/* gh/", wantAsk},
		{"cp -r newdir/. dd/", wantAllow},
		{"cp newdir/* dd/", wantAllow},
		{"tar -C dd -xf a.tar", wantAllow},
	})
}
