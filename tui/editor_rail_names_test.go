package tui

import "testing"

// TestEditorRailNamesNoPath: rt45k #8. A namespace widened to * is a
// name: the shielded-place rail said the rule "would allow `kubectl …
// delete namespace /…/ozdesk`" and to "name the paths it acts on", which
// the screen contradicts. The rails pass it; the allow still stands aside
// at run time for a word a shielded default might match.
func TestEditorRailNamesNoPath(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.ask("claude", "dep", "kubectl --context=prod-eu-west-1-cluster-primary delete namespace staging-team-alpha-reviews")
	d.reload()
	d.settle()
	d.keys("A", "right", "right", "right", "right", "up", "up", "up")
	d.mustShow("pattern kubectl --context=prod-eu-west-1-cluster-primary delete namespace *", "guard rails: pass")
	d.mustNotShow("shielded-place", "name the paths", "namespace /")
}
