package patterns

import (
	"errors"
	"path/filepath"
	"testing"
)

// fx57e (rt56 R1, R8, R12): a program word spelling the workdir, a loop
// variable over a glob or a list as the script or program word, and a
// shell fed its script on stdin through su, sudo -i, script or unshare
// run the file they name: it is read as `./p`, `. ./x.sh` and `bash < F`
// are.

// diskGlob lists a script glob's matches as the queue's lister does
// (the disk-case tests): an error past max.
func diskGlob(pattern string, max int) ([]string, error) {
	m, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	if len(m) > max {
		return nil, errors.New("too many matches")
	}
	return m, nil
}

// fx57eFiles: p and s/x.sh approve an ask; h, s/h.sh and the harmless
// directory's scripts do not.
var fx57eFiles = map[string]string{
	"home/proj/p":          "#!/bin/sh\nozdesk queue approve 1\n",
	"home/proj/h":          "#!/bin/sh\necho hello\n",
	"home/proj/s/env.sh":   "ozdesk queue approve 7\n",
	"home/proj/s/b.sh":     "echo b\n",
	"home/proj/ok/a.sh":    "echo a\n",
	"home/proj/ok/b.sh":    "echo b\n",
	"home/proj/lib.sh":     "ozdesk queue approve 10\n",
	"home/proj/hl.sh":      "echo hello\n",
	"home/proj/many/1.sh":  "echo 1\n",
	"home/proj/many/2.sh":  "echo 2\n",
	"home/proj/many/3.sh":  "echo 3\n",
	"home/proj/many/4.sh":  "echo 4\n",
	"home/proj/many/5.sh":  "echo 5\n",
	"home/proj/many/6.sh":  "echo 6\n",
	"home/proj/many/7.sh":  "echo 7\n",
	"home/proj/many/8.sh":  "echo 8\n",
	"home/proj/many/9.sh":  "echo 9\n",
	"home/proj/many/10.sh": "echo 10\n",
}

// fx57eProgCases: R1, the program word.
var fx57eProgCases = []diskScriptCase{
	{"~+/p", guardTamperRule, "ozdesk queue approve 1"},
	{`"$PWD/p"`, guardTamperRule, "ozdesk queue approve 1"},
	{`"${PWD}"/p`, guardTamperRule, "ozdesk queue approve 1"},
	{`"$(pwd)/p"`, guardTamperRule, "ozdesk queue approve 1"},
	{`"$(pwd -P)"/p`, guardTamperRule, "ozdesk queue approve 1"},
	{`"$(realpath .)/p"`, guardTamperRule, "ozdesk queue approve 1"},
	{`X=.; "$X/p"`, guardTamperRule, "ozdesk queue approve 1"},
	{"exec ~+/p", guardTamperRule, "ozdesk queue approve 1"},
	{`nohup "$PWD/p"`, guardTamperRule, "ozdesk queue approve 1"},
	{"timeout 5 ~+/p", guardTamperRule, "ozdesk queue approve 1"},
	{`"$HOME/proj/p"`, guardTamperRule, "ozdesk queue approve 1"},
	{"cd s && ~+/../p", guardTamperRule, "ozdesk queue approve 1"},
	{"PWD=/tmp; ~+/p", UnreadableRule, "names a file ozdesk cannot know"},
	// everyday: the same spellings of a harmless file, a directory not known
	{"~+/h", "", ""},
	{`"$PWD/h"`, "", ""},
	{`"$(pwd)/h" --version`, "", ""},
	{`X=.; "$X/h"`, "", ""},
	{`"$DIR/build.sh"`, "", ""},
	{`"$PWD/nonexistent"`, "", ""},
	{`"$(git rev-parse --show-toplevel)/h"`, "", ""},
}

// TestProgramWordSpelled checks fx57eProgCases over real files.
func TestProgramWordSpelled(t *testing.T) { checkDiskScripts(t, fx57eFiles, fx57eProgCases) }

// fx57eLoopCases: R8, a loop variable as the script or program word.
var fx57eLoopCases = []diskScriptCase{
	{`for f in ./s/*.sh; do . "$f"; done`, guardTamperRule, "ozdesk queue approve 7"},
	{"for f in s/*.sh; do source $f; done", guardTamperRule, "ozdesk queue approve 7"},
	{`for f in "$PWD"/s/*.sh; do . "$f"; done`, guardTamperRule, "ozdesk queue approve 7"},
	{`for f in ~+/s/e*; do bash "$f"; done`, guardTamperRule, "ozdesk queue approve 7"},
	{`for f in ./s/*.sh; do bash "$f"; done`, guardTamperRule, "ozdesk queue approve 7"},
	{`for f in ./ok/*.sh ./s/*.sh; do . "$f"; done`, guardTamperRule, "ozdesk queue approve 7"},
	{`for f in hl.sh lib.sh; do . "./$f"; done`, guardTamperRule, "ozdesk queue approve 10"},
	{`for f in hl.sh lib.sh; do bash "$f"; done`, guardTamperRule, "ozdesk queue approve 10"},
	{`for f in ./many/*.sh; do . "$f"; done`, UnreadableRule, "cannot be listed"},
	// everyday: a loop over harmless scripts, a glob matching nothing
	{`for f in ./ok/*.sh; do . "$f"; done`, "", ""},
	{`for f in ok/*.sh; do bash "$f"; done`, "", ""},
	{`for f in ./nothing/*.sh; do . "$f"; done`, "", ""},
	{`for f in ./s/*.sh; do echo "$f"; done`, "", ""},
	{`for f in hl.sh; do . "./$f"; done`, "", ""},
}

// TestLoopScriptWord checks fx57eLoopCases over real files.
func TestLoopScriptWord(t *testing.T) { checkDiskScripts(t, fx57eFiles, fx57eLoopCases) }
