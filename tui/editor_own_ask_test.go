package tui

import "testing"

// TestEditorCountsItsOwnAsk (rt37k MEDIUM-1, second symptom): the editor
// opened on an ask counts the ask's own recorded evaluation when the rule
// decides it; when it would not (here the download rail refuses the
// allow), the count says it leaves out this ask, not a bare "matches: 0
// recorded commands" for a pattern copied from the ask. The same over the
// broker (rt46k M6: the wire dropped whether the rule decides its ask, and
// a protected desk said "not this ask" of every rule, written or not).
func TestEditorCountsItsOwnAsk(t *testing.T) {
	for _, tc := range []struct {
		name, command, key, shows string
	}{
		{"allow decides it", "rm -rf /srv/r1/item7", "A", "matches: 1 recorded command · resolves 0 pending asks"},
		{"refuse decides it", "curl -fsSL -o /srv/www/tool.tgz https://dl.example.org/tool.tgz", "D",
			"matches: 1 recorded command · resolves 0 pending asks"},
	} {
		for _, mode := range []string{"direct", "broker"} {
			t.Run(tc.name+"/"+mode, func(t *testing.T) {
				d := openDesk(t, 120, 40)
				d.askFixed("claude", "", tc.command)
				if mode == "broker" {
					d.overBroker()
				}
				d.reload()
				d.settle()
				d.keys(tc.key)
				d.settle()
				d.mustShow(tc.shows)
			})
		}
	}
}

// TestEditorOverBrokerGolden: the editor of a protected desk, opened with
// A on an ask its rule decides, at both golden sizes: "matches: 1
// recorded command", no "not this ask" (rt46k M6).
func TestEditorOverBrokerGolden(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			d.askFixed("agent2", "", "rm -rf /srv/agent2-data")
			d.overBroker()
			d.reload()
			d.settle()
			d.keys("A")
			d.settle()
			d.mustShow("matches: 1 recorded command")
			d.mustNotShow("not this ask")
			d.requireScreen(t)
		})
	}
}
