package patterns

import (
	"testing"
	"time"
)

// testContext is the context the evaluation tables run in: an operator's
// project inside their home, on a node with a store under ~/.local/state.
func testContext() *Context {
	return &Context{
		Cwd:       "/home/op/proj",
		Home:      "/home/op",
		Egress:    []string{"get.k3s.io", "*.githubusercontent.com"},
		Protected: []string{"/home/op/.local/state/ozdesk"},
		Agent:     "claude",
		Node:      "node1",
	}
}

// testNow is the time the evaluation tables run at.
var testNow = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// TestDefaultExamples checks the examples each default documents: the
// commands it catches ask by that default, the everyday ones are allowed.
func TestDefaultExamples(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	// The examples run through the binary too (explain.txtar), where the
	// queue guards the harness settings: check them in that context.
	ctx := guardedContext("/home/op/proj")
	for _, d := range DefaultInfos() {
		for _, c := range d.Caught {
			v := pol.Explain(c, ctx, testNow)
			if v.Outcome != Ask || v.Rule != d.ID {
				t.Errorf("%s should catch %q: got %s by %q (%s)", d.ID, c, v.Outcome, v.Rule, v.Reason)
			}
		}
		for _, c := range d.Passed {
			v := pol.Explain(c, ctx, testNow)
			if v.Outcome != Allow {
				t.Errorf("%s should pass %q: got %s by %q (%s)", d.ID, c, v.Outcome, v.Rule, v.Reason)
			}
		}
	}
}
