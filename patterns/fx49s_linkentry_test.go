package patterns

import (
	"strings"
	"testing"
)

// TestFx49sLinkRemovedNotTarget (rt48 A4): rm, unlink and rmdir of a
// symbolic link remove the link, not where it leads: `rm uplink` (uplink
// -> ..) and `unlink homelink` (homelink -> ~) delete no home, and a
// work-tree update that drops a committed link to the home throws away
// no guarded file. A path through the link still reaches its target: a
// trailing slash, `.` as its last name, a glob or a name below it.
func TestFx49sLinkRemovedNotTarget(t *testing.T) {
	home := "/home/op"
	proj := home + "/proj"
	links := map[string]string{proj + "/uplink": home, proj + "/homelink": home, proj + "/keylink": home + "/.ssh/id_ed25519"}
	resolve := func(p string) string { // as the queue's resolver, with these links only
		for from, to := range links {
			if p == from || strings.HasPrefix(p, from+"/") {
				return to + strings.TrimPrefix(p, from)
			}
		}
		return p
	}
	dropped := []string{proj + "/uplink"} // what the checkout's change removes
	gitTree := func(dir string, q GitTreeQuery) ([]string, error) {
		if q.To == "feature/x" || q.From == "feature/x" {
			return dropped, nil
		}
		return nil, nil
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ command, rule string }{
		{"rm uplink", ""},
		{"unlink homelink", ""},
		{"rm -f homelink", ""},
		{"rm -r uplink", ""},
		{"rmdir homelink", ""},
		{"rm keylink", ""},
		{"git checkout feature/x", ""},
		{"git switch feature/x", ""},
		{"rm -rf homelink/", "cmd.delete-home"},
		{"rm -rf uplink/.", "cmd.delete-home"},
		{"rm -rf homelink/*", "cmd.delete-home"},
		{"chmod 000 homelink", "cmd.delete-home"},
		{"rm homelink/.ssh/id_ed25519", "cmd.credentials"},
		{"echo x > keylink", "cmd.credentials"},
		{"rm x > homelink/.bashrc", "cmd.guard-tamper"},
	}
	for _, tc := range cases {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, RealPath: resolve, GitTree: gitTree,
			Protected: []string{home + "/.bashrc", home + "/.claude/settings.json"}}
		v := pol.Explain(tc.command, ctx, testNow)
		switch {
		case tc.rule == "" && v.Outcome != Allow:
			t.Errorf("%q: %s by %s, want allow", tc.command, v.Outcome, v.Rule)
		case tc.rule != "" && (v.Outcome == Allow || v.Rule != tc.rule):
			t.Errorf("%q: %s by %s, want ask by %s", tc.command, v.Outcome, v.Rule, tc.rule)
		}
	}
	// The checkout that writes a guarded file through its own path still
	// asks: the entry is the settings file itself.
	dropped = []string{proj + "/.claude/settings.json"}
	ctx := &Context{Cwd: proj, Workdir: proj, Home: home, RealPath: resolve, GitTree: gitTree}
	if v := pol.Explain("git checkout feature/x", ctx, testNow); v.Outcome == Allow || v.Rule != "cmd.guard-tamper" {
		t.Errorf("git checkout of a branch that writes .claude/settings.json: %s by %s, want ask by cmd.guard-tamper", v.Outcome, v.Rule)
	}
}
