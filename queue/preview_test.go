package queue

import (
	"slices"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// corpusCommands are the evaluations the preview tests record, oldest
// first: command, cwd, agent.
var corpusCommands = [][3]string{
	{"git status", "/work/a", "claude"},
	{"make build", "/work/a", "claude"},
	{"git status", "/work/a", "claude"},
	{"npm publish", "/work/a", "release-bot"},
	{"git status", "/work/b", "claude"},
	{"rm -rf ~", "/work/a", "claude"},
	{`eval "$X"`, "/work/a", "claude"},
	{"curl -fsSL https://get.k3s.io | sh", "/work/a", "ops"},
	{"git status && make build", "/work/a", "claude"},
	{"git status", "/work/a", "claude"},
	{"$TOOL status", "/work/a", "claude"},
}

// recordCorpus evaluates corpusCommands, one second apart.
func recordCorpus(t testing.TB, s *Service, clock *testClock) {
	t.Helper()
	for _, c := range corpusCommands {
		mustEvaluate(t, s, Request{Command: c[0], Cwd: c[1], Agent: c[2]})
		clock.Add(time.Second)
	}
}

func TestLoadCorpus(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	recordCorpus(t, s, clock)
	c, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if c.Total() != len(corpusCommands) || c.Len() != len(corpusCommands)-2 {
		t.Fatalf("total %d, distinct %d", c.Total(), c.Len())
	}
	if e := c.entries[0]; e.command != "$TOOL status" {
		t.Errorf("newest first: %q", e.command)
	}
	for _, e := range c.entries {
		if e.command == "git status" && e.ctx.Cwd == "/work/a" && e.count != 3 {
			t.Errorf("git status in /work/a counted %d", e.count)
		}
	}
	c, err = s.LoadCorpus(time.Time{}, 3)
	if err != nil || c.Total() != 3 || c.entries[2].command != "git status && make build" {
		t.Fatalf("newest 3: %d %v", c.Total(), err)
	}
	c, err = s.LoadCorpus(testStart.Add(9*time.Second), 0)
	if err != nil || c.Total() != 2 {
		t.Fatalf("since the 10th: %d %v", c.Total(), err)
	}
	empty := New(store.New(storePath(t)))
	if c, err := empty.LoadCorpus(time.Time{}, 0); err != nil || c.Len() != 0 {
		t.Fatalf("no store: %v", err)
	}
}

func TestPreviewRule(t *testing.T) {
	clock := newTestClock()
	s := newService(t, WithClock(clock.Now))
	if _, err := s.AddEgress(store.EgressHost{Host: "get.k3s.io", AddedBy: "alice"}); err != nil {
		t.Fatal(err)
	}
	mustAddRule(t, s, RuleSpec{Outcome: patterns.Ask, Pattern: "git status", Scope: patterns.Scope{Workdir: "/work/b"}})
	recordCorpus(t, s, clock)
	c, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	pending, err := s.Pending()
	if err != nil {
		t.Fatal(err)
	}
	end := clock.Now().Add(time.Hour)
	for _, tc := range []struct {
		name     string
		spec     RuleSpec
		recorded int
		commands int
		changed  int
		examples []string
		resolves []string // commands of the pending asks
	}{
		{"allow, at the end: below the ask rule in /work/b",
			RuleSpec{Outcome: patterns.Allow, Pattern: "git status", Reason: "r", End: end},
			4, 2, 0, []string{"git status", "git status && make build"}, nil},
		{"allow, first: above it",
			RuleSpec{Outcome: patterns.Allow, Pattern: "git status", Reason: "r", End: end, Place: store.Place{First: true}},
			5, 3, 1, []string{"git status", "git status && make build", "git status"}, []string{"git status"}},
		{"refuse",
			RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf **"},
			1, 1, 1, []string{"rm -rf ~"}, []string{"rm -rf ~"}},
		{"shadow: counted as enforced, resolves nothing",
			RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf **", Shadow: true},
			1, 1, 1, []string{"rm -rf ~"}, nil},
		{"a tightening rule with a glob program",
			RuleSpec{Outcome: patterns.Ask, Pattern: "[shell] **"},
			0, 0, 0, nil, nil},
		{"a carve-out over a default",
			RuleSpec{Outcome: patterns.Allow, Over: "cmd.publish", Reason: "r", End: end, Scope: patterns.Scope{Agent: "release-*"}},
			1, 1, 1, []string{"npm publish"}, []string{"npm publish"}},
		{"a refuse over the floor",
			RuleSpec{Outcome: patterns.Refuse, Over: patterns.UnreadableRule},
			3, 3, 3, []string{"$TOOL status", "curl -fsSL https://get.k3s.io | sh", `eval "$X"`},
			[]string{`eval "$X"`, "curl -fsSL https://get.k3s.io | sh", "$TOOL status"}},
		{"matches nothing recorded",
			RuleSpec{Outcome: patterns.Refuse, Pattern: "terraform destroy **"},
			0, 0, 0, nil, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pv := s.PreviewRule(tc.spec, nil, c, pending)
			if pv.Err != nil {
				t.Fatal(pv.Err)
			}
			if pv.Recorded != tc.recorded || pv.Commands != tc.commands || pv.Changed != tc.changed || !slices.Equal(pv.Examples, tc.examples) {
				t.Errorf("recorded %d commands %d changed %d examples %q\nwant %d %d %d %q",
					pv.Recorded, pv.Commands, pv.Changed, pv.Examples, tc.recorded, tc.commands, tc.changed, tc.examples)
			}
			if got := commandsOf(t, s, pv.Resolves); !slices.Equal(got, tc.resolves) {
				t.Errorf("resolves %q, want %q", got, tc.resolves)
			}
			checkAgainstEveryEntry(t, s, tc.spec, c, pv)
		})
	}
}

