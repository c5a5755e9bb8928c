package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestOutsideThroughLinks (fx10f): a delete or an overwrite of a path that
// lies in the workdir as written but leads out of it through a symbolic
// link an earlier call made is asked about as outside the workdir, as the
// same path spelled directly is. A delete of the link itself, and writes
// the links keep in the workdir (or a workdir reached through a link of
// its own), are left alone.
func TestOutsideThroughLinks(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(proj, "src"), filepath.Join(root, "state"), filepath.Join(root, "home")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	other := "/srv/ozdesk-fx10f-not-there" // outside the temporary directories; a link to it leads there
	links := map[string]string{
		filepath.Join(proj, "o"):    other,
		filepath.Join(proj, "f"):    other + "/notes.md",
		filepath.Join(proj, "srcl"): "src",
		filepath.Join(root, "pl"):   proj, // the workdir through a link of its own
	}
	for name, target := range links {
		if err := os.Symlink(target, name); err != nil {
			t.Fatal(err)
		}
	}
	st := store.New(filepath.Join(root, "state", "desk.db"))
	s := New(st, WithNode("node-a"), WithHome(filepath.Join(root, "home")))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		cwd     string
		command string
		rule    string // "": allowed
	}{
		{proj, "rm -rf o/data", "cmd.delete-outside"},
		{proj, "rm -rf o/", "cmd.delete-outside"},
		// config.toml is a guarded file's name written through a link
		// the agent may swap (rt21i #14): guard-tamper, the stricter ask.
		{proj, "echo x > o/config.toml", "cmd.guard-tamper"},
		{proj, "echo x > o/notes.toml", "cmd.delete-outside"},
		{proj, "cp a.txt o/b.txt", "cmd.delete-outside"},
		{proj, "echo x > f", "cmd.delete-outside"},
		{proj, "cd o && rm -f data.db", "cmd.delete-outside"},
		{proj, "rm f", ""},
		{proj, "rm o", ""},
		{proj, "echo x > srcl/main.go", ""},
		{proj, "rm -rf srcl/old", ""},
		{filepath.Join(root, "pl"), "echo x > src/main.go", ""},
		{filepath.Join(root, "pl"), "rm -rf src/old", ""},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: tc.cwd})
			switch {
			case tc.rule == "" && a.Outcome != patterns.Allow:
				t.Errorf("%q in %s: %s by %s (%s), want allow", tc.command, tc.cwd, a.Outcome, a.Rule, a.Reason)
			case tc.rule != "" && (a.Outcome != patterns.Ask || a.Rule != tc.rule):
				t.Errorf("%q in %s: %s by %s (%s), want ask by %s", tc.command, tc.cwd, a.Outcome, a.Rule, a.Reason, tc.rule)
			}
		})
	}
}
