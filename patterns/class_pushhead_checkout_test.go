package patterns

import "testing"

// TestLineCheckedOut: the branch a bare push pushes is the one a checkout
// just before it names only where the push runs after that checkout
// succeeded (an && chain at the line's top) and every other part before
// it makes no ref (rt46 §B: `git checkout -q feature/x && git push
// --force-with-lease`); the repository's answer for it is
// TestBarePushBranch's (queue).
func TestLineCheckedOut(t *testing.T) {
	for _, tc := range []struct {
		line   string
		branch string
		read   bool
	}{
		{"git push -f", "", true},
		{"git add -A && git push -f", "", true},
		{"git checkout -q feature/x && git push --force-with-lease", "feature/x", true},
		{"git switch --quiet feature/x && git push -f", "feature/x", true},
		{"git checkout main && git checkout -q feature/x && git add -A && git commit -qm x && git push -f", "feature/x", true},
		{"git checkout -q feature/x && git checkout main && git push -f", "main", true},
		{"(git checkout -q feature/x && git push -f)", "feature/x", true},
		{"git checkout -q feature/x; git push -f", "", false},
		{"git checkout -q feature/x || git push -f", "", false},
		{"git checkout -q x || git checkout -q feature/x && git push -f", "", false},
		{"git checkout -q feature/x && git push -f || true", "feature/x", true},
		{"git checkout -q feature/x | cat && git push -f", "", false},
		{"git checkout -b feature/x && git push -f", "", false},
		{"git checkout -f feature/x && git push -f", "", false},
		{"git checkout feature/x -- a.txt && git push -f", "", false},
		{"git checkout HEAD~1 && git push -f", "", false},
		{"git checkout @{-1} && git push -f", "", false},
		{"git checkout $B && git push -f", "", false},
		{"git -C ../o checkout feature/x && git push -f", "", false},
		{"sudo git checkout feature/x && git push -f", "", false},
		{"cd sub && git checkout feature/x && git push -f", "", false},
		{"git checkout feature/x && sudo git push -f", "", false},
		{"bash -c 'git checkout feature/x && git push -f'", "", false},
	} {
		cmd := Read(tc.line)
		p := cmd.Parts[len(cmd.Parts)-1]
		for _, q := range cmd.Parts {
			if q.Program == "git" && len(q.Args()) > 0 && isLit(q.Args()[0], "push") {
				p = q
			}
		}
		ctx := &Context{cmd: cmd}
		branch, read := lineCheckedOut(ctx, p)
		if branch != tc.branch || read != tc.read {
			t.Errorf("%q: lineCheckedOut = %q, %v, want %q, %v", tc.line, branch, read, tc.branch, tc.read)
		}
	}
}
