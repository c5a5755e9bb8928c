package patterns

import (
	"slices"
	"testing"
)

// TestMayNameProgram checks which patterns the filing of a rule's
// any-program patterns keeps for a program: a stage that may take the
// program as its own keeps the pattern, in every stage of a pipeline.
func TestMayNameProgram(t *testing.T) {
	for _, tc := range []struct {
		pattern, program string
		want             bool
	}{
		{"python3.* -c *", "python3.12", true},
		{"python3.* -c *", "aaaa", false},
		{"zkCli* rmr *", "zkcli.sh", true},      // lowered, as the program word is read
		{"/opt/zk/zkCli* rmr *", "zkcli", true}, // by base name
		{"zkCli* rmr *", "zk", false},
		{"[shell] -c *", "aaaa", true}, // a class may take any program
		{"curl * | python3.*", "curl", true},
		{"curl * | python3.*", "python3.11", true},
		{"curl * | python3.*", "aaaa", false},
		{"* | python3.*", "aaaa", true},
		{"~/bin/x* **", "xz", false}, // a ~ glob is never a program
	} {
		got := mayNameProgram(MustParsePattern(tc.pattern), tc.program, toLowerASCII(tc.program))
		if got != tc.want {
			t.Errorf("mayNameProgram(%q, %q) = %v, want %v", tc.pattern, tc.program, got, tc.want)
		}
	}
}

func toLowerASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// TestAnyForDefaults checks the filing on the defaults: for a program no
// glob names, no default pattern whose every stage names its program by
// a literal or a glob is tried, and every pattern kept is one of any's,
// in order; a program a glob names keeps that glob's patterns.
func TestAnyForDefaults(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	dropped, kept := 0, 0
	for _, r := range pol.rules {
		ix := pol.patterns.of(r)
		if ix == nil {
			continue
		}
		for _, program := range []string{"aaaa", "python3.12", "zkcli.sh"} {
			got := ix.anyFor(program)
			if !slices.IsSorted(got) {
				t.Errorf("%s: anyFor(%q) = %v, not in order", r.ID, program, got)
			}
			for _, k := range ix.any {
				pat := ix.pattern(k)
				named := false
				for _, s := range pat.stages() {
					named = named || (s.Program.Kind != ElemLiteral && s.Program.Kind != ElemGlob) ||
						(&matcher{mode: Might, part: &Part{Program: program, Words: []Word{{}}}}).program(&s.Program)
				}
				if in := slices.Contains(got, k); in != named {
					t.Errorf("%s: anyFor(%q) holds pattern %d (%s): %v, want %v", r.ID, program, k, pat, in, named)
				} else if in {
					kept++
				} else {
					dropped++
				}
			}
		}
	}
	if dropped == 0 || kept == 0 {
		t.Errorf("the defaults' any-program patterns: %d dropped, %d kept; want some of each", dropped, kept)
	}
}

// TestMatchCandidatesDefaults checks the rules an evaluation tries on a
// part: those partCandidates gives, less only any-program rules none of
// whose patterns has a stage matcher.program takes the part's program
// for; a part read as another program keeps them all.
func TestMatchCandidatesDefaults(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	dropped := 0
	for _, src := range []string{"aaaa", "python3.12 x.py", "zkCli.sh rmr /x", "git status", "Rm -rf x"} {
		cmd := Read(src)
		part := cmd.Parts[0]
		all, got := pol.partCandidates(part), pol.matchCandidates(part)
		for _, ri := range all {
			r := pol.rules[ri]
			named := part.does != nil
			for _, pat := range append([]*Pattern{r.Pattern}, r.Also...) {
				if pat == nil {
					continue
				}
				for _, s := range pat.stages() {
					named = named || (s.Program.Kind != ElemLiteral && s.Program.Kind != ElemGlob) ||
						(&matcher{mode: Might, part: part}).program(&s.Program)
				}
			}
			if in := slices.Contains(got, ri); in != named {
				t.Errorf("%q: matchCandidates holds %s: %v, want %v", src, r.ID, in, named)
			} else if !in {
				dropped++
			}
		}
		for _, ri := range got {
			if !slices.Contains(all, ri) {
				t.Errorf("%q: matchCandidates holds %s, not a candidate", src, pol.rules[ri].ID)
			}
		}
	}
	if dropped == 0 {
		t.Error("no rule dropped for any program")
	}
}
