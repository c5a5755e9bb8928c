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

// TestCompiledExcepts (fx62e): the defaults' except patterns filed ahead
// by the generator give every program the positions the filing built at
// run time (newExceptIndex) gives, in order, and a policy of the
// defaults reads them; a default whose except patterns are not the
// compiled ones (one left out, another put in) is filed at run time.
func TestCompiledExcepts(t *testing.T) {
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
	positions := func(ix *exceptIndex, n int, program string) []int {
		var l []int
		ix.each(n, program, func(k int) bool {
			l = append(l, k)
			return true
		})
		return l
	}
	checked := 0
	for j, r := range rules {
		cx := compiledExceptIndex(r, j)
		if cx == nil {
			t.Fatalf("%s (default %d): its except patterns are not filed ahead: run go generate ./patterns", r.ID, j)
		}
		rx := newExceptIndex(r)
		for _, program := range programs {
			got, want := positions(cx, len(r.except), program), positions(rx, len(r.except), program)
			if !slices.Equal(got, want) {
				t.Errorf("%s, program %q: filed ahead %v, at run time %v", r.ID, program, got, want)
			}
			checked += len(want)
		}
	}
	if checked == 0 {
		t.Fatal("no except pattern checked")
	}
	p, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range p.rules {
		if len(r.except) > 0 {
			if ix := p.patterns.exceptsOf(r); ix.compiled == nil {
				t.Errorf("%s: the policy filed its except patterns at run time", r.ID)
			}
			break
		}
	}
	for j, r := range rules {
		if len(r.except) < 2 {
			continue
		}
		fewer := *r
		fewer.except = r.except[1:]
		other := *r
		other.except = append([]*Pattern{MustParsePattern("ls **")}, r.except[1:]...)
		for _, c := range []*Rule{&fewer, &other} {
			if compiledExceptIndex(c, j) != nil {
				t.Errorf("%s with its except patterns changed: filed ahead", r.ID)
			}
		}
		break
	}
}
