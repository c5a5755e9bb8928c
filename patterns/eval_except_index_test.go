package patterns

import (
	"slices"
	"testing"
)

// TestExceptIndexAsNamesOtherThan checks that the filing of a default's
// except patterns gives a part exactly those namesOtherThan does not
// pass over, in order: for every program a default's except pattern
// names, a program none names, and an unknown one.
func TestExceptIndexAsNamesOtherThan(t *testing.T) {
	rules := Defaults()
	programs := []string{"", "zz-no-such-program"}
	for _, r := range rules {
		for _, ex := range r.except {
			names, _ := ex.appendPrograms(nil)
			programs = append(programs, names...)
		}
	}
	slices.Sort(programs)
	programs = slices.Compact(programs)
	checked := 0
	for _, r := range rules {
		if len(r.except) == 0 {
			continue
		}
		ix := newExceptIndex(r)
		for _, program := range programs {
			var want, got []int
			for k, ex := range r.except {
				if !ex.namesOtherThan(program) {
					want = append(want, k)
				}
			}
			ix.each(len(r.except), program, func(k int) bool {
				got = append(got, k)
				return true
			})
			if !slices.Equal(got, want) {
				t.Errorf("%s, program %q: the index gives except patterns %v, namesOtherThan %v", r.ID, program, got, want)
			}
			checked += len(want)
		}
	}
	if checked == 0 {
		t.Fatal("no except pattern checked")
	}
}
