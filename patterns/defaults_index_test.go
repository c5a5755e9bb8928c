package patterns

import "testing"

// TestCompiledIndexFits: a policy reads the filing written ahead only for
// the defaults as Defaults builds them; any other set of defaults (one
// left out, a pattern changed, a rule in shadow mode, none) is filed by
// walking its patterns, as an operator's rules are.
func TestCompiledIndexFits(t *testing.T) {
	changed := func(change func(rs []*Rule) []*Rule) []*Rule {
		rs := Defaults()
		for i, r := range rs {
			c := *r
			rs[i] = &c
		}
		return change(rs)
	}
	for _, tc := range []struct {
		name     string
		defaults []*Rule
		want     bool
	}{
		{"Defaults", Defaults(), true},
		{"none", nil, false},
		{"one left out", Defaults()[1:], false},
		{"another first pattern", changed(func(rs []*Rule) []*Rule {
			rs[0].Pattern = MustParsePattern("ls **")
			return rs
		}), false},
		{"another last pattern", changed(func(rs []*Rule) []*Rule {
			r := rs[len(rs)-1]
			r.Also = append(append([]*Pattern(nil), r.Also[:len(r.Also)-1]...), MustParsePattern("ls **"))
			return rs
		}), false},
		{"a rule in shadow mode", changed(func(rs []*Rule) []*Rule {
			rs[2].Mode = Shadow
			return rs
		}), false},
		{"not built in", changed(func(rs []*Rule) []*Rule {
			rs[1].builtin = false
			return rs
		}), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := compiledIndexFits(tc.defaults); got != tc.want {
				t.Errorf("compiledIndexFits = %v, want %v", got, tc.want)
			}
			p, err := NewPolicy(nil, WithDefaults(tc.defaults))
			if err != nil {
				t.Fatal(err)
			}
			if got := p.byProgram.compiled != nil; got != tc.want {
				t.Errorf("filed ahead = %v, want %v", got, tc.want)
			}
		})
	}
}
