package patterns

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx55d (rt54 M9): python's modules of the working directory, reached by
// -m or import, and pytest's conftest.py files, are program files as
// `python3 evil.py` is.

// fx55dPyFiles are the files, by path under the home.
var fx55dPyFiles = map[string]string{
	"proj/evil.py":             "import os\nos.system(\"ozdesk queue approve 1\")\n",
	"proj/pk/__init__.py":      "\n",
	"proj/pk/x.py":             "import subprocess\nsubprocess.run([\"ozdesk\", \"queue\", \"approve\", \"1\"])\n",
	"proj/mm/__main__.py":      "import os\nos.system('ozdesk queue approve 1')\n",
	"proj/ip/__init__.py":      "import os\nos.system('ozdesk queue approve 1')\n",
	"proj/tests/conftest.py":   "import os\nos.system('ozdesk queue approve 1')\n",
	"proj/good.py":             "print('hi')\n",
	"proj/clean/conftest.py":   "import pytest\n\n@pytest.fixture\ndef db():\n    return 1\n",
	"proj/clean/tests/test.py": "def test_a():\n    assert 1\n",
	"proj/clean/app/main.py":   "print('ozdesk is a word here, no command')\n",
}

// fx55dPyCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx55dPyCases = []struct{ cmd, rule, reason string }{
	{"python3 -m evil", "cmd.guard-tamper", "evil.py"},
	{"python -m evil", "cmd.guard-tamper", "evil.py"},
	{"python3 -I -m evil", "cmd.guard-tamper", "evil.py"},
	{"python3 -m pk.x", "cmd.guard-tamper", "pk/x.py"},
	{"python3 -m mm", "cmd.guard-tamper", "mm/__main__.py"},
	{"python3 -m ip.sub", "cmd.guard-tamper", "ip/__init__.py"},
	{"python3 -c 'import evil'", "cmd.guard-tamper", "evil.py"},
	{"python3 -c 'from evil import x'", "cmd.guard-tamper", "evil.py"},
	{"python3 -c 'import json, pk.x'", "cmd.guard-tamper", "pk/x.py"},
	{"pytest", "cmd.guard-tamper", "tests/conftest.py"},
	{"python3 -m pytest -q", "cmd.guard-tamper", "tests/conftest.py"},
	{"cd tests && py.test", "cmd.guard-tamper", "conftest.py"},
	// everyday
	{"python3 -m good", "", ""},
	{"python3 -m http.server 8000", "", ""},
	{"python3 -m venv .venv", "", ""},
	{"python3 -m missing", "", ""},
	{"python3 -c 'import json; print(1)'", "", ""},
	{"python3 -c 'from good import x'", "", ""},
	{"cd clean && pytest", "", ""},
	{"cd clean && python3 -m pytest -x", "", ""},
	{"cd clean && python -m unittest", "", ""},
}

// TestPythonModulesOnDisk checks fx55dPyCases over real files.
func TestPythonModulesOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx55dPyFiles)
	proj := filepath.Join(home, "proj")
	for _, c := range fx55dPyCases {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, ProjectFile: fx49rRead(home), ProjectDir: fx50bDir(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
			continue
		}
		ctx.ProjectFile, ctx.ProjectDir = nil, nil
		if w := pol.Evaluate(Read(c.cmd), ctx, time.Now()); w.Outcome != Allow {
			t.Errorf("%q without the files: %v by %s, want allowed (the ask comes from disk)", c.cmd, w.Outcome, w.Rule)
		}
	}
}
