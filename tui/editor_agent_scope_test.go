package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// TestThisAgentIsThatAgentAlone (rt14k #4): "this agent" is the asking
// agent and no other, whatever name it chose. A name holding a * (which
// a scope reads as any characters) cannot be scoped alone, and the editor
// says so instead of writing a rule for every agent; ? and [ ] are literal
// in a scope, so `[x]` and `a?` make rules for themselves only. A long
// name shows whole, its end (the *) in sight.
func TestThisAgentIsThatAgentAlone(t *testing.T) {
	long := strings.Repeat("ci-runner-production-deploy-", 4) + "*"
	cases := []struct {
		agent   string
		refused bool
		others  []string // agents the rule must not decide for
	}{
		{"*", true, nil},
		{"a*", true, nil},
		{"claude*", true, nil},
		{long, true, nil},
		{"[x]", false, []string{"x", "[y]"}},
		{"a?", false, []string{"ab"}},
	}
	for _, tc := range cases {
		t.Run(tc.agent[:min(len(tc.agent), 10)], func(t *testing.T) {
			d := openAskingDesk(t, 120, 40)
			d.ask(tc.agent, "glob", "rm -rf /tmp/glob-1")
			d.reload()
			d.settle()
			d.keys("A")
			if tc.agent == long {
				// whole, wrapped on lines of its own, its * in
				// sight before the closing quote (rt43k F1: a cut
				// name told twin agents no apart)
				d.mustShow("this agent, named", "deploy-*»")
				d.mustNotShow("name cut")
			}
			d.keys("enter", "glob test", "enter")
			if tc.refused {
				d.mustShow("holds a *, which a scope reads as any characters")
				d.mustNotShow("Write this rule?")
				return
			}
			d.mustShow("Write this rule?", "for agent «"+tc.agent+"»")
			d.keys("right", "enter")
			d.pastUndo()
			d.reload()
			rs := d.rules()
			if len(rs) != 1 || rs[0].Scope.Agent != tc.agent {
				t.Fatalf("rules %+v", rs)
			}
			for _, other := range tc.others {
				ans, err := d.svc.Evaluate(queue.Request{Command: "rm -rf /tmp/glob-1", Agent: other, Harness: "cli",
					Cwd: d.cwd(), Home: d.home(), Wait: time.Millisecond})
				must(t, err)
				if ans.Rule == rs[0].ID {
					t.Errorf("the rule for %q decided for %q", tc.agent, other)
				}
			}
		})
	}
}
