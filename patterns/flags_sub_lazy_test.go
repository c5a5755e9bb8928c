package patterns

import "testing"

// TestSubTableBuiltForFlagsOnly pins when a subcommand's table is built
// while a pattern is compiled or a command read: when a flag after the
// subcommand is looked up, not when the subcommand is only named (the
// settings reading needs come from its definition). Judging `git status`
// compiled every rule's git patterns and built the table of each
// subcommand they name (thirteen), most of them for patterns that name no
// flag after it (`git push ** [default-branch]`). Counted through the
// entry's own spec function, not timed.
func TestSubTableBuiltForFlagsOnly(t *testing.T) {
	for _, tc := range []struct {
		pat, cmd string // a pattern compiled against git, or a command read
		sub      string // the subcommand whose table is counted
		built    bool
	}{
		{pat: "git push ** [default-branch]", sub: "push"},
		{pat: "git push origin main", sub: "push"},
		{pat: "git -C * push **", sub: "push"},
		{pat: "git push --force **", sub: "push", built: true},
		{pat: "git push ** -f", sub: "push", built: true},
		{pat: "git stash drop **", sub: "stash"},
		{pat: "git stash drop -q", sub: "stash", built: true},
		{pat: "git stash", sub: "stash"},
		{cmd: "git clean", sub: "clean"},
		{cmd: "git push origin main", sub: "push"},
		{cmd: "git push origin $B", sub: "push"},
		{cmd: "git push -f origin main", sub: "push", built: true},
		{cmd: "git push origin main --force", sub: "push", built: true},
		{cmd: "git stash pop", sub: "stash"},
		{cmd: "git stash pop --index", sub: "stash", built: true},
	} {
		name := tc.pat + tc.cmd
		spec := freshGitSpec(t)
		e := spec.subs[tc.sub]
		if e == nil {
			t.Fatalf("%s: git has no subcommand %s", name, tc.sub)
		}
		built := 0
		table := e.spec
		e.spec = func() *progSpec { built++; return table() }
		compileOrReadWith(t, spec, tc.pat, tc.cmd)
		if got := built > 0; got != tc.built {
			t.Errorf("%s: git %s's table built: %v, want %v", name, tc.sub, got, tc.built)
		}
	}
}
