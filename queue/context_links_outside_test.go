package queue

import (
	"path/filepath"
	"testing"
)

// TestOutsideThroughLinks (fx10f): a delete or an overwrite of a path that
// lies in the workdir as written but leads out of it through a symbolic
// link an earlier call made is asked about as outside the workdir, as the
// same path spelled directly is. A delete of the link itself, and writes
// the links keep in the workdir (or a workdir reached through a link of
// its own), are left alone.
func TestOutsideThroughLinks(t *testing.T) {
	f := newPathFixture(t, "src")
	other := "/srv/ozdesk-fx10f-not-there" // outside the temporary directories; a link to it leads there
	pl := filepath.Join(f.Root, "pl")      // the workdir through a link of its own
	f.Symlinks(map[string]string{"o": other, "f": other + "/notes.md", "srcl": "src", pl: f.Proj})
	s := f.service()
	judge(t, s, f.Proj, []verdict{
		{"rm -rf o/data", "cmd.delete-outside"},
		{"rm -rf o/", "cmd.delete-outside"},
		// config.toml is a guarded file's name written through a link
		// the agent may swap (rt21i #14): guard-tamper, the stricter ask.
		{"echo x > o/config.toml", "cmd.guard-tamper"},
		{"echo x > o/notes.toml", "cmd.delete-outside"},
		{"cp a.txt o/b.txt", "cmd.delete-outside"},
		{"echo x > f", "cmd.delete-outside"},
		{"cd o && rm -f data.db", "cmd.delete-outside"},
		{"rm f", wantAllow},
		{"rm o", wantAllow},
		{"echo x > srcl/main.go", wantAllow},
		{"rm -rf srcl/old", wantAllow},
	})
	judge(t, s, pl, []verdict{
		{"echo x > src/main.go", wantAllow},
		{"rm -rf src/old", wantAllow},
	})
}
