package patterns

import (
	"strings"
	"testing"
	"time"
)

// fx55c (rt54 M4, M7, M8, M10, M11): git mv is a move, git grep -O and
// --config-env include.path run what the line does not show, find's {}
// as the program, parallel -a's lines, and other shells' scripts.

// fx55cCheck evaluates each case in /home/op/proj: "" allowed, else asked
// by rule with a reason holding reason.
func fx55cCheck(t *testing.T, cases []struct{ cmd, rule, reason string }) {
	t.Helper()
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main"}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" && v.Outcome != Allow || c.rule != "" && (v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason)) {
			t.Errorf("%q: %v by %s (%s), want %q saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
		}
	}
}

// TestFx55cGitMoveIsMove checks rt54 M4 both ways: git mv's destination is
// judged as mv's.
func TestFx55cGitMoveIsMove(t *testing.T) {
	fx55cCheck(t, []struct{ cmd, rule, reason string }{
		{"git mv h .git/hooks/pre-commit", UnreadableRule, "moves onto ./.git/hooks/pre-commit"},
		{"printf x > h && chmod +x h && git add h && git mv h .git/hooks/pre-commit && git commit -m x", UnreadableRule, "moves onto ./.git/hooks/pre-commit"},
		{"git mv -f c .git/config", UnreadableRule, "moves onto ./.git/config"},
		{"git mv h .git/hooks/", UnreadableRule, "moves onto ./.git/hooks"},
		{"git mv h .GIT/hooks/pre-commit", UnreadableRule, "moves onto"},
		{"git mv h .git/hooks/post-checkout", UnreadableRule, "post-checkout"},
		{"git mv pc.yaml .pre-commit-config.yaml", UnreadableRule, ".pre-commit-config.yaml"},
		{"git mv h .husky/pre-commit", UnreadableRule, ".husky/pre-commit"},
		{"git mv c lefthook.yml", UnreadableRule, "lefthook.yml"},
		{"git mv c .npmrc", UnreadableRule, ".npmrc"},
		{"git mv c .vscode/tasks.json", UnreadableRule, "tasks.json"},
		{"git mv c .github/workflows/x.yml", UnreadableRule, "workflows"},
		{"git mv -k -- h .git/hooks/pre-commit", UnreadableRule, "pre-commit"},
		{"git mv -fk h .git/config", UnreadableRule, ".git/config"},
		{"git mv --force -v h .git/config", UnreadableRule, ".git/config"},
		{"git -C . mv h .git/hooks/pre-commit", UnreadableRule, "pre-commit"},
		{"git -C sub mv h .git/hooks/pre-commit", UnreadableRule, "sub/.git/hooks/pre-commit"},
		// everyday, and a dry run that moves nothing
		{"git mv -n h .git/config", "", ""},
		{"git mv --dry-run h .git/hooks/pre-commit", "", ""},
		{"git mv a b", "", ""},
		{"git mv -f a b", "", ""},
		{"git mv src/a.go src/b.go", "", ""},
		{"git mv a b c dir/", "", ""},
		{"git mv -k -- a b", "", ""},
		{"git mv old.txt new.txt && git commit -m rename", "", ""},
		{"git -C sub mv a b", "", ""},
		{"git mv .github/workflows", "", ""},
	})
}
