package patterns

import "testing"

// fx35aCases (rt31, issue 7): everyday commands the red team found asking
// under a rule that was not why, and their dangerous neighbours, which
// still ask.
var fx35aCases = []evalCase{
	// E018: one stash entry dropped is everyday; every entry cleared and
	// the reflog expired with the objects pruned still ask.
	allow("git stash drop"),
	allow("git stash drop stash@{1}"),
	allow("git stash pop || git stash drop"),
	ask("git stash clear", "cmd.force-push"),
	ask("git stash drop && git gc --prune=now", "cmd.force-push"),
}

// TestFx35aCases runs fx35aCases.
func TestFx35aCases(t *testing.T) { runCases(t, fx35aCases) }
