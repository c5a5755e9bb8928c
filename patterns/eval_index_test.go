package patterns

import (
	"slices"
	"testing"
)

// TestPatternIndexFiling holds the index of each rule of many patterns to
// the plain filing (each pattern's position appended under each program
// it names, in the rule's order), for the defaults and for rules whose
// patterns name programs over and over, out of order.
func TestPatternIndexFiling(t *testing.T) {
	many := &Rule{ID: "many", Outcome: Ask, Pattern: MustParsePattern("b x"), Also: []*Pattern{
		MustParsePattern("a | b"), MustParsePattern("c"), MustParsePattern("b | a | b"),
		MustParsePattern("[shell] **"), MustParsePattern("a"), MustParsePattern("/usr/bin/c **"),
	}}
	few := &Rule{ID: "few", Outcome: Ask, Pattern: MustParsePattern("b x"), Also: []*Pattern{MustParsePattern("a")}}
	tests := []struct {
		name  string
		rules []*Rule
	}{
		{"defaults", nil},
		{"operators", []*Rule{many, few}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := NewPolicy(tt.rules)
			if err != nil {
				t.Fatal(err)
			}
			filed := 0
			for _, r := range p.Rules() {
				ix := p.patterns.of(r)
				if ix == nil {
					if len(r.Patterns()) > indexedPatterns {
						t.Errorf("rule %s of %d patterns is not filed", r.ID, len(r.Patterns()))
					}
					continue
				}
				filed++
				want, wantAny := map[string][]int{}, []int(nil)
				for k, pat := range r.Patterns() {
					names, any := pat.Programs()
					if any {
						wantAny = append(wantAny, k)
						continue
					}
					for _, n := range names {
						want[n] = append(want[n], k)
					}
				}
				if diff := filedAs(&ix.byProgram, want); len(diff) > 0 {
					t.Errorf("rule %s: byProgram differs: %v", r.ID, diff)
				}
				if !slices.Equal(ix.any, wantAny) {
					t.Errorf("rule %s: any = %v, want %v", r.ID, ix.any, wantAny)
				}
			}
			if filed == 0 {
				t.Fatal("no rule is filed: the test checks nothing")
			}
		})
	}
}
