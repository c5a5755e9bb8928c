package patterns

import (
	"reflect"
	"testing"
)

// TestFileByName: each name's positions in the order given, a position
// given again right after itself kept once, every name filed.
func TestFileByName(t *testing.T) {
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
			got := fileByName(tc.refs)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("fileByName(%v) = %v, want %v", tc.refs, got, tc.want)
			}
			// Each list is its own: appending to one leaves the next alone.
			for name, l := range got {
				if len(l) != cap(l) {
					t.Errorf("%s: len %d, cap %d: an append would write over another list", name, len(l), cap(l))
				}
			}
		})
	}
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
	want := map[string][]int{}
	for i, r := range p.rules {
		pats := r.Patterns()
		ix := p.patterns[r]
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
		if ix != nil && !reflect.DeepEqual(ix.byProgram, wantIx) {
			t.Errorf("rule %s: its index differs from a walk over its patterns", r.ID)
		}
	}
	if !reflect.DeepEqual(p.byProgram, want) {
		t.Errorf("the policy's index differs from a walk over every pattern (%d names, want %d)", len(p.byProgram), len(want))
	}
}
