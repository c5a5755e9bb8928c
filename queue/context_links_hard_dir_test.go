package queue

import (
	"fmt"
	"path/filepath"
	"testing"
)

// TestHardLinkedDirectoryWrites (rt20i #7): a copy into a directory whose
// members the line does not name writes an existing entry in place, so a
// directory holding a second name of a file (dd/settings.json, a hard
// link to ~/.claude/settings.json) asks as the write of that name does;
// so does one holding more entries than are read. A directory of
// single-named files stays quiet. The dd rows were allowed before, and
// rsync's --link-dest of a guarded directory, which makes such names.
func TestHardLinkedDirectoryWrites(t *testing.T) {
	f := newPathFixture(t, "newdir", "dd", "ee", "big", "~/.claude")
	f.Write(0o600, "{}", "~/.claude/settings.json", "newdir/settings.json", "ee/settings.json")
	f.Hardlinks(map[string]string{"~/.claude/settings.json": "dd/settings.json"})
	for i := 0; i <= maxLinkedEntries; i++ {
		f.Write(0o600, "", filepath.Join("big", fmt.Sprint(i)))
	}
	judge(t, f.service(), f.Proj, []verdict{
		{"cp newdir/settings.json dd/settings.json", wantAsk},
		{"cp -r newdir/. dd/", wantAsk},
		{"cp newdir/* dd/", wantAsk},
		{"mv newdir/* dd/", wantAsk},
		{"cp -r newdir/. big/", wantAsk},
		{"rsync -a --link-dest=$HOME/.claude $HOME/.claude/ ee/", wantAsk},
		{"rsync -a --link-dest " + f.Path("~/.claude") + " newdir/ ee/", wantAsk},
		{"cp -rl ~/.claude ee/", wantAsk},
		{"rsync -a --link-dest=../prev newdir/ ee/", wantAllow},
		{"cp -r newdir/. ee/", wantAllow},
		{"rm -rf big/*", wantAllow},
		{"rm -rf dd/*", wantAllow},
		{"cp newdir/* ee/", wantAllow},
	})
}
