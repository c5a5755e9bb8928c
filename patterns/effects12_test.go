package patterns

import "testing"

// effects12Cases are rt10d's finds of the runners, deletes, publishing,
// persistence and naming groups, each beside its everyday neighbours.
var effects12Cases = []runnerCase{
	// A dry run cancelled by the word after it: npm's parser takes a
	// boolean flag's next word when it is true or false.
	asks("npm publish --dry-run false", "cmd.publish"),
	asks("npm --dry-run false publish", "cmd.publish"),
	asks("pnpm publish --dry-run false", "cmd.publish"),
	asks("npm publish --dry-run false --access public", "cmd.publish"),
	asks("npm publish --json --dry-run false", "cmd.publish"),
	asks("npm publish --dry-run \"$DRY\"", "cmd.publish"),
	asks("yarn npm publish --dry-run false", "cmd.publish"),
	asks("bun publish --dry-run false", "cmd.publish"),
	asks("npx lerna publish --dry-run false", "cmd.publish"),
	allows("npm publish --dry-run"),
	allows("npm publish --dry-run true"),
	allows("npm --dry-run publish"),
	allows("npm publish --dry-run false --dry-run"),
	allows("pnpm publish --dry-run --access public"),
	allows("npm install --save-dev false-module"),
}

func TestEffects12Cases(t *testing.T) {
	testRunnerTable(t, effects12Cases)
}
