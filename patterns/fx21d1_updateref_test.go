package patterns

import "testing"

// fx21d1UpdateRefCases are rt21d #4: a default branch reset or replaced
// through git's plumbing asks as `git branch -f main X` does; other refs,
// and HEAD read or pointed at a branch, stay allowed.
var fx21d1UpdateRefCases = []doesCase{
	{`git update-ref refs/heads/main HEAD~20`, "cmd.force-push"},
	{`git update-ref refs/heads/master HEAD~50`, "cmd.force-push"},
	{`git update-ref -m reset refs/heads/main HEAD~1`, "cmd.force-push"},
	{`git update-ref --no-deref refs/heads/main HEAD~1`, "cmd.force-push"},
	{`git -C app update-ref refs/heads/main HEAD~2`, "cmd.force-push"},
	{`git symbolic-ref refs/heads/main refs/heads/x`, "cmd.force-push"},
	// Everyday neighbours.
	{`git update-ref refs/heads/feature HEAD~1`, ""},
	{`git update-ref refs/tags/v1 HEAD`, ""},
	{`git symbolic-ref HEAD`, ""},
	{`git symbolic-ref --short -q HEAD`, ""},
	{`git symbolic-ref HEAD refs/heads/feature`, ""},
}

// TestFx21d1UpdateRef checks fx21d1UpdateRefCases against the defaults.
func TestFx21d1UpdateRef(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", fx21d1UpdateRefCases)
}
