package patterns

import "testing"

// recipeFileCases: a recipe or task file in a temporary directory is code
// from outside the project (rt36 #3): unreadable, as make -f <(…) is. A
// recipe file in the tree stays allowed.
var recipeFileCases = []evalCase{
	ask("make -f /tmp/Makefile deploy", "cmd.unreadable"),
	ask("make --file=/var/tmp/M all", "cmd.unreadable"),
	ask("task --taskfile /tmp/Taskfile.yml deploy", "cmd.unreadable"),
	ask("just --justfile /dev/shm/j x", "cmd.unreadable"),
	allow("make -f build/Makefile"),
	allow("make deploy"),
	allow("task -t Taskfile.yml build"),
	allow("task -x build"),
	allow("just -f justfile test"),
}

func TestRecipeFile(t *testing.T) { runCases(t, recipeFileCases) }
