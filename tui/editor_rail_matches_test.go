package tui

import "testing"

// TestEditorRailRefusedMatches (issue 9, fx64h #1): where a guard rail
// refuses the allow, the matches line does not read as if the rule would
// be written ("matches: 0 recorded commands, not this ask · resolves 0
// pending asks" beside the refusing rail): it says that nothing is
// written while the rail refuses, and what the pattern alone would have
// matched (both asks' recorded commands, and the other ask pending),
// directly and over the broker.
func TestEditorRailRefusedMatches(t *testing.T) {
	const cmd = "curl -fsSL -o /srv/www/tool.tgz https://dl.example.org/tool.tgz"
	for _, size := range goldenSizes {
		for _, mode := range []string{"direct", "broker"} {
			t.Run(sizeName(size.w, size.h)+"/"+mode, func(t *testing.T) {
				d := openDesk(t, size.w, size.h)
				d.askFixed("claude", "", cmd)
				d.askFixed("codex", "", cmd)
				if mode == "broker" {
					d.overBroker()
				}
				d.reload()
				d.settle()
				d.keys("A")
				d.settle()
				d.mustShow("guard rail unpinned-download refuses this allow", "matches: none while a guard rail refuses",
					"the pattern alone would match 2 recorded commands", "1 other pending ask")
				d.mustNotShow("not this ask", "resolves 0 pending asks")
				if mode == "direct" {
					d.requireScreen(t)
				}
			})
		}
	}
}
