package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestQueueListQuotesAgents: `queue ls` writes an agent's name between
// the desk's quote marks, its own quote marks escaped, so that a name
// cannot read as the row's other columns (rt37k L9: "zz » rm -rf
// /srv/safe «" and "claude · 9 approved" printed raw).
func TestQueueListQuotesAgents(t *testing.T) {
	now := time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		agent string
		want  []string
	}{
		{"claude", []string{" «claude» "}},
		{"claude · 9 approved", []string{" «claude · 9 approved» "}},
		// cut in the middle, both of its quote marks escaped
		{"zz » rm -rf /srv/safe «", []string{` «zz \u00bb rm -rf /srv`, `afe \u00ab» `}},
		{"claude ", []string{` «claude\x20» `}},
		{"cl\x1b]0;pwned\aaude", []string{` «cl\e]0;pwned\aaude» `}},
		{strings.Repeat("a", 40) + "-rogue", []string{" «aaaa", "…aaaa-rogue» "}},
	} {
		t.Run(tc.agent, func(t *testing.T) {
			var out bytes.Buffer
			a := &app{stdout: &out, stderr: &out}
			a.printAsks([]store.Ask{{ID: "0000000003", State: store.StatePending, Agent: tc.agent,
				Command: "rm -rf /srv/r1", Created: now}}, false, false)
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			for _, w := range tc.want {
				if len(lines) != 2 || !strings.Contains(lines[1], w) {
					t.Fatalf("queue ls prints agent %q without %q:\n%s", tc.agent, w, out.String())
				}
			}
		})
	}
}
