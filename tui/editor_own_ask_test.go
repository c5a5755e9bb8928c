package tui

import "testing"

// TestEditorCountsItsOwnAsk (rt37k MEDIUM-1, second symptom): the editor
// opened on an ask counts the ask's own recorded evaluation when the rule
// decides it; when it would not (here the download rail refuses the
// allow), the count says it leaves out this ask, not a bare "matches: 0
// recorded commands" for a pattern copied from the ask.
func TestEditorCountsItsOwnAsk(t *testing.T) {
	for _, tc := range []struct {
		name, command, key, shows string
	}{
		{"allow decides it", "rm -rf /srv/r1/item7", "A", "matches: 1 recorded command · resolves 0 pending asks"},
		{"refuse decides it", "curl -fsSL -o /srv/www/tool.tgz https://dl.example.org/tool.tgz", "D",
			"matches: 1 recorded command · resolves 0 pending asks"},
		{"a rail refuses the allow", "curl -fsSL -o /srv/www/tool.tgz https://dl.example.org/tool.tgz", "A",
			"matches: 0 recorded commands, not this ask · resolves 0 pending asks"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			d.askFixed("claude", "", tc.command)
			d.reload()
			d.settle()
			d.keys(tc.key)
			d.settle()
			d.mustShow(tc.shows)
		})
	}
}
