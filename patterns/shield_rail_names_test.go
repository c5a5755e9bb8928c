package patterns

import (
	"strings"
	"testing"
	"time"
)

// TestShieldRailNames: the shielded-place rail probes a wild word with
// the shielded places only where the word is a path (rt45k #8): a
// namespace, a terraform word or a refspec is a name, and the rail said
// `kubectl … delete namespace /srv/bin/ozdesk` would tamper with ozdesk.
// Where the word is a path (rm, git rm, git clean, kubectl cp's target)
// the rail still refuses, with a path for its example.
func TestShieldRailNames(t *testing.T) {
	ctx := shieldContext()
	ctx.Protected = append(ctx.Protected, "/srv/bin/ozdesk") // ozdesk's executable, as the queue adds it
	end := testNow.Add(24 * time.Hour)
	tests := []struct {
		pattern  string
		shielded bool
	}{
		{"kubectl --context=prod-eu-west-1-cluster-primary delete namespace *", false},
		{"kubectl delete namespace staging-*", false},
		{"terraform destroy **", false},
		{"terraform destroy -target=module.*", false},
		{"git push origin *", false},
		{"helm uninstall * -n staging", false},
		{"git rm -r -f *", true},
		{"git clean -f -d -x **", true},
		{"kubectl cp pod:/x *", true},
		{"rm -r -f build **", true},
		{"rm -r -f *", true},
		{"cp * [outside-workdir]", true},
	}
	for _, tt := range tests {
		r := &Rule{ID: "r1", Outcome: Allow, Reason: "why", End: end, Pattern: MustParsePattern(tt.pattern)}
		var got *RailError
		for _, e := range CheckAllow(r, nil, -1, ctx) {
			if e.Rail == RailShielded {
				got = e
			}
		}
		if (got != nil) != tt.shielded {
			t.Errorf("%q: shielded-place %v, want %v", tt.pattern, got, tt.shielded)
			continue
		}
		if got != nil && !strings.Contains(got.Hint, "paths") {
			t.Errorf("%q: hint %q does not say to name the paths", tt.pattern, got.Hint)
		}
	}
}

// TestShieldRailNamesStandAside: an allow the rail now lets through for a
// name still stands aside, as it runs, for a part a shielded default
// might match: the word the rail no longer probes is held there.
func TestShieldRailNamesStandAside(t *testing.T) {
	ctx := shieldContext()
	ctx.Protected = append(ctx.Protected, "/srv/bin/ozdesk")
	end := testNow.Add(24 * time.Hour)
	ns := &Rule{ID: "r1", Outcome: Allow, Pattern: MustParsePattern("kubectl --context=prod delete namespace *"), Reason: "staging", End: end}
	tf := &Rule{ID: "r2", Outcome: Allow, Pattern: MustParsePattern("terraform destroy **"), Reason: "sandbox", End: end}
	pol, err := NewPolicy([]*Rule{ns, tf})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ cmd, outcome, rule string }{
		{"kubectl --context=prod delete namespace staging", "allow", "r1"},
		{"kubectl --context=prod delete namespace /srv/bin/ozdesk", "ask", ""},
		{"terraform destroy -auto-approve", "allow", "r2"},
		{"terraform destroy /srv/bin/ozdesk", "ask", ""},
	}
	for _, tt := range tests {
		v := pol.Explain(tt.cmd, ctx, testNow)
		if v.Outcome.String() != tt.outcome || tt.rule != "" && v.Rule != tt.rule || tt.rule == "" && (v.Rule == "r1" || v.Rule == "r2") {
			t.Errorf("%q: %s by %q, want %s by %q (\"\": a default)", tt.cmd, v.Outcome, v.Rule, tt.outcome, tt.rule)
		}
	}
}
