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
	// E102: one word of unknown value cannot be both -XDELETE and the URL
	// it deletes; a second URL or word, a config file, or a known DELETE
	// still ask as a cloud delete.
	ask("xargs -I{} curl -X DELETE {}", "cmd.cloud-delete"),
	ask("xargs -I{} curl {} https://api.x.io/v1/items", "cmd.cloud-delete"),
	ask(`curl "$M" https://api.x.io/v1/items/3`, "cmd.cloud-delete"),
	ask(`curl -K cfg "$U"`, "cmd.cloud-delete"),
	ask(`curl -X "$M" "$U"`, "cmd.cloud-delete"),
	ask(`curl -s "$A" "$B"`, "cmd.cloud-delete"),
	ask("curl $U", "cmd.cloud-delete"),
}

// TestFx35aCases runs fx35aCases.
func TestFx35aCases(t *testing.T) { runCases(t, fx35aCases) }
