package patterns

import "testing"

// fx56a (rt54 M20): a file run by its path whose #! line names another
// language's interpreter.

// fx56aShebangFiles are the files of TestShebangProgramFile.
var fx56aShebangFiles = map[string]string{
	"home/proj/t11":     "#!/usr/bin/python3\nimport os; os.system(\"ozdesk queue approve 11\")\n",
	"home/proj/tenv":    "#!/usr/bin/env python3\nimport os; os.system(\"ozdesk queue approve 11\")\n",
	"home/proj/tenvs":   "#!/usr/bin/env -S python3 -u\nimport os; os.system(\"ozdesk queue approve 11\")\n",
	"home/proj/tnode":   "#!/usr/bin/env node\nrequire('child_process').execSync('ozdesk queue approve 11')\n",
	"home/proj/tperl":   "#!/usr/bin/perl\nsystem(\"ozdesk queue approve 11\");\n",
	"home/proj/tawk":    "#!/usr/bin/awk -f\nBEGIN { system(\"ozdesk queue approve 11\") }\n",
	"home/proj/tools/x": "#!/usr/bin/env ruby\nsystem('ozdesk queue approve 11')\n",
	"home/proj/okpy":    "#!/usr/bin/env python3\nprint('hello')\n",
	"home/proj/okother": "#!/usr/bin/env mytool\nozdesk queue approve 11\n",
}

// fx56aShebangCases: the command, the rule that must ask ("" for
// allowed) and a piece of its reason.
var fx56aShebangCases = []diskScriptCase{
	{"./t11", guardTamperRule, "the program file ./t11 (run by its #! line's python3) runs"},
	{"./tenv", guardTamperRule, "./tenv"},
	{"./tenvs -x", guardTamperRule, "./tenvs"},
	{"./tnode", guardTamperRule, "./tnode"},
	{"./tperl", guardTamperRule, "./tperl"},
	{"./tawk", guardTamperRule, "./tawk"},
	{"tools/x", guardTamperRule, "tools/x"},
	{"./okpy", "", ""},
	{"./okother", "", ""}, // an interpreter the reader does not know: left as it was
}

// TestShebangProgramFile checks fx56aShebangCases over real files, and
// that without them each ask goes.
func TestShebangProgramFile(t *testing.T) {
	checkDiskScripts(t, fx56aShebangFiles, fx56aShebangCases)
}