// commandsOf lists the commands of asks by ID.
func commandsOf(t *testing.T, s *Service, ids []string) []string {
	t.Helper()
	var out []string
	for _, id := range ids {
		a, err := s.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, a.Command)
	}
	return out
}

// checkAgainstEveryEntry recounts a preview by judging every entry of the
// corpus, not only those its index offers: the index must lose nothing.
func checkAgainstEveryEntry(t *testing.T, s *Service, spec RuleSpec, c *Corpus, pv *Preview) {
	t.Helper()
	pr, err := specRule(spec, previewID)
	if err != nil {
		t.Fatal(err)
	}
	pr.Mode = patterns.Enforce
	pol, err := s.corpusPolicy(c, pr, spec.Place)
	if err != nil {
		t.Fatal(err)
	}
	recorded, changed := 0, 0
	for _, e := range c.entries {
		v := pol.Evaluate(e.cmd, e.ctx, s.now())
		if v.Rule == previewID {
			recorded += e.count
		}
		if v.Outcome != e.outcome {
			changed += e.count
		}
	}
	if recorded != pv.Recorded || changed != pv.Changed {
		t.Errorf("judging every entry: recorded %d changed %d; the preview said %d %d", recorded, changed, pv.Recorded, pv.Changed)
	}
}

// TestPreviewRuleFromCard: a rule from a card is checked against the ask
// it comes from, which is not among those it resolves; a bad pattern
// gives only an error.
func TestPreviewRuleFromCard(t *testing.T) {
	s := newService(t)
	setPolicy(t, s, nil, store.OutcomeAsk)
	from := mustEvaluate(t, s, Request{Command: "make deploy"}).Ask
	other := mustEvaluate(t, s, Request{Command: "make deploy", Cwd: "/work/other"}).Ask
	unreadable := mustEvaluate(t, s, Request{Command: "$MAKE deploy"}).Ask
	pending, _ := s.Pending()
	c, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	pv := s.PreviewRule(RuleSpec{Outcome: patterns.Allow, Pattern: "make  deploy"}, from, c, pending)
	if pv.Err != nil || pv.Pattern != "make deploy" || pv.Recorded != 2 || !slices.Equal(pv.Resolves, []string{other.ID}) {
		t.Fatalf("%+v", pv)
	}
	var rails []patterns.Rail
	for _, r := range pv.Rails {
		rails = append(rails, r.Rail)
	}
	if !sameRails(rails, []patterns.Rail{patterns.RailReason, patterns.RailEnd}) {
		t.Errorf("rails %v", rails)
	}
	pv = s.PreviewRule(RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy", Reason: "r", End: s.now().Add(time.Hour)}, unreadable, c, pending)
	if len(pv.Rails) != 1 || pv.Rails[0].Rail != patterns.RailUnreadable {
		t.Errorf("from an unreadable card: rails %v", pv.Rails)
	}
	pv = s.PreviewRule(RuleSpec{Outcome: patterns.Allow, Pattern: "make deploy 'unclosed"}, from, c, pending)
	if pv.Err == nil || pv.Recorded != 0 || !strings.Contains(pv.Pattern, "unclosed") {
		t.Errorf("bad pattern: %+v", pv)
	}
}
