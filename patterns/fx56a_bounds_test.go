package patterns

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx56a (rt54 M21): past the readers' bounds a runner asks: a chain of
// bodies deeper than bodyDepthMax, a program file past programFileMax;
// and a script holding a NUL byte is read as the shell runs it.

// fx56aChain is a chain of n scripts name1 → name2 … each running the
// next with bash, the last holding last.
func fx56aChain(files map[string]string, name string, n int, last string) {
	for i := 1; i < n; i++ {
		files[fmt.Sprintf("home/proj/%s%d", name, i)] = fmt.Sprintf("bash %s%d\n", name, i+1)
	}
	files[fmt.Sprintf("home/proj/%s%d", name, n)] = last
}

// fx56aBoundFiles are the files of TestBodyBounds.
func fx56aBoundFiles() map[string]string {
	files := map[string]string{
		"home/proj/self.sh": "echo once\nbash self.sh\n",
		// a program file past the shell script's bound, the line last
		"home/proj/mid.py":   "import os\n" + strings.Repeat("# pad\n", 15000) + "os.system(\"ozdesk queue approve 1\")\n",
		"home/proj/midok.py": "import os\n" + strings.Repeat("# pad\n", 15000) + "print('ok')\n",
		// NULs: bash drops them past the first line and runs the rest
		"home/proj/nul2":    "ozdesk queue approve 1\necho a\x00b\n",
		"home/proj/nulx":    "#!/bin/sh\nozdesk queue approve 1\necho a\x00b\n",
		"home/proj/nul.py":  "import os\nos.system(\"ozdesk queue approve 1\")\n\x00\n",
		"home/proj/nulok":   "echo hello\necho a\x00b\n",
		"home/proj/binary1": "ozdesk queue approve 1\x00\n",
		"home/proj/elf":     "\x7fELF\x02\x01\x01\x00\nozdesk queue approve 1\n",
	}
	fx56aChain(files, "c", 6, "ozdesk queue approve 1\n")
	fx56aChain(files, "h", 6, "echo hello\n")
	for i := 1; i < 5; i++ {
		files[fmt.Sprintf("home/proj/m%d", i)] = fmt.Sprintf("all:\n\t$(MAKE) -f m%d\n", i+1)
	}
	files["home/proj/m5"] = "all:\n\tozdesk queue approve 1\n"
	return files
}

// fx56aBoundCases: the command, the rule that must ask ("" for allowed)
// and a piece of its reason.
var fx56aBoundCases = []diskScriptCase{
	// depth: five and four hops ask unreadable, three are followed
	{"bash c1", UnreadableRule, "the script c5 is run by a body 4 deep, deeper than ozdesk follows"},
	{"bash c2", UnreadableRule, "the script c6 is run by a body 4 deep"},
	{"bash c3", guardTamperRule, "c6 runs"},
	{"make -f m1", UnreadableRule, "deeper than ozdesk follows"},
	{"make -f m2", guardTamperRule, "m5"},
	{"bash h3", "", ""},
	{"bash h1", UnreadableRule, "deeper than ozdesk follows"}, // the bound reached is unread, harmless or not
	{"bash self.sh", "", ""},                                  // a cycle, not depth
	// size: the program-file reader reads to programFileMax
	{"python3 mid.py", guardTamperRule, "mid.py runs"},
	{"awk -f mid.py", guardTamperRule, "mid.py runs"},
	{"python3 midok.py", "", ""},
	// NUL bytes
	{"bash nul2", guardTamperRule, "nul2 runs"},
	{"sh nul2", guardTamperRule, "nul2 runs"},
	{"source nul2", guardTamperRule, "nul2 runs"},
	{"bash < nul2", guardTamperRule, "nul2"},
	{"./nul2", guardTamperRule, "nul2 runs"},
	{"./nulx", guardTamperRule, "nulx runs"},
	{"python3 nul.py", guardTamperRule, "nul.py runs"},
	{"sh binary1", guardTamperRule, "binary1 runs"}, // dash drops a NUL on line 1 too
	{"bash nulok", "", ""},
	{"./binary1", "", ""}, // bash refuses it as binary
	{"./elf", "", ""},     // a compiled program
	{"sh elf", "", ""},
}

// TestBodyBounds checks fx56aBoundCases over real files, and that without
// them each ask goes.
func TestBodyBounds(t *testing.T) { checkDiskScripts(t, fx56aBoundFiles(), fx56aBoundCases) }

// TestProgramFilePastBound: a program file past programFileMax asks
// unreadable, harmless or not (what it runs past the bound is not read),
// with a reader that answers ErrFileTooLarge as queue's does; one within
// it is read to its end.
func TestProgramFilePastBound(t *testing.T) {
	root := t.TempDir()
	fx53mWrite(t, root, map[string]string{
		"home/proj/huge.py": "print('ok')\n" + strings.Repeat("# pad\n", programFileMax/6+1),
		"home/proj/big.js":  strings.Repeat("// pad\n", programFileMax/8-64) + "require('child_process').execSync('ozdesk queue approve 1')\n",
		"home/proj/ok.js":   strings.Repeat("// pad\n", programFileMax/8-64) + "console.log(1)\n",
	})
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "proj")
	read := fx49rBounded(home)
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, rule, reason string }{
		{"python3 huge.py", UnreadableRule, "the program file huge.py is larger than ozdesk reads (4 MiB)"},
		{"awk -f huge.py", UnreadableRule, "huge.py is larger than ozdesk reads"},
		{"node big.js", guardTamperRule, "big.js runs"},
		{"node ok.js", "", ""},
	} {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main", ProjectFile: read, ScriptFile: read}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
		}
	}
}
