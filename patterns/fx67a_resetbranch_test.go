package patterns

import (
	"path/filepath"
	"testing"
)

// TestFx67aResetBranch: a default branch created again by force (the value
// of checkout -B, switch -C or --force-create, worktree add -B) or rebased
// as rebase's named branch asks cmd.force-push, as `git branch -f main X`
// does (rt65 A6); a plain checkout or switch target, a feature branch
// forced, and rebase onto a default branch stay allowed. Judged in a real
// repository on a feature branch whose origin's default branch is live.
func TestFx67aResetBranch(t *testing.T) {
	root := t.TempDir()
	proj := filepath.Join(root, "proj")
	gitRun(t, root, "init", "-q", "-b", "feature/login", proj)
	gitRun(t, proj, "commit", "-q", "--allow-empty", "-m", "init")
	gitRun(t, proj, "update-ref", "refs/remotes/origin/live", "HEAD")
	gitRun(t, proj, "symbolic-ref", "refs/remotes/origin/HEAD", "refs/remotes/origin/live")
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []evalCase{
		ask("git branch -f main HEAD~2", "cmd.force-push"), // the neighbour extended
		ask("git switch -C main origin/dev", "cmd.force-push"),
		ask("git switch --force-create main origin/dev", "cmd.force-push"),
		ask("git switch --force-create=main origin/dev", "cmd.force-push"),
		ask("git checkout -B main HEAD~3", "cmd.force-push"),
		ask("git checkout -Bmain HEAD~3", "cmd.force-push"),
		ask("git checkout -qB master HEAD~3", "cmd.force-push"),
		ask("git checkout -B develop origin/x", "cmd.force-push"),
		ask("git checkout -B live origin/x", "cmd.force-push"), // origin's HEAD
		ask("git branch -f live HEAD~2", "cmd.force-push"),
		ask(`git checkout -B "$B" origin/x`, "cmd.force-push"),
		ask("git worktree add -B main ../w HEAD~3", "cmd.force-push"),
		ask("git rebase --onto HEAD~3 HEAD main", "cmd.force-push"),
		ask("git rebase origin/x main", "cmd.force-push"),
		ask("git rebase --root main", "cmd.force-push"),
		ask(`bash -c "git checkout -B main HEAD~3"`, "cmd.force-push"),
		allow("git checkout main"),
		allow(`git checkout "$BRANCH"`),
		allow(`git checkout $BRANCH`),
		allow(`git switch $BRANCH`),
		allow("git switch -c feature/x"),
		allow("git switch -C feature/x"),
		allow("git checkout -B topic origin/topic"),
		allow("git checkout -b main-fix main"),
		allow("git rebase main"),
		allow("git rebase -i HEAD~3"),
		allow("git rebase --onto main old feature"),
		allow("git rebase origin/main feature/x"),
		allow("git worktree add ../w feature"),
		allow("git worktree add ../w main"),
		allow(`git worktree add ../w $B`),
		allow("git worktree add -b fix ../w"),
		allow("git worktree add -B fix ../w main"),
	} {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: root, DefaultBranch: RepoDefaultBranch(proj), RepoBranch: RepoDefaultBranch}
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx67aForceCreateValue: which word of a part is the value of its
// literal force-create option.
func TestFx67aForceCreateValue(t *testing.T) {
	for _, c := range []struct {
		line string
		word int // index in the part's words of the word judged
		want bool
	}{
		{"git checkout -B main x", 3, true},
		{"git checkout -B main x", 4, false},
		{"git switch -C main x", 3, true},
		{"git switch --force-create main x", 3, true},
		{"git switch --force-c main x", 3, true},
		{"git switch --force main", 3, false},
		{`git checkout "$BRANCH"`, 2, false},
		{"git checkout -b main x", 3, false},
	} {
		cmd := Read(c.line)
		if len(cmd.Parts) != 1 {
			t.Fatalf("%q: %d parts", c.line, len(cmd.Parts))
		}
		p := cmd.Parts[0]
		if got := forceCreateValue(p, p.Words[c.word].Span); got != c.want {
			t.Errorf("%q word %d: got %v; want %v", c.line, c.word, got, c.want)
		}
	}
}

// FuzzForceCreateFlag: the option read from any word's leading literal
// says either that the value is the next word or where in the word it
// begins, never both, and never past the word's end.
func FuzzForceCreateFlag(f *testing.F) {
	for _, s := range []string{"-B", "-Bmain", "-qB", "--force-create=main", "--force-c", "--force", "-", "--", "-C"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, lit string) {
		attached, next := forceCreateFlag(lit)
		if next && attached != 0 {
			t.Fatalf("%q: both next and attached %d", lit, attached)
		}
		if attached < 0 || attached > len(lit) {
			t.Fatalf("%q: attached %d out of the word", lit, attached)
		}
	})
}
