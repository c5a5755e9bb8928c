package patterns

import (
	"slices"
	"testing"
)

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

// TestDefaultsFromStale: the default rules built from a compiled table
// out of step with the default table hold the same patterns, in the same
// places, as those built by parsing every pattern.
func TestDefaultsFromStale(t *testing.T) {
	want := defaultsFrom(nil)
	compiledDefaults := compiledPatterns()
	for _, tc := range []struct {
		name     string
		compiled []*Pattern
	}{
		{"current", compiledDefaults},
		{"one missing", append(append([]*Pattern(nil), compiledDefaults[:3]...), compiledDefaults[4:]...)},
		{"another pattern first", append([]*Pattern{MustParsePattern("ls **")}, compiledDefaults...)},
		{"the last missing", compiledDefaults[:len(compiledDefaults)-1]},
		// A copy is not the table's own array: its texts are compared.
		{"a copy, one pattern another", slices.Replace(slices.Clone(compiledDefaults), 7, 8, MustParsePattern("ls **"))},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := defaultsFrom(tc.compiled)
			if len(got) != len(want) {
				t.Fatalf("%d rules, want %d", len(got), len(want))
			}
			for i, r := range got {
				w := want[i]
				if r.ID != w.ID || !samePatterns(r.Patterns(), w.Patterns()) || !samePatterns(r.except, w.except) {
					t.Errorf("rule %s: its patterns differ from those parsed", r.ID)
				}
				if tc.name == "current" && (len(r.Also) != cap(r.Also) || len(r.except) != cap(r.except)) {
					t.Errorf("rule %s: an append to its patterns would write over the compiled table", r.ID)
				}
			}
		})
	}
}
