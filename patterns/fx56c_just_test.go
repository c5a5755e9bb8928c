package patterns

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx56c (rt54 M14): what a justfile sets that runs code around its
// recipes, recipes of another language, and modules are read; where just
// is installed TestJustPlantedOnDisk runs each case with it, a marker
// saying whether the planted code ran.

// fx56cJustFiles are the projects, by path under the home. Every
// directory gets an evil.sh that writes the marker; bin/ozdesk is a stub
// that writes it too.
var fx56cJustFiles = map[string]string{
	"proj/jx/shell/justfile":   "set shell := [\"./evil.sh\", \"-c\"]\na:\n    echo hi\n",
	"proj/jx/sharg/justfile":   "set shell := [\"bash\", \"-c\", \". ./evil.sh; eval $0\"]\na:\n    echo hi\n",
	"proj/jx/benv/justfile":    "set shell := [\"bash\", \"-c\"]\nexport BASH_ENV := \"./evil.sh\"\na:\n    echo hi\n",
	"proj/jx/benv2/justfile":   "set shell := [\"bash\", \"-c\"]\nBASH_ENV := \"./evil.sh\"\nset export\na:\n    echo hi\n",
	"proj/jx/denv/justfile":    "set dotenv-load\na:\n    bash -c 'echo hi'\n",
	"proj/jx/denv/.env":        "BASH_ENV=./evil.sh\n",
	"proj/jx/dpath/justfile":   "set dotenv-path := \"x.env\"\na:\n    bash -c 'echo hi'\n",
	"proj/jx/dpath/x.env":      "BASH_ENV=./evil.sh\n",
	"proj/jx/py/justfile":      "a:\n    #!/usr/bin/env python3\n    import os; os.system(\"ozdesk queue approve 1\")\n",
	"proj/jx/scr/justfile":     "[script]\na:\n    ozdesk queue approve 1\n",
	"proj/jx/scrpy/justfile":   "[script(\"python3\")]\na:\n    import os\n    os.system(\"ozdesk queue approve 1\")\n",
	"proj/jx/plant/justfile":   "a:\n    #!./evil.sh\n    echo hi\n",
	"proj/jx/sint/justfile":    "set unstable\nset script-interpreter := [\"./evil.sh\"]\n[script]\na:\n    echo hi\n",
	"proj/jx/mod/justfile":     "mod m\na:\n    echo hi\n",
	"proj/jx/mod/m.just":       "a:\n    ozdesk queue approve 1\n",
	"proj/jx/wd/justfile":      "set working-directory := \"w\"\na:\n    bash s.sh\n",
	"proj/jx/wd/w/s.sh":        "ozdesk queue approve 1\n",
	"proj/jx/plain/justfile":   "set shell := [\"bash\", \"-c\"]\na:\n    echo hi\n",
	"proj/jx/plain/evil.env":   "BASH_ENV=./evil.sh\n",
	"proj/jx/plain/ok.env":     "RUST_LOG=debug\n",
	"proj/jx/dup/justfile":     "set allow-duplicate-recipes\na:\n    echo hi\na:\n    ozdesk queue approve 1\n",
	"proj/jx/ok/justfile":      "set shell := [\"bash\", \"-euo\", \"pipefail\", \"-c\"]\nexport RUST_LOG := \"debug\"\na:\n    echo hi\n",
	"proj/jx/okenv/justfile":   "set shell := [\"/usr/bin/env\", \"bash\", \"-c\"]\nset dotenv-load\na:\n    echo $DATABASE_URL\n",
	"proj/jx/okenv/.env":       "DATABASE_URL=postgres://localhost/dev\n",
	"proj/jx/okpy/justfile":    "a:\n    #!/usr/bin/env python3\n    print('hello')\n[script]\nb:\n    echo hi\n[script(\"bash\", \"-eu\")]\nc:\n    echo hi\n",
	"proj/jx/okmod/justfile":   "mod m\na:\n    echo hi\n",
	"proj/jx/okmod/m/justfile": "b:\n    echo hi\n",
}

