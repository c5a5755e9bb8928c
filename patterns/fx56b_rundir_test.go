package patterns

import "testing"

// fx56b (rt54 M28): a make or package-manager directory or makefile
// named through an expansion is followed where the line sets it, and
// asks by the floor where it is not known.

// fx56bDirFiles: d and pd run an ozdesk approval, h and ph are
// everyday, g is a repository whose top holds the approving Makefile,
// r a repository whose Makefile is everyday.
var fx56bDirFiles = map[string]string{
	"home/proj/d/Makefile":      "all:\n\tozdesk queue approve 19\n",
	"home/proj/h/Makefile":      "all:\n\techo hi\n",
	"home/proj/pd/package.json": `{"name":"z","scripts":{"test":"ozdesk queue approve 1"}}`,
	"home/proj/ph/package.json": `{"name":"h","scripts":{"test":"echo hi"}}`,
	"home/proj/g/.git/HEAD":     "ref: refs/heads/main\n",
	"home/proj/g/Makefile":      "all:\n\tozdesk queue approve 19\n",
	"home/proj/g/sub/x.txt":     "x\n",
	"home/proj/r/.git/HEAD":     "ref: refs/heads/main\n",
	"home/proj/r/Makefile":      "all:\n\tgo test ./...\n",
	"home/proj/r/sub/x.txt":     "x\n",
}

// TestRunnerDirComputed checks the computed directories of make and npm
// over real files: followed through the line's variables and the
// repository's top, unread (the floor) otherwise, everyday forms
// allowed.
func TestRunnerDirComputed(t *testing.T) {
	checkDiskScripts(t, fx56bDirFiles, []diskScriptCase{
		{`D=d; make -C "$D"`, guardTamperRule, "d/Makefile's target all runs"},
		{`D=d; make --directory="$D"`, guardTamperRule, "d/Makefile's target all runs"},
		{`D=d; cd "$D" && make`, guardTamperRule, "Makefile's target all runs"},
		{`P=pd; npm --prefix "$P" test`, guardTamperRule, "pd/package.json's script test"},
		{`cd g/sub && make -C "$(git rev-parse --show-toplevel)"`, guardTamperRule, "Makefile's target all runs"},
		{`make -C "$(echo d)"`, UnreadableRule, "is computed at run time"},
		{`make -C $(ls -d d)`, UnreadableRule, "is computed at run time"},
		{`make --directory="$(echo d)"`, UnreadableRule, "is computed at run time"},
		{`make -f "$(echo d)/Makefile"`, UnreadableRule, "is computed at run time"},
		{`X=$(echo d); make -C "$X"`, UnreadableRule, "is computed at run time"},
		{`npm --prefix "$(echo pd)" test`, UnreadableRule, "is computed at run time"},
		{`npm test --prefix=$(echo pd)`, UnreadableRule, "is computed at run time"},
		{`cd "$(echo d)" && make`, UnreadableRule, "a directory ozdesk cannot know"},
		{`cd $(echo pd) && npm test`, UnreadableRule, "a directory ozdesk cannot know"},
		{`for d in */; do (cd "$d" && make); done`, UnreadableRule, "a directory ozdesk cannot know"},
		{`D=h; make -C "$D"`, "", ""},
		{`P=ph; npm --prefix "$P" test`, "", ""},
		{`cd r/sub && make -C "$(git rev-parse --show-toplevel)"`, "", ""},
		{`cd h && make -C $(dirname $(pwd))`, "", ""},
		{`make -C "$X" --version`, "", ""},
		{`make -C "$DIR" test`, "", ""},
		{`cd "$PROJECT_ROOT" && make`, "", ""},
		{`cd "$(git rev-parse --show-toplevel)" && make`, "", ""},
		{`cd "$X" && npm view left-pad`, "", ""},
		{`cd "$X" && ls`, "", ""},
		{"make -C $(pwd)/h", "", ""},
		{"make -C h", "", ""},
	})
}
