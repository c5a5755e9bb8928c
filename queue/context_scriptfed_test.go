package queue

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestScriptFedOutsideProject (rt50k N1, NEW-5, NEW-7): real files in a
// scratch directory outside the project, read through the real
// Context.ScriptFile: a shell fed the approving script on its standard
// input or named after -euo pipefail, an awk program and a Python file
// that shell out to ozdesk, and a makefile whose parse-time $(shell …)
// approves, each ask cmd.guard-tamper; their harmless neighbours, a FIFO
// fed to a shell and a file below /proc stay allowed (no hang).
func TestScriptFedOutsideProject(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	scratch := t.TempDir()
	for name, text := range map[string]string{
		"s":           "ozdesk queue approve 27\n",
		"ok.sh":       "echo hello\nls -la\n",
		"a.awk":       "BEGIN{system(\"ozdesk queue approve 27\")}\n",
		"ok.awk":      "{ print $1 }\n",
		"s.py":        "import os\nos.system(\"ozdesk queue approve 27\")\n",
		"ok.py":       "print('hello')\n",
		"mk/Makefile": "X := $(shell ozdesk queue approve 27)\nall:\n\ttrue\n",
		"ok/Makefile": "V := $(shell git rev-parse HEAD)\nall:\n\tgo build ./...\n",
	} {
		p := filepath.Join(scratch, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(scratch, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{}
	ctx := s.contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
	f := func(n string) string { return filepath.Join(scratch, n) }
	for cmd, want := range map[string]string{
		"bash < " + f("s"):                "cmd.guard-tamper",
		"bash -s -- a < " + f("s"):        "cmd.guard-tamper",
		"bash -euo pipefail " + f("s"):    "cmd.guard-tamper",
		"bash --rcfile " + f("s") + " -i": "cmd.guard-tamper",
		"awk -f " + f("a.awk"):            "cmd.guard-tamper",
		"python3 " + f("s.py"):            "cmd.guard-tamper",
		"make -C " + f("mk"):              "cmd.guard-tamper",
		"cd " + f("mk") + " && make":      "cmd.guard-tamper",
		"bash < " + f("ok.sh"):            "",
		"awk -f " + f("ok.awk") + " x":    "",
		"python3 " + f("ok.py"):           "",
		"make -C " + f("ok"):              "",
		"bash < " + f("fifo"):             "",
		"python3 " + f("fifo"):            "",
		"bash < /proc/self/environ":       "",
	} {
		v := pol.Evaluate(patterns.Read(cmd), ctx, time.Now())
		if want == "" && v.Outcome != patterns.Allow || want != "" && (v.Outcome != patterns.Ask || v.Rule != want) {
			t.Errorf("%q: %v by %s (%s), want %q", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
}
