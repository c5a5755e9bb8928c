package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestShellWriteThroughSwappableLink (rt21i #14): a shell write of a
// file named like a guarded one (settings.json, .bashrc, config.toml)
// through a symbolic link below the workdir asks, wherever the link leads
// now: the agent's background process may flip it to ~/.claude between
// the ask and the run. Other names through the link, the same names with
// no link on the way, and a project reached through a link of its own
// stay quiet.
func TestShellWriteThroughSwappableLink(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(proj, "real"), filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	for name, target := range map[string]string{
		filepath.Join(proj, "d"):      "real",
		filepath.Join(proj, "f.json"): filepath.Join("real", "settings.json"),
		filepath.Join(root, "plink"):  proj,
	} {
		if err := os.Symlink(target, name); err != nil {
			t.Fatal(err)
		}
	}
	s := homeService(t, root, home)
	cases := []struct {
		cwd, command string
		ask          bool
	}{
		{proj, `echo '{"raced":1}' > d/settings.json`, true},
		{proj, "echo x >> d/.bashrc", true},
		{proj, "echo x > d/config.toml", true},
		{proj, "cp x d/settings.json", true},
		{proj, "echo x > f.json", true},
		{proj, "rm d/settings.json", true},
		{proj, "echo x > " + filepath.Join(proj, "d", "crush.json"), true},
		{proj, "echo x > d/notes.txt", false},
		{proj, "echo x > real/settings.json", false},
		{proj, "echo x > f2.json", false},
		{filepath.Join(root, "plink"), "echo x > real/settings.json", false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: tc.cwd})
			if got := a.Outcome == patterns.Ask; got != tc.ask {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
		})
	}
}
