package patterns

import (
	"sort"
	"strings"
	"testing"
)

// TestProgramIndex holds the tables a process reads to their
// definitions: every name of every table (and of every subcommand) finds
// the table of its own definition, synonyms share one, and the table of
// an unknown subcommand is the union of all of them.
func TestProgramIndex(t *testing.T) {
	for _, defs := range []map[string]progDef{fileProgs(), gitProgs(), netProgs(), cloudProgs(), devProgs(), dotfileProgs()} {
		for names, d := range defs {
			var first *progSpec
			for _, n := range strings.Fields(names) {
				got := programSpec(n)
				if got == genericSpec {
					t.Fatalf("programSpec(%q) is the generic table", n)
				}
				if first == nil {
					first = got
					checkSpec(t, n, got, d)
				} else if got != first {
					t.Errorf("programSpec(%q): synonyms of %q have tables of their own", n, names)
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

// checkSpec checks that s is the table of d (named name), down through its
// subcommands.
func checkSpec(t *testing.T, name string, s *progSpec, d progDef) {
	t.Helper()
	if s.style != d.style || s.closed != d.closed || s.stopAtOperand != d.stopAtOperand ||
		s.bundle != d.bundle || s.modes != d.modes || s.goFlags != d.goFlags {
		t.Errorf("%s: the table's settings are not its definition's", name)
	}
	if n := len(strings.Fields(d.flags)); n > 0 && len(s.keys()) < n {
		t.Errorf("%s: %d flags for %d groups", name, len(s.keys()), n)
	}
	for _, group := range strings.Fields(d.flags) {
		head, _, _ := strings.Cut(strings.SplitN(group, "/", 2)[0], ">")
		head = strings.TrimSuffix(head, "!")
		for _, suffix := range []string{"=;", "=?", "="} {
			if strings.HasSuffix(head, suffix) {
				head = strings.TrimSuffix(head, suffix)
				break
			}
		}
		if s.flag(head) == nil {
			t.Errorf("%s: flag %s is not in the table", name, head)
		}
	}
	if len(d.subs) == 0 {
		if s.hasSubs() || s.anySubSpec() != nil {
			t.Errorf("%s: subcommands without any defined", name)
		}
		return
	}
	var all []string
	for names, sd := range d.subs {
		var first *progSpec
		for _, n := range strings.Fields(names) {
			all = append(all, n)
			sub := s.sub(n, true)
			if first == nil {
				first = sub
				checkSpec(t, name+" "+n, sub, sd)
			} else if sub != first {
				t.Errorf("%s %s: synonyms have tables of their own", name, n)
			}
		}
	}
	sort.Strings(all)
	any := s.sub("", false)
	union := compiledFlagUnions[any.union:any.unionEnd]
	if len(union) != len(all) {
		t.Fatalf("%s: the unknown subcommand's table unites %d tables, not %d", name, len(union), len(all))
	}
	for i, n := range all {
		sub := s.sub(n, true)
		if &compiledFlagSpecs[union[i]] != sub {
			t.Errorf("%s: the unknown subcommand's table %d is not %s's", name, i, n)
		}
		for _, f := range sub.keys() {
			if any.flag(f.name()) == nil {
				t.Errorf("%s: the unknown subcommand's table lacks %s %s", name, n, f.name())
			}
		}
	}
}

// BenchmarkProgramIndex is what the first command a process reads pays
// for the flag tables: finding one program's table and one of its
// subcommands' in the tables compiled ahead (before fx64g, building the
// index and both tables).
func BenchmarkProgramIndex(b *testing.B) {
	for b.Loop() {
		_ = programSpec("git").sub("status", true)
	}
}

// BenchmarkBuildSpecs builds every table as written, each program's with
// its subcommands' and their union: what the generator pays, and what a
// process paid, per table, before the tables were compiled ahead (fx64g;
// judging `git status` built fourteen of them).
func BenchmarkBuildSpecs(b *testing.B) {
	var defs []progDef
	var walk func(d progDef)
	walk = func(d progDef) {
		defs = append(defs, d)
		for _, sd := range d.subs {
			walk(sd)
		}
	}
	for _, m := range []map[string]progDef{fileProgs(), gitProgs(), netProgs(), cloudProgs(), devProgs(), dotfileProgs()} {
		for _, d := range m {
			walk(d)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, d := range defs {
			_ = buildSpec(d)
		}
	}
}
