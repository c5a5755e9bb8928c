package patterns

import "testing"

// fx45rCases are rt44's finds on issue 7's truthful asks: everyday work
// that asked, and asks that named the wrong reason.
var fx45rCases = []doesCase{
	// A loop variable holds the loop's items: a glob in the workdir is
	// neither the home nor a secrets file (class_loopvar.go).
	{`for f in *.jpeg; do mv "$f" "${f%.jpeg}.jpg"; done`, ""},
	{`for f in *.jpeg; do rm "$f"; done`, ""},
	{`for f in src/*.go; do mv "$f" "${f%.go}.txt"; done`, ""},
	{`for f in a.txt b.txt; do rm "$f"; done`, ""},
	{`for f in /srv/app/*.log; do rm -f "$f"; done`, "cmd.delete-outside"},
	{`for f in *.jpeg ~; do rm -rf "$f"; done`, "cmd.delete-home"},
	{`for f in *.jpeg; do rm -rf "$f"; f=~; done`, "cmd.delete-home"},
	{`rm -rf "$f"; for f in *.jpeg; do :; done`, "cmd.delete-home"},
	{`for f in *.jpeg; do rm -rf $f; done`, "cmd.delete-home"},
	{`for f in "$@"; do rm -rf "$f"; done`, "cmd.delete-home"},
	{`for f in $(cat list); do rm -rf "$f"; done`, "cmd.delete-home"},
	{`x=$x; rm -rf "$x"`, "cmd.delete-home"},       // x's value reads x: judged once, no loop
	{`x=~/.ssh/k; rm -rf "$x"`, "cmd.credentials"}, // a file in ~/.ssh, not the home
	// the current branch's name, printed by git, is no forced refspec,
	// no deleting one and no flag (class_git_branchname.go)
	{`git push origin "$(git branch --show-current)"`, ""},
	{`git push -u origin "$(git rev-parse --abbrev-ref HEAD)"`, ""},
	{`git push -u origin $(git branch --show-current)`, ""},
	{"git push origin `git symbolic-ref --short HEAD`", ""},
	{`git push origin "+$(git branch --show-current)"`, "cmd.force-push"},
	{`git push -f origin "$(git branch --show-current)"`, "cmd.force-push"},
	{`git push origin "$(git branch --show-current; echo +main)"`, "cmd.force-push"},
	{`git push origin $(git branch)`, "cmd.force-push"},
	{`git push origin $(cat branch)`, "cmd.force-push"},
	// rt44's `rm -rf $HOME/../rt44` and `./../../rt44/home` resolve to
	// /work/rt/rt44/rt44 there, not to the home: delete-outside is right;
	// spellings that do reach the home name it.
	{`rm -rf "$HOME/../op"`, "cmd.delete-home"},
	{`rm -rf ./../../op`, "cmd.delete-home"},
	{`rm -rf ~/../../home`, "cmd.delete-home"},
	{`rm -rf "$HOME/../x"`, "cmd.delete-outside"},
	{`rm -rf ./../../x/op`, "cmd.delete-outside"},
	// find's absolute starting point bounds what it lists to xargs -0
	// (xargs_listed.go): below it, not the home.
	{`find /mnt/backup -name "*" -print0 | xargs -0 rm -rf`, "cmd.delete-outside"},
	{`find /srv/app/logs -type f -print0 | xargs -0 rm -f`, "cmd.delete-outside"},
	{`find / -print0 | xargs -0 rm -rf`, "cmd.delete-home"},
	{`find /home -print0 | xargs -0 rm -rf`, "cmd.delete-home"},
	{`find /mnt/../home -print0 | xargs -0 rm -rf`, "cmd.delete-home"},
}

// TestFx45rReasons checks fx45rCases against the defaults.
func TestFx45rReasons(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx45r ", fx45rCases)
}

// fx45rRenameCases: rename of a glob writes the glob's names with the
// suffix swapped (does_rename_glob.go), not anything in the directory;
// judged where the project's harness settings are guarded.
var fx45rRenameCases = []evalCase{
	allow(`rename 's/\.jpeg$/.jpg/' *.jpeg`),
	allow(`rename .jpeg .jpg *.jpeg`),
	allow(`rename -v 's/\.JPG$/.jpg/' img/*.JPG`),
	ask(`rename 's/\.jpeg$/.json/' *.jpeg`, "cmd.guard-tamper"),
	ask(`rename .jpeg .json *.jpeg`, "cmd.guard-tamper"),
	allow(`rename 's/x/y/' *.jpeg`), // fx46c: x cannot reach .jpeg (does_rename_stem.go)
	ask(`rename 's/x/y/' *.json`, "cmd.guard-tamper"),
	ask(`rename 's/\.jpeg$/.jpg/g' *.jpeg`, "cmd.guard-tamper"),
	ask(`rename 's/\.jpeg$/\/..\/x/' *.jpeg`, "cmd.guard-tamper"),
}

// TestFx45rRename checks fx45rRenameCases.
func TestFx45rRename(t *testing.T) { runGuardedCases(t, fx45rRenameCases) }