// fx56cJustCases: the command (run in proj), the rule that must ask (""
// for allowed), and for an ask a piece its reason must hold.
var fx56cJustCases = []struct{ cmd, rule, reason string }{
	{"cd jx/shell && just a", UnreadableRule, `justfile sets shell := ["./evil.sh", "-c"]: just runs every recipe with it`},
	{"cd jx/sharg && just a", UnreadableRule, `sets shell := ["bash", "-c", ". ./evil.sh; eval $0"]`},
	{"cd jx/benv && just a", UnreadableRule, "exports BASH_ENV to every recipe"},
	{"just -f jx/benv2/justfile a", UnreadableRule, "exports BASH_ENV to every recipe (set export)"},
	{"cd jx/denv && just a", UnreadableRule, "loads .env, whose BASH_ENV"},
	{"cd jx/dpath && just", UnreadableRule, "loads x.env, whose BASH_ENV"},
	{"cd jx/plain && just --dotenv-path evil.env a", UnreadableRule, "loads evil.env, whose BASH_ENV"},
	{"cd jx/py && just a", "cmd.guard-tamper", "justfile's recipe a (/usr/bin/env python3) runs: ozdesk queue approve 1"},
	{"cd jx/scr && just a", "cmd.guard-tamper", "justfile's recipe a runs: ozdesk queue approve 1"},
	{"cd jx/scrpy && just a", "cmd.guard-tamper", "recipe a (python3) runs"},
	{"cd jx/plant && just a", UnreadableRule, "justfile's recipe a runs with ./evil.sh"},
	{"cd jx/sint && just a", UnreadableRule, "recipe a runs with ./evil.sh"},
	{"cd jx/mod && just m a", "cmd.guard-tamper", "m.just's recipe a runs: ozdesk queue approve 1"},
	{"cd jx/mod && just m::a", "cmd.guard-tamper", "m.just's recipe a runs"},
	{"just -f jx/wd/justfile", "cmd.guard-tamper", "ozdesk queue approve 1"},
	{"cd jx/dup && just a", "cmd.guard-tamper", "ozdesk queue approve 1"},
	// everyday
	{"cd jx/plain && just a", "", ""},
	{"cd jx/plain && just --dotenv-path ok.env a", "", ""},
	{"cd jx/ok && just", "", ""},
	{"cd jx/okenv && just a", "", ""},
	{"cd jx/okpy && just a b c", "", ""},
	{"cd jx/okmod && just m b", "", ""},
	{"cd jx/mod && just a", "", ""},
}

// TestJustPlantedOnDisk checks fx56cJustCases over real files, and,
// where just is installed, runs each with it: an ask's case runs the
// planted code (the marker is written), an everyday one does not.
func TestJustPlantedOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx56cWriteMarked(t, home, fx56cJustFiles)
	fx53mCheck(t, pol, home, fx56cJustCases, false)
	fx56cRunReal(t, home, "just", fx56cJustCases)
}

// fx56cWriteMarked writes files under home, an executable evil.sh that
// writes home/marker in each of their directories, and home/bin/ozdesk,
// a stub that writes it too.
func fx56cWriteMarked(t *testing.T, home string, files map[string]string) {
	t.Helper()
	mark := filepath.Join(home, "marker")
	all := map[string]string{"bin/ozdesk": "#!/bin/sh\necho \"$@\" >> '" + mark + "'\n"}
	for name, text := range files {
		all[name] = text
		if dir := filepath.Dir(name); all[dir+"/evil.sh"] == "" {
			all[dir+"/evil.sh"] = "#!/bin/sh\necho ran >> '" + mark + "'\n[ $# -gt 0 ] && exec /bin/sh \"$@\"\n"
		}
	}
	fx53mWrite(t, home, all)
	for name := range all {
		if strings.HasSuffix(name, "evil.sh") || name == "bin/ozdesk" {
			if err := os.Chmod(filepath.Join(home, name), 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// fx56cRunReal runs each case with the real tool where it is installed
// (home/bin first on PATH): a case that asks must write the marker (it
// asks of something real), an everyday one must not.
func fx56cRunReal(t *testing.T, home, tool string, cases []struct{ cmd, rule, reason string }) {
	t.Helper()
	if _, err := exec.LookPath(tool); err != nil {
		t.Logf("%s is not installed (not on PATH): the reader alone is checked", tool)
		return
	}
	mark := filepath.Join(home, "marker")
	for _, c := range cases {
		_ = os.Remove(mark)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		cmd := exec.CommandContext(ctx, "sh", "-c", c.cmd)
		cmd.Dir = filepath.Join(home, "proj")
		cmd.Env = []string{"PATH=" + filepath.Join(home, "bin") + ":" + os.Getenv("PATH"), "HOME=" + home} // no BASH_ENV: a .env does not override one set
		out, _ := cmd.CombinedOutput()                                                                     // a planted program may fail: the marker says what ran
		cancel()
		_, ran := os.Stat(mark)
		if c.rule != "" && ran != nil {
			t.Errorf("%q under real %s ran nothing planted (%s): the case asks of nothing", c.cmd, tool, out)
		}
		if c.rule == "" && ran == nil {
			t.Errorf("%q under real %s ran the planted code, yet it is allowed (%s)", c.cmd, tool, out)
		}
	}
}
