package patterns

import (
	"fmt"
	"slices"
	"testing"
)

// TestNameIndexLookup: each name's positions in the order given, a
// position given again right after itself kept once, for every name
// given, and none for a name not given; asked again, the same list.
func TestNameIndexLookup(t *testing.T) {
	for _, tc := range []struct {
		name string
		refs []programRef
		want map[string][]int
	}{
		{"none", nil, map[string][]int{}},
		{"one", []programRef{{"git", 3}}, map[string][]int{"git": {3}}},
		{"interleaved", []programRef{{"git", 0}, {"rm", 0}, {"git", 2}, {"ls", 2}, {"rm", 5}, {"git", 7}},
			map[string][]int{"git": {0, 2, 7}, "rm": {0, 5}, "ls": {2}}},
		{"a rule naming a program twice", []programRef{{"rm", 1}, {"rm", 1}, {"git", 1}, {"rm", 2}},
			map[string][]int{"rm": {1, 2}, "git": {1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ix := &nameIndex{refs: tc.refs}
			for range 2 {
				for name, want := range tc.want {
					if got := ix.lookup(name); !slices.Equal(got, want) {
						t.Errorf("lookup(%q) = %v, want %v", name, got, want)
					}
				}
				if got := ix.lookup("nope"); len(got) != 0 {
					t.Errorf("lookup of a name not given = %v, want none", got)
				}
			}
			// Each list is its own: appending to one leaves the next alone.
			for name, l := range ix.filed {
				if len(l) != cap(l) {
					t.Errorf("%s: len %d, cap %d: an append would write over another list", name, len(l), cap(l))
				}
			}
		})
	}
}

// filedAs reports where ix files differently from want: a name of want
// whose positions differ, or a name given that want lacks.
func filedAs(ix *nameIndex, want map[string][]int) []string {
	var diff []string
	for name, l := range want {
		if got := ix.lookup(name); !slices.Equal(got, l) {
			diff = append(diff, fmt.Sprintf("%s: %v, want %v", name, got, l))
		}
	}
	for _, r := range ix.refs {
		if _, ok := want[r.name]; !ok {
			diff = append(diff, fmt.Sprintf("%s: filed, want not", r.name))
		}
	}
	if c := ix.compiled; c != nil {
		for i := c.lo; i < c.hi; i++ {
			if name := compiledIndexName(i); len(want[name]) == 0 {
				diff = append(diff, fmt.Sprintf("%s: filed ahead, want not", name))
			}
		}
	}
	return diff
}

// TestPolicyFilesEveryProgram: the policy lists under each program the
// rules (in order, once each) and, in a rule's own index, the patterns
// that name it, as a plain walk over every pattern finds them, for the
// defaults under a few operator rules.
func TestPolicyFilesEveryProgram(t *testing.T) {
	ops := []*Rule{
		{ID: "a", Outcome: Allow, Pattern: MustParsePattern("git status")},
		{ID: "b", Outcome: Refuse, Pattern: MustParsePattern("rm -rf / | git push"), Also: []*Pattern{MustParsePattern("rm **")}},
		{ID: "c", Outcome: Ask, Pattern: MustParsePattern("[downloader] **")},
	}
	p, err := NewPolicy(ops)
	if err != nil {
		t.Fatal(err)
	}
	if p.byProgram.compiled == nil {
		t.Fatal("the defaults were not filed ahead: run go generate ./patterns")
	}
	want := map[string][]int{}
	for i, r := range p.rules {
		pats := r.Patterns()
		ix := p.patterns.of(r)
		wantIx := map[string][]int{}
		for k, pat := range pats {
			names, any := pat.Programs()
			if any {
				continue
			}
			for _, n := range names {
				if l := want[n]; len(l) == 0 || l[len(l)-1] != i {
					want[n] = append(l, i)
				}
				wantIx[n] = append(wantIx[n], k)
			}
		}
		if ix != nil {
			if diff := filedAs(&ix.byProgram, wantIx); len(diff) > 0 {
				t.Errorf("rule %s: its index differs from a walk over its patterns: %v", r.ID, diff)
			}
		}
	}
	if diff := filedAs(p.byProgram, want); len(diff) > 0 {
		t.Errorf("the policy's index differs from a walk over every pattern (%d names): %v", len(want), diff)
	}
}
