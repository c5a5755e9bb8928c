package patterns

import (
	"strings"
	"testing"
	"time"
)

// fx54c (rt53 N6): files git writes from its index or a commit by name,
// and index entries set to any object, are writes of those files.

// TestGitIndexWrites checks the paths gitIndexWrites reads.
func TestGitIndexWrites(t *testing.T) {
	cases := []struct{ cmd, want string }{
		{"git checkout -- .pre-commit-config.yaml", ".pre-commit-config.yaml"},
		{"git checkout stash@{0} -- a .husky/pre-commit", ".husky/pre-commit"},
		{"git checkout main", ""},
		{"git checkout main a", ""}, // no --: a branch or a path, not read
		{"git checkout -- .", ""},
		{"git checkout -- src/ '*.go'", ""},
		{"git restore --source=other .gitlab-ci.yml", ".gitlab-ci.yml"},
		{"git restore -s other --staged .pre-commit-config.yaml y", ".pre-commit-config.yaml"},
		{"git restore -- .github/workflows/-odd.yml", ".github/workflows/-odd.yml"},
		{"git restore src/a.go Makefile", ""},
		{"git restore :/x", ""},
		{"git update-index --add --cacheinfo 100644,abc,.pre-commit-config.yaml", ".pre-commit-config.yaml"},
		{"git update-index --cacheinfo=100644,abc,a/b,c", "a/b,c"},
		{"git update-index --cacheinfo 100644 abc Makefile", "Makefile"},
		{"git update-index --assume-unchanged x", ""},
		{"git update-index --cacheinfo", ""},
	}
	for _, c := range cases {
		p := Read(c.cmd).Parts[0]
		fields := strings.Fields(c.cmd)
		var got []string
		for _, w := range gitIndexWrites(p, fields[1]) {
			v, _ := w.Literal()
			got = append(got, v)
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q: %q, want %q", c.cmd, got, c.want)
		}
	}
}

// TestGitIndexPlacedHooks checks rt53 N6's lines both ways.
func TestGitIndexPlacedHooks(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ cmd, rule string }{
		{"git update-index --add --cacheinfo 100644,0123abc,.pre-commit-config.yaml", UnreadableRule},
		{"git hash-object -w /tmp/pc.yaml && git update-index --add --cacheinfo 100644,0123abc,.pre-commit-config.yaml && git commit -m x", UnreadableRule},
		{"git checkout -- .pre-commit-config.yaml && git commit -m x", UnreadableRule},
		{"git checkout stash@{0} -- .pre-commit-config.yaml", UnreadableRule},
		{"git restore --source=other .pre-commit-config.yaml", UnreadableRule},
		{"git restore --source=other .husky/pre-commit", UnreadableRule},
		{"git restore --source=eve .github/workflows/ci.yml", UnreadableRule},
		// everyday
		{"git checkout -- .", ""},
		{"git checkout -- src/a.go && git commit -m x", ""},
		{"git restore src/a.go", ""},
		{"git restore --staged .", ""},
		{"git checkout main", ""},
		{"git checkout -- Makefile && make", ""}, // fx43r: the index's own file
		{"git commit -m x", ""},
		{"git hash-object -w src/a.go", ""},
		{"git update-index --assume-unchanged config.local", ""},
		{"git update-index --add --cacheinfo 100644,0123abc,src/a.go", ""},
	}
	for _, c := range cases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main"}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" && v.Outcome != Allow || c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule) {
			t.Errorf("%q: %v by %s (%s), want %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule)
		}
	}
}

// FuzzGitIndexWrites holds that every path read is literal and not empty,
// and that reading never panics.
func FuzzGitIndexWrites(f *testing.F) {
	for _, s := range []string{"git update-index --cacheinfo=1,2,x", "git checkout a -- b", "git restore -s", "git update-index --cacheinfo 1 2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		c := Read(cmd)
		if len(c.Parts) == 0 {
			return
		}
		p := c.Parts[0]
		for _, sub := range []string{"checkout", "restore", "update-index"} {
			for _, w := range gitIndexWrites(p, sub) {
				v, ok := w.Literal()
				if !ok || v == "" || v == "." {
					t.Fatalf("%q %s: read %q", cmd, sub, v)
				}
			}
		}
	})
}

// TestIndexThenCommit checks that a commit after the line filled the
// index from what it does not show asks, and its everyday neighbours not.
func TestIndexThenCommit(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		cmd string
		ask bool
	}{
		{"git read-tree 4b825dc && git commit -m x", true},
		{"T=$(git mktree < t.txt); git read-tree $T; git commit -m x", true},
		{"git apply --cached p.patch && git commit -m x", true},
		{"git apply --index p.patch; git commit -qm x", true},
		{"git -C repo read-tree abc && git -C repo commit -m x", true},
		{"git apply p.patch && git commit -am x", false},
		{"git apply --cached p.patch && git commit --no-verify -m x", false},
		{"git commit -m x && git read-tree abc", false},
		{"git read-tree abc", false},
		{"git apply --cached p.patch", false},
		{"git add -A && git commit -m x", false},
	}
	for _, c := range cases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main"}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.ask && (v.Outcome != Ask || v.Rule != UnreadableRule || !strings.Contains(v.Reason, "filled earlier in the line")) {
			t.Errorf("%q: %v by %s (%s), want ask as unreadable, the index filled", c.cmd, v.Outcome, v.Rule, v.Reason)
		}
		if !c.ask && v.Outcome != Allow {
			t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
		}
	}
}
