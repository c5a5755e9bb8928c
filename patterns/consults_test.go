package patterns_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestConsults: a rule that Policy.Consults does not return for a command
// changes nothing about its verdict. Over every row of the corpus, with
// rules of every outcome and kind (programs named, by class, a part read
// as rm, shadow, scoped, ended, carved out of a default, over the floor),
// the verdict with only the rules Consults returns is the verdict with
// them all, and every rule the verdict names is among them. The queue
// checks a stored rule again (its audit entry, its guard rails) only when
// an evaluation consults it: this is what makes that safe. A verdict not
// [patterns.Verdict.Nested] is the same again with only the rules
// Policy.ConsultsOnLine returns, which a hook checks first.
func TestConsults(t *testing.T) {
	end := testNowConsults.Add(24 * time.Hour)
	mk := func(id string, o patterns.Outcome, pattern string, f ...func(*patterns.Rule)) *patterns.Rule {
		r := &patterns.Rule{ID: id, Outcome: o, Reason: "reason of " + id, End: end}
		if pattern != "" {
			r.Pattern = patterns.MustParsePattern(pattern)
		}
		for _, f := range f {
			f(r)
		}
		return r
	}
	rules := []*patterns.Rule{
		mk("r-git", patterns.Allow, "git push --force origin main"),
		mk("r-make", patterns.Allow, "make test"),
		mk("r-go", patterns.Allow, "go test **"),
		mk("r-rm-allow", patterns.Allow, "rm -r -f build"),
		mk("r-rm-refuse", patterns.Refuse, "rm -r -f /srv/*"),
		mk("r-rm-ask", patterns.Ask, "rm **"),
		mk("r-curl", patterns.Ask, "curl **"),
		mk("r-tf", patterns.Refuse, "terraform destroy **"),
		mk("r-kubectl", patterns.Ask, "kubectl delete **"),
		mk("r-any", patterns.Ask, "[shell] -c *"),
		mk("r-pipe", patterns.Refuse, "curl ** | sh"),
		mk("r-shadow", patterns.Refuse, "git push **", func(r *patterns.Rule) { r.Mode = patterns.Shadow }),
		mk("r-shadow-rm", patterns.Refuse, "rm **", func(r *patterns.Rule) { r.Mode = patterns.Shadow }),
		mk("r-scoped", patterns.Refuse, "npm publish **", func(r *patterns.Rule) { r.Scope.Agent = "corpus" }),
		mk("r-ended", patterns.Allow, "npm publish --dry-run", func(r *patterns.Rule) { r.End = testNowConsults.Add(-time.Hour) }),
		mk("r-carve", patterns.Allow, "", func(r *patterns.Rule) { r.Over = "cmd.force-push" }),
		mk("r-floor", patterns.Refuse, "", func(r *patterns.Rule) { r.Over = patterns.UnreadableRule }),
	}
	all := mustPolicy(t, rules)
	byKey := map[string]*patterns.Policy{}
	nested := 0
	for _, row := range loadCorpus(t) {
		cmd := patterns.Read(row.command)
		ctx := corpusContext(row.cwd)
		ids := all.Consults(cmd)
		v := all.Evaluate(cmd, ctx, testNowConsults)
		want := verdictJSON(t, v)
		for _, id := range namedRules(v) {
			if strings.HasPrefix(id, "r-") && !slices.Contains(ids, id) {
				t.Errorf("line %d %q: the verdict names %s, which Consults (%v) does not return", row.line, row.command, id, ids)
			}
		}
		key := strings.Join(ids, ",")
		some, ok := byKey[key]
		if !ok {
			var kept []*patterns.Rule
			for _, r := range rules {
				if slices.Contains(ids, r.ID) {
					kept = append(kept, r)
				}
			}
			some = mustPolicy(t, kept)
			byKey[key] = some
		}
		if got := verdictJSON(t, some.Evaluate(cmd, ctx, testNowConsults)); got != want {
			t.Errorf("line %d %q: with only the rules consulted (%v) the verdict is\n%s\nwith them all\n%s", row.line, row.command, ids, got, want)
		}
		if v.Nested {
			nested++
			continue
		}
		// A verdict that judged nothing beyond the line needs only the
		// rules the line's own parts may try (fx62e).
		line := all.ConsultsOnLine(cmd)
		key = strings.Join(line, ",")
		some, ok = byKey[key]
		if !ok {
			var kept []*patterns.Rule
			for _, r := range rules {
				if slices.Contains(line, r.ID) {
					kept = append(kept, r)
				}
			}
			some = mustPolicy(t, kept)
			byKey[key] = some
		}
		if got := verdictJSON(t, some.Evaluate(cmd, ctx, testNowConsults)); got != want {
			t.Errorf("line %d %q: not nested, with only the rules on its line (%v) the verdict is\n%s\nwith them all\n%s", row.line, row.command, line, got, want)
		}
	}
	if nested < 50 {
		t.Errorf("only %d verdicts of the corpus are nested: the corpus does not exercise ConsultsOnLine", nested)
	}
	if len(byKey) < 5 {
		t.Errorf("only %d sets of rules consulted over the corpus: the rules do not exercise Consults", len(byKey))
	}
}

// testNowConsults is the time TestConsults evaluates at.
var testNowConsults = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func mustPolicy(t *testing.T, rules []*patterns.Rule) *patterns.Policy {
	t.Helper()
	pol, err := patterns.NewPolicy(rules)
	if err != nil {
		t.Fatal(err)
	}
	return pol
}

// verdictJSON is everything a verdict records, as the queue keeps it.
func verdictJSON(t *testing.T, v *patterns.Verdict) string {
	t.Helper()
	b, err := json.Marshal(v.Report())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// namedRules lists the rules a verdict names: the deciding one, each
// part's, and each shadow hit's.
func namedRules(v *patterns.Verdict) []string {
	ids := []string{v.Rule}
	for _, p := range v.Parts {
		ids = append(ids, p.Rule)
	}
	for _, h := range v.Shadow {
		ids = append(ids, h.Rule)
	}
	return ids
}
