package patterns

import "testing"

// fx49sSelfGlobCases (rt48 A6): rimraf and del glob their operands
// themselves, so a quoted `*` after the home deletes all its entries and
// is named cmd.delete-home, as `rm -fr ~/*` is; a project glob stays
// allowed.
var fx49sSelfGlobCases = []evalCase{
	ask(`npx rimraf "$HOME/*"`, "cmd.delete-home"),
	ask(`rimraf "$HOME/*"`, "cmd.delete-home"),
	ask(`npx rimraf '../*'`, "cmd.delete-home"),
	ask(`npx del-cli "$HOME/*"`, "cmd.delete-home"),
	ask(`npx rimraf "/etc/*"`, "cmd.credentials"),
	allow(`npx rimraf "dist/*"`),
	allow(`npx rimraf "node_modules/**/*.log"`),
	allow(`npx rimraf dist coverage`),
}

func TestFx49sSelfGlob(t *testing.T) { runCases(t, fx49sSelfGlobCases) }
