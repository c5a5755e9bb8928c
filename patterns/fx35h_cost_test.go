package patterns

import (
	"maps"
	"slices"
	"testing"
)

// programKeyCases are names programKey's fast path must read as the slow
// one does: plain names it takes as they are, and near-misses it must
// leave to the tables (capitals, a trailing dot or space, ".exe", a
// g-word, a case-kept program, a builtin spelled otherwise, non-ASCII).
var programKeyCases = []string{
	"", "rm", "ls", "git", "go", "gcc", "grm", "gsed", "g", "r", "R", "rscript", "get", "GET", "Get",
	"rm.", "rm ", "rm.exe", "rm.EXE", "rm.exe.", "python3.12", "node", "cd", "CD", "cd.", "exit.",
	".", "..", ".exe", "x.exe", "ﬁnd", "Ｒm", "rm\u00e9", "kubectl", "terraform", "docker-compose",
	"pip3", "_x", "-rf", "~", "a b", "sudo", "SUDO",
	"gh", "gcloud", "getopts", "gsed.", "gsed.exe", "gSed", "GIT", "gr", "grscript", "gget", "gé",
}

// TestProgramKeyFast holds programKey's fast path to the full reading:
// for the cases above, every default pattern's program text and every
// name of the program tables, programKey gives what programKeySlow does.
func TestProgramKeyFast(t *testing.T) {
	names := slices.Clone(programKeyCases)
	for _, p := range compiledPatterns() {
		for _, s := range p.stages() {
			names = append(names, s.Program.Text)
		}
	}
	names = slices.AppendSeq(names, maps.Keys(gnuPrefixed.get()))
	names = slices.AppendSeq(names, maps.Values(gnuPrefixed.get()))
	names = slices.AppendSeq(names, maps.Keys(shellStateBuiltins.get()))
	names = append(names, compiledFlagNames()...)
	names = slices.AppendSeq(names, maps.Keys(wrapperSpecs.get()))
	for _, n := range names {
		if got, want := programKey(n), programKeySlow(n); got != want {
			t.Errorf("programKey(%q) = %q, the full reading %q", n, got, want)
		}
	}
}

// TestCompiledPrograms holds the programs a policy reads from
// compiledPrograms to those the patterns name: for every default rule,
// programsOf gives what appendPrograms does, every default is read from
// the table, and a rule whose pattern is not the compiled one at its
// place (an operator's, one changed after Defaults) is read from the
// pattern.
func TestCompiledPrograms(t *testing.T) {
	compiledDefaults := compiledPatterns()
	if len(compiledPatternNames) != len(compiledDefaults)+1 {
		t.Fatalf("compiledPatternNames holds %d offsets for %d patterns: run go generate ./patterns", len(compiledPatternNames), len(compiledDefaults))
	}
	for _, r := range Defaults() {
		if r.compiledAt == 0 {
			t.Errorf("%s: Defaults did not take its patterns from the compiled table", r.ID)
		}
		for k, pat := range r.Patterns() {
			gotNames, gotAny := programsOf(r, k, pat, nil)
			wantNames, wantAny := pat.appendPrograms(nil)
			if gotAny != wantAny || (!wantAny && !slices.Equal(gotNames, wantNames)) {
				t.Errorf("%s pattern %d (%s): compiled programs %q (any %v), the pattern's %q (any %v)", r.ID, k, pat, gotNames, gotAny, wantNames, wantAny)
			}
		}
	}
	d := Defaults()[0]
	other := MustParsePattern("zz-not-a-default **")
	for _, tc := range []struct {
		name string
		r    *Rule
		k    int
		pat  *Pattern
	}{
		{"operator rule", &Rule{ID: "op", Pattern: other}, 0, other},
		{"changed default", d, 0, other},
		{"past the table", &Rule{ID: "x", compiledAt: len(compiledDefaults)}, 3, other},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if names, any := programsOf(tc.r, tc.k, tc.pat, nil); any || !slices.Equal(names, []string{"zz-not-a-default"}) {
				t.Errorf("programsOf = %q (any %v), want the pattern's own", names, any)
			}
		})
	}
}

// FuzzProgramKeyFast: for any name, programKey's fast path gives what
// the full reading does.
func FuzzProgramKeyFast(f *testing.F) {
	for _, n := range programKeyCases {
		f.Add(n)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if got, want := programKey(name), programKeySlow(name); got != want {
			t.Errorf("programKey(%q) = %q, the full reading %q", name, got, want)
		}
	})
}
