package patterns

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestBodyOperatorRules: a body is judged by the whole policy. An
// operator's refuse or ask rule that a part of a body certainly matches
// makes the runner refuse or ask, naming the rule (before fx50b the body
// was judged by the defaults alone, and `npm run clean` ran the `rm -rf
// dist` the operator refuses, unasked); an operator's allow covering a
// part of a body decides it as on the line (before, `git sync` whose
// alias is the force-push the operator allows asked); and Consults
// returns every operator's rule for a runner that may read a body, so the
// queue checks them (body_operator.go).
func TestBodyOperatorRules(t *testing.T) {
	home := fx50bHome(t)
	proj := filepath.Join(home, "proj")
	refuseDist := &Rule{ID: "op-refuse-dist", Outcome: Refuse, Pattern: MustParsePattern("rm -rf dist"), Reason: "dist is kept"}
	askPhpunit := &Rule{ID: "op-ask-phpunit", Outcome: Ask, Pattern: MustParsePattern("phpunit **"), Reason: "tests are slow"}
	allowPush := &Rule{ID: "op-allow-push", Outcome: Allow, Pattern: MustParsePattern("git push -f origin main"),
		Reason: "the team force-pushes", End: time.Now().Add(time.Hour)}
	allowRunner := &Rule{ID: "op-allow-sync", Outcome: Allow, Pattern: MustParsePattern("npm run sync"),
		Reason: "trusted", End: time.Now().Add(time.Hour)}
	allowBuild := &Rule{ID: "op-allow-tsc", Outcome: Allow, Pattern: MustParsePattern("tsc **"), Reason: "x", End: time.Now().Add(time.Hour)}
	refuseFloor := &Rule{ID: "op-refuse-floor", Outcome: Refuse, Over: UnreadableRule, Reason: "nothing unread"}
	pol, err := NewPolicy([]*Rule{refuseDist, askPhpunit, allowPush, allowRunner, allowBuild, refuseFloor})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd, rule, reason string
		outcome           Outcome
	}{
		{"npm run clean", "op-refuse-dist", "package.json's script clean runs: rm -rf dist; dist is kept", Refuse},
		{"task clean", "op-refuse-dist", "task clean runs: rm -rf dist; dist is kept", Refuse},
		{"composer test", "op-ask-phpunit", "script test runs: phpunit; tests are slow", Ask},
		{"rm -rf dist", "op-refuse-dist", "dist is kept", Refuse}, // the words themselves: refused as before
		// an operator's allow decides a part of a body as on the line
		{"git sync", "", "", Allow},
		{"just push", "", "", Allow},
		{"git push -f origin main", "op-allow-push", "", Allow},
		// and lifts only what it covers
		{"just nuke", "cmd.delete-home", "recipe nuke", Ask},
		// one over the runner's own words decides it
		{"npm run sync", "op-allow-sync", "", Allow},
		// an allow that matches a harmless body changes nothing
		{"npm run build", "", "", Allow},
		{"npm test", "", "", Allow},
		// a body that cannot be read changes nothing, a refuse over the floor too
		{"cd evalpkg && npm run dyn", "", "", Allow},
		{"npm run maybe", "", "", Allow},
	} {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main", ProjectFile: fx49rRead(home)}
		cmd := Read(c.cmd)
		v := pol.Evaluate(cmd, ctx, time.Now())
		if v.Outcome != c.outcome || c.rule != "" && v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%q: %v by %q (%s), want %v by %q saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.outcome, c.rule, c.reason)
		}
		if c.cmd == "rm -rf dist" || c.cmd == "git push -f origin main" {
			continue // no runner: Consults names the rules the words may try
		}
		ids := pol.Consults(cmd)
		for _, r := range []*Rule{refuseDist, askPhpunit, allowPush, allowRunner, allowBuild} {
			if !slices.Contains(ids, r.ID) {
				t.Errorf("%q: Consults %v lacks %s, which its body may meet", c.cmd, ids, r.ID)
			}
		}
	}
}
