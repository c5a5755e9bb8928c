package patterns

import (
	"reflect"
	"strings"
	"testing"
)

// TestProgramIndex holds the lazily built tables to what building each
// table eagerly gives: every name of every table finds its table, built
// from its own definition, and synonyms share one.
func TestProgramIndex(t *testing.T) {
	idx := programIndex()
	for _, defs := range []map[string]progDef{fileProgs(), gitProgs(), netProgs(), cloudProgs(), devProgs()} {
		for names, d := range defs {
			want := buildSpec(d)
			var first *progSpec
			for _, n := range strings.Fields(names) {
				got := programSpec(n)
				if got == genericSpec {
					t.Fatalf("programSpec(%q) is the generic table", n)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("programSpec(%q) differs from its table built eagerly", n)
				}
				if first == nil {
					first = got
				} else if got != first {
					t.Errorf("programSpec(%q): synonyms of %q have tables of their own", n, names)
				}
				if idx[n].spec() != got {
					t.Errorf("programSpec(%q) is built twice", n)
				}
			}
		}
	}
	for _, tc := range []struct{ name, as string }{{"python3.12", "python3"}, {"bash5", "bash"}} {
		if got := programSpec(tc.name); got == genericSpec || got != programSpec(tc.as) {
			t.Errorf("programSpec(%q) is not %q's table", tc.name, tc.as)
		}
	}
	if programSpec("no-such-program-here") != genericSpec {
		t.Error("an unknown program has a table")
	}
}

// BenchmarkProgramIndex is what the first command a process reads pays
// for the flag tables: the index, and one program's table.
func BenchmarkProgramIndex(b *testing.B) {
	for b.Loop() {
		idx := buildProgramIndex()
		_ = buildSpec(idx["git"].def)
	}
}
