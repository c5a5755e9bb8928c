package patterns

import "testing"

// fx57a (rt54 M18): a program file handed to an interpreter on its
// standard input or through the standard library's runners of a file is
// read as the program file it is.

// fx57aStdinFiles are the files of TestProgramFileFedOtherwise.
func fx57aStdinFiles() map[string]string {
	return map[string]string{
		"home/proj/e8.py":  "import os\nos.system(\"ozdesk queue approve 8\")\n",
		"home/proj/ok.py":  "print('ok')\n",
		"home/proj/evm.py": "import os\nos.system(\"ozdesk queue approve 8\")\n",
		"home/proj/x.js":   "require('child_process').execSync('ozdesk queue approve 8')\n",
		"home/proj/x.pl":   "system('ozdesk queue approve 8');\n",
		"home/proj/x.rb":   "system('ozdesk queue approve 8')\n",
		"home/proj/ok.js":  "console.log(1)\n",
		"home/proj/d.json": "{\"ozdesk\": 1}\n",
	}
}

// fx57aStdinCases: each dangerous form asks by cmd.guard-tamper naming
// the file; its everyday neighbours stay allowed.
var fx57aStdinCases = []diskScriptCase{
	{"python3 < e8.py", guardTamperRule, "e8.py runs"},
	{"python3 - < e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -u - a b < e8.py", guardTamperRule, "e8.py runs"},
	{"python3 /dev/stdin < e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -m runpy evm", guardTamperRule, "evm.py runs"},
	{"python3 -m pdb e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -m pdb -c continue e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -m trace --trace e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -m trace --count -C out e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -m cProfile e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -m cProfile -s time e8.py", guardTamperRule, "e8.py runs"},
	{"python3 -m profile -o out.prof e8.py", guardTamperRule, "e8.py runs"},
	{"node < x.js", guardTamperRule, "x.js runs"},
	{"perl < x.pl", guardTamperRule, "x.pl runs"},
	{"ruby < x.rb", guardTamperRule, "x.rb runs"},
	// everyday neighbours
	{"python3 < ok.py", "", ""},
	{"python3 -m pdb ok.py", "", ""},
	{"python3 -m cProfile -s time ok.py", "", ""},
	{"node < ok.js", "", ""},
	{"python3 -m json.tool < d.json", "", ""}, // data on stdin, the program a module
	{"cat d.json | python3 -m json.tool", "", ""},
	{"python3 -c 'import sys; print(sys.stdin.read())' < d.json", "", ""},
	{"python3 ok.py < d.json", "", ""}, // the program is the operand
	{"cat d.json | python3 ok.py", "", ""},
}

// TestProgramFileFedOtherwise checks fx57aStdinCases over real files,
// and that without them each ask goes.
func TestProgramFileFedOtherwise(t *testing.T) {
	checkDiskScripts(t, fx57aStdinFiles(), fx57aStdinCases)
}
