package patterns

import (
	"slices"
	"sort"
	"testing"
)

// filedNames lists the program names p has filed so far: its own index's
// and each rule's, sorted, once each.
func filedNames(p *Policy) []string {
	var out []string
	for n := range p.byProgram.filed {
		out = append(out, n)
	}
	for _, ix := range p.patterns.byRule {
		for n := range ix.byProgram.filed {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// TestPolicyFilesOnUse: building a policy files no program (the defaults
// name hundreds, and every process that evaluates one command built them
// all); evaluating a command files the programs its parts run, and rm
// for a part that deletes another way, and nothing else.
func TestPolicyFilesOnUse(t *testing.T) {
	for _, tc := range []struct {
		cmd string
		// may are the names evaluating cmd may file.
		may []string
	}{
		{"ls -la", []string{"ls"}},
		{"ls -la && git diff --stat", []string{"git", "ls"}},
		{"git status && ls -la src | head -n 20", []string{"git", "head", "ls"}},
		{"find . -name '*.o' -delete", []string{"find", "rm"}},
		{"sudo rm -rf /srv/x", []string{"rm", "sudo"}},
	} {
		t.Run(tc.cmd, func(t *testing.T) {
			p, err := NewPolicy([]*Rule{{ID: "a", Outcome: Allow, Pattern: MustParsePattern("git status")}})
			if err != nil {
				t.Fatal(err)
			}
			if got := filedNames(p); len(got) > 0 {
				t.Fatalf("a new policy filed %d names (%v …), want none", len(got), got[:min(5, len(got))])
			}
			for range 2 { // the second evaluation files nothing more
				p.Explain(tc.cmd, testContext(), testNow)
			}
			got := filedNames(p)
			if len(got) == 0 {
				t.Fatalf("nothing filed: the command's programs were not looked up")
			}
			for _, n := range got {
				if !slices.Contains(tc.may, n) {
					t.Errorf("filed %q, which %q does not run (filed %v)", n, tc.cmd, got)
				}
			}
		})
	}
}
