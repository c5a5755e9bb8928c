package patterns

import (
	"strings"
	"testing"
)

// TestAnySubBuiltForFlagsOnly pins when the table of a level whose
// subcommand is not known (anySub: the union of every subcommand's table,
// which builds them all; for git about 1.4 M instructions, most of what a
// hook process spent judging `git status`) is built: when a flag read at
// that level is looked up, not when the unknown operand is seen. The
// default pattern `* ** [ozdesk-read] **` of cmd.guard-tamper is compiled
// against every git command, and its ** stood where git's subcommand
// goes: every hook process that judged a git command built the union,
// though no flag was ever read with it. Counted through the table's own
// anySub function, not timed.
func TestAnySubBuiltForFlagsOnly(t *testing.T) {
	for _, tc := range []struct {
		pat, cmd string // a pattern compiled against git, or a command read
		built    bool
	}{
		{pat: "* ** [ozdesk-read] **"},
		{pat: "* ** > [protected]"},
		{pat: "git * ** x"},
		{pat: "git push --force **"},
		{pat: "git -C * push **"},
		{pat: "git ** -d", built: true},
		{pat: "git * --delete", built: true},
		{cmd: "git status"},
		{cmd: "git $S"},
		{cmd: "git $S x y"},
		{cmd: "git -C /x $S x"},
		{cmd: "git $S -d x", built: true},
		{cmd: "git $S x --force", built: true},
	} {
		name := tc.pat + tc.cmd
		spec := freshGitSpec(t)
		built := 0
		union := spec.anySub
		spec.anySub = func() *progSpec { built++; return union() }
		compileOrReadWith(t, spec, tc.pat, tc.cmd)
		if got := built > 0; got != tc.built {
			t.Errorf("%s: the union of git's subcommand tables built: %v, want %v", name, got, tc.built)
		}
	}
}

// freshGitSpec builds git's table anew, apart from the process's index
// (whose tables are built once), so that a test sees its own builds.
func freshGitSpec(t *testing.T) *progSpec {
	t.Helper()
	for names, d := range gitProgs() {
		for _, n := range strings.Fields(names) {
			if n == "git" {
				return buildSpec(d)
			}
		}
	}
	t.Fatal("no table for git")
	return nil
}

// compileOrReadWith compiles pat against spec (the way a rule's stage is
// compiled and read), or, when pat is "", reads cmd's words against spec
// both ways a command's words are read.
func compileOrReadWith(t *testing.T, spec *progSpec, pat, cmd string) {
	t.Helper()
	if pat != "" {
		p, err := ParsePattern(pat)
		if err != nil {
			t.Fatalf("%s: %v", pat, err)
		}
		compileStageIn(&p.Stages[0], optStateAt(spec))
		stageReadingBIn(&p.Stages[0], optStateAt(spec))
		return
	}
	for _, takes := range []bool{false, true} {
		a := argReader{words: Read(cmd).Parts[0].Words, top: spec, takes: takes}
		a.run()
	}
}
