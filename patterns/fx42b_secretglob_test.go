package patterns

import "testing"

// fx42bSecretGlobCases (fx42b, rt41 wrong rule 8): a glob of a credential
// store's entries copied into the project is the store copied, as `cp -r
// ~/.ssh .` is: credentials, not guard-tamper's "might".
var fx42bSecretGlobCases = []evalCase{
	ask(`cp ~/.ssh/* .`, "cmd.credentials"),
	ask(`cp ~/.ssh/id* ./keys/`, "cmd.credentials"),
	ask(`cp ~/.aws/* ./backup/`, "cmd.credentials"),
	ask(`cp -r ~/.ssh .`, "cmd.credentials"),
	allow(`cp ../shared/*.go .`),
	allow(`cp src/*.txt build/`),
}

func TestFx42bSecretGlob(t *testing.T) { runCases(t, fx42bSecretGlobCases) }
