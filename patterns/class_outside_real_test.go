package patterns

import (
	"strings"
	"testing"
)

// TestRealOutsideKeepsUserCache: [outside-workdir]'s link reading leaves
// the user's cache (~/.cache) alone, as the path as written is; a home on
// disk resolves to itself there, so `rm -rf ~/.cache/pip` from a project
// in the home asked once the links were read. A link in the cache that
// leads out of it still counts where it leads.
func TestRealOutsideKeepsUserCache(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	links := map[string]string{"/home/op/.cache/away": "/srv/data"}
	resolve := func(p string) string { // as the queue's resolver: no links but these
		for from, to := range links {
			if p == from || strings.HasPrefix(p, from+"/") {
				return to + strings.TrimPrefix(p, from)
			}
		}
		return p
	}
	cases := []struct {
		command string
		rule    string // "": allowed
	}{
		{"rm -rf ~/.cache/pip", ""},
		{"rm -rf /home/op/.cache/go-build", ""},
		{"rm -rf build", ""},
		{"rm -rf ~/.cache/away/x", "cmd.delete-outside"},
		{"rm -rf ~/.npm/_cacache", ""}, // a package manager's cache tree (fx44r2, rt44)
		{"rm -rf ~/.npm", "cmd.delete-outside"},
	}
	for _, tc := range cases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", RealPath: resolve}
		v := pol.Explain(tc.command, ctx, testNow)
		switch {
		case tc.rule == "" && v.Outcome != Allow:
			t.Errorf("%q: %s by %s, want allow", tc.command, v.Outcome, v.Rule)
		case tc.rule != "" && v.Rule != tc.rule:
			t.Errorf("%q: %s by %s, want ask by %s", tc.command, v.Outcome, v.Rule, tc.rule)
		}
	}
}
