package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestHardLinkedNodeModules (rt21i #10): node_modules' hard links are
// left alone only when their other name is not a guarded file: a second
// name there of the harness settings, a shell start-up file or the
// project's settings asks as it does anywhere else, while a package
// store's file linked in (pnpm) stays quiet.
func TestHardLinkedNodeModules(t *testing.T) {
	root := t.TempDir()
	home, proj := filepath.Join(root, "home"), filepath.Join(root, "proj")
	nm := filepath.Join(proj, "node_modules", "a")
	for _, d := range []string{filepath.Join(home, ".claude"), filepath.Join(home, ".codex"), filepath.Join(proj, ".claude"),
		nm, filepath.Join(root, "pnpm-store", "v3", "files", "ab"), filepath.Join(root, "state")} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		filepath.Join(home, ".claude", "settings.json"):              filepath.Join(nm, "x"),
		filepath.Join(home, ".bashrc"):                               filepath.Join(nm, "rc.js"),
		filepath.Join(home, ".codex", "config.toml"):                 filepath.Join(nm, "c.toml"),
		filepath.Join(proj, ".claude", "settings.json"):              filepath.Join(nm, "p.json"),
		filepath.Join(root, "pnpm-store", "v3", "files", "ab", "cd"): filepath.Join(nm, "index.js"),
	}
	for from, to := range links {
		if err := os.WriteFile(from, []byte("{}"), 0o600); err != nil {
			t.Fatal(err)
		}
		if err := os.Link(from, to); err != nil {
			t.Fatal(err)
		}
	}
	s := homeService(t, root, home)
	cases := []struct {
		command string
		ask     bool
	}{
		{"echo x > node_modules/a/x", true},
		{"echo x >> node_modules/a/rc.js", true},
		{"cp /dev/null node_modules/a/c.toml", true},
		{"echo '{}' > node_modules/a/p.json", true},
		{"cp -r newdir/. node_modules/a/", true},
		{"echo x > node_modules/a/index.js", false},
		{"echo x > node_modules/a/new.js", false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			a := mustEvaluate(t, s, Request{Command: tc.command, Cwd: proj})
			if got := a.Outcome == patterns.Ask; got != tc.ask {
				t.Errorf("%q: %s by %s (%s), want ask %v", tc.command, a.Outcome, a.Rule, a.Reason, tc.ask)
			}
		})
	}
}
