package patterns

import (
	"strings"
	"testing"
	"time"
)

// TestCredentialsThroughLinks: a path that leads through a symbolic link
// into the home's credentials, or to the home itself, is judged where it
// leads (rt23i #8: a cloned repository carried `h -> ../../..`, the home,
// and `rm -rf y/h/.ssh` asked only as cmd.delete-outside, or was allowed
// where the home lies under /tmp, and an operator's allow of `rm -rf
// y/**` reached ~/.ssh). The written path is judged too; an allow of a
// project subtree stands aside for a path its link leads out of, into a
// place a default asks about.
func TestCredentialsThroughLinks(t *testing.T) {
	for _, home := range []string{"/home/op", "/tmp/home"} {
		proj := home + "/src/proj"
		links := map[string]string{proj + "/y/h": home, proj + "/y/key": home + "/.ssh/id_ed25519"}
		resolve := func(p string) string { // as the queue's resolver, with these links only
			for from, to := range links {
				if p == from || strings.HasPrefix(p, from+"/") {
					return to + strings.TrimPrefix(p, from)
				}
			}
			return p
		}
		allowY := &Rule{ID: "r1", Outcome: Allow, Pattern: MustParsePattern("rm -r -f y/**"), Reason: "clean checkouts", End: testNow.Add(time.Hour)}
		for _, rules := range [][]*Rule{nil, {allowY}} {
			pol, err := NewPolicy(rules)
			if err != nil {
				t.Fatal(err)
			}
			cases := []struct {
				command string
				rule    string // "": allowed; "r1": the operator's allow
			}{
				{"rm -rf y/h/.ssh", "cmd.credentials"},
				{"rm -rf y/h/.aws/credentials", "cmd.credentials"},
				{"echo x > y/h/.netrc", "cmd.credentials"},
				{"chmod 644 y/key", "cmd.credentials"},
				{"chmod -R 777 y/h/", "cmd.credentials"},
				{"chmod -R 755 y/docs", ""},
				{"rm -rf y/h/", "cmd.delete-home"},
				{"rm -rf y/h/.", "cmd.delete-home"},
				{"rm -rf y/build", ""},
				{"echo x > y/notes.txt", ""},
			}
			for _, tc := range cases {
				want := tc.rule
				if want == "" && len(rules) > 0 && strings.HasPrefix(tc.command, "rm -rf y/") {
					want = "r1"
				}
				ctx := &Context{Cwd: proj, Workdir: proj, Home: home, RealPath: resolve}
				v := pol.Explain(tc.command, ctx, testNow)
				switch {
				case want == "" && v.Outcome != Allow:
					t.Errorf("home %s, %d rules, %q: %s by %s, want allow", home, len(rules), tc.command, v.Outcome, v.Rule)
				case want == "r1" && (v.Outcome != Allow || v.Rule != "r1"):
					t.Errorf("home %s, %d rules, %q: %s by %s, want allow by r1", home, len(rules), tc.command, v.Outcome, v.Rule)
				case want != "" && want != "r1" && (v.Outcome == Allow || v.Rule != want):
					t.Errorf("home %s, %d rules, %q: %s by %s, want ask by %s", home, len(rules), tc.command, v.Outcome, v.Rule, want)
				}
			}
		}
	}
}
