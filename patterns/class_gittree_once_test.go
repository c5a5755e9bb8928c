package patterns_test

import (
	"path/filepath"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestGitTreeOnceAnEvaluation (fx21e): [git-tree-change] looks at the
// repository once a part in one evaluation, though the rule that names it
// reads the part twice (might, then certain) and explain weighs its
// evidence again: each look runs git. A part asked about, one left alone
// and a line of two parts each look once a part; a part behind a cd looks
// in the cd's directory. Failed before: an asked part looked twice.
func TestGitTreeOnceAnEvaluation(t *testing.T) {
	pol := mustPolicy(t, nil)
	const repo = "/srv/repo"
	for _, tc := range []struct {
		command string
		ask     bool
		looks   []string // the directories looked in, in order
	}{
		{"git checkout evil", true, []string{repo}},
		{"git checkout feature", false, []string{repo}},
		{"git checkout feature && git checkout evil", true, []string{repo, repo}},
		{"cd sub && git checkout evil", true, []string{filepath.Join(repo, "sub")}},
	} {
		t.Run(tc.command, func(t *testing.T) {
			var looks []string
			ctx := &patterns.Context{Cwd: repo, Workdir: repo, Home: "/home/op",
				GitTree: func(dir string, q patterns.GitTreeQuery) ([]string, error) {
					looks = append(looks, dir)
					if q.To == "evil" {
						return []string{filepath.Join(dir, ".claude", "settings.json")}, nil
					}
					return []string{filepath.Join(dir, "src", "main.go")}, nil
				}}
			v := pol.Explain(tc.command, ctx, time.Date(2026, 12, 3, 12, 0, 0, 0, time.UTC))
			if got := v.Outcome == patterns.Ask; got != tc.ask {
				t.Errorf("%q: %s by %s, want ask %v", tc.command, v.Outcome, v.Rule, tc.ask)
			}
			if len(looks) != len(tc.looks) {
				t.Fatalf("%q looked at the repository %d times (%q), want %d (%q)", tc.command, len(looks), looks, len(tc.looks), tc.looks)
			}
			for i := range looks {
				if looks[i] != tc.looks[i] {
					t.Errorf("%q: look %d in %s, want %s", tc.command, i, looks[i], tc.looks[i])
				}
			}
		})
	}
}
