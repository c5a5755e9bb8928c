package patterns

import "testing"

// findHomeCases (fx28d1, rt28d #4): find from the home with one -name
// that a home's own name cannot match (a dot in it: *.pyc, .DS_Store)
// deletes files below the home, outside the workdir: it asks as a delete
// outside that might be, never as "deletes your home directory". A name
// the home might bear, or no -name, still asks as home deletion.
var findHomeCases = []evalCase{
	ask(`find ~ -name "*.pyc" -delete`, "cmd.delete-outside"),
	ask(`find "$HOME" -name "*.swp" -delete`, "cmd.delete-outside"),
	ask(`find ~ -name "*.bak" -delete`, "cmd.delete-outside"),
	ask(`find ~ -name .DS_Store -delete`, "cmd.delete-outside"),
	ask(`find ~ -delete`, "cmd.delete-home"),
	ask(`find ~ -name "*" -delete`, "cmd.delete-home"),
	ask(`find ~ -name "op*" -delete`, "cmd.delete-home"),
	ask(`find $HOME -name '*' -delete`, "cmd.delete-home"),
	allow(`find . -name "*.pyc" -delete`),
}

func TestFindHomeCases(t *testing.T) { runCases(t, findHomeCases) }
