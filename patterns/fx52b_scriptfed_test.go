package patterns

import (
	"testing"
	"time"
)

// fx52b (rt50k N1, NEW-5, NEW-7): a script a shell is fed on its
// standard input, named after options the reader skipped, or given as a
// start-up file; a program file of another language naming ozdesk; a
// makefile's parse-time $(shell …) and one outside the cwd.

// fx52bFiles is the fake disk: a script that approves the agent's own ask,
// a harmless one, and program files for other readers.
var fx52bFiles = map[string]string{
	"/tmp/a":            "/opt/x/ozdesk --db /opt/x/t.db queue approve 1\n",
	"/tmp/ok.sh":        "echo hello\nls -la\n",
	"/tmp/a.awk":        "BEGIN{system(\"/opt/x/ozdesk --db /opt/x/t.db queue approve 15\")}\n",
	"/tmp/ok.awk":       "{ print $1 }\n",
	"/tmp/e.sed":        "1e ozdesk queue approve 15\n",
	"/tmp/g.gdb":        "shell ozdesk queue approve 15\n",
	"/tmp/v.vim":        ":!ozdesk queue approve 15\n",
	"/tmp/s.py":         "import os\nos.system(\"ozdesk queue approve 15\")\n",
	"/tmp/l.py":         "import subprocess\nsubprocess.run([\"ozdesk\", \"queue\", \"approve\", \"15\"])\n",
	"/tmp/b.pl":         "`ozdesk queue approve 15`;\n",
	"/tmp/list.py":      "import os\nprint(os.listdir('.'))\n# ozdesk queue list is read-only\nos.system(\"ozdesk queue list\")\n",
	"/tmp/mk/Makefile":  "X := $(shell ozdesk queue approve 16)\nall:\n\ttrue\n",
	"/tmp/mk2/Makefile": "all:\n\tozdesk queue approve 16\n",
	"/tmp/mk3/Makefile": "V := $(shell git rev-parse HEAD)\nall:\n\tgo build ./...\n",
	"/tmp/mk4/Makefile": "Y != ozdesk queue approve 16\nall:\n\ttrue\n",
}

// fx52bRead reads fx52bFiles, bounded as ScriptFile is.
func fx52bRead(p string, max int) ([]byte, error) {
	s, ok := fx52bFiles[p]
	if !ok {
		return nil, ErrNoProjectFile
	}
	if len(s) > max {
		return nil, ErrNoProjectFile
	}
	return []byte(s), nil
}

func TestFx52bScriptFed(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	const tamper = "cmd.guard-tamper"
	for _, c := range []struct{ cmd, want string }{
		{"bash < /tmp/a", tamper},
		{"sh < /tmp/a", tamper},
		{"dash < /tmp/a", tamper},
		{"zsh < /tmp/a", tamper},
		{"bash 0< /tmp/a", tamper},
		{"bash -s < /tmp/a", tamper},
		{"bash -s -- a b < /tmp/a", tamper},
		{"bash /dev/stdin < /tmp/a", tamper},
		{"bash -o errexit /tmp/a", tamper},
		{"sh -o errexit /tmp/a", tamper},
		{"bash -euo pipefail /tmp/a", tamper},
		{"bash -O extglob /tmp/a", tamper},
		{"bash --verbose /tmp/a", tamper},
		{"bash -i /tmp/a", tamper},
		{"bash -x /tmp/a", tamper},
		{"bash --rcfile /tmp/a -i", tamper},
		{"bash --init-file /tmp/a", tamper},
		{"parallel < /tmp/a", tamper},
		{"fish /tmp/a", tamper},
		{"zsh /tmp/a", tamper},
		{"bash < /tmp/ok.sh", ""},
		{"bash -euo pipefail /tmp/ok.sh", ""},
		{"bash --rcfile /tmp/ok.sh -i", ""},
		{"parallel < /tmp/ok.sh", ""},
		{"parallel gzip < /tmp/a", ""},
		{"bash < /tmp/missing", ""},
		{"bash -c 'echo hi' < /tmp/a", ""},
		{"cat < /tmp/a", ""},
		{"make -C /tmp/mk", tamper},
		{"make -C/tmp/mk", tamper},
		{"make --directory=/tmp/mk", tamper},
		{"make -f /tmp/mk/Makefile", "cmd.unreadable"},
		{"make -C /tmp/mk2", tamper},
		{"cd /tmp/mk2 && make", tamper},
		{"cd /tmp/mk && make", tamper},
		{"make -C /tmp/mk4", tamper},
		{"make -C /tmp/mk3", ""},
		{"make -C /tmp/mk3 all", ""},
		{"awk -f /tmp/a.awk", tamper},
		{"gawk -f /tmp/a.awk /etc/hostname", tamper},
		{"mawk -f /tmp/a.awk", tamper},
		{"awk --file=/tmp/a.awk", tamper},
		{"awk -f/tmp/a.awk", tamper},
		{"sed -n -f /tmp/e.sed /etc/hostname", tamper},
		{"sed -nf /tmp/e.sed /etc/hostname", tamper},
		{"gdb -batch -x /tmp/g.gdb", tamper},
		{"gdb --command=/tmp/g.gdb", tamper},
		{"vim -es -S /tmp/v.vim", tamper},
		{"vim -u /tmp/v.vim", tamper},
		{"screen -c /tmp/v.vim", tamper},
		{"python3 /tmp/s.py", tamper},
		{"python3 -i /tmp/s.py", tamper},
		{"python3.12 -u /tmp/l.py", tamper},
		{"perl /tmp/b.pl", tamper},
		{"ruby /tmp/b.pl", tamper},
		{"node /tmp/s.py", tamper},
		{"php /tmp/s.py", tamper},
		{"lua /tmp/s.py", tamper},
		{"tclsh /tmp/g.gdb", tamper},
		{"expect -f /tmp/g.gdb", tamper},
		{"awk -f /tmp/ok.awk /etc/hostname", ""},
		{"python3 /tmp/list.py", ""},
		{"python3 -c 'print(1)' /tmp/s.py", ""},
		{"python3 -m http.server", ""},
		{"sed -e s/a/b/ /tmp/e.sed", ""},
		{"cat /tmp/s.py", ""},
		{"python3 /tmp/missing.py", ""},
	} {
		ctx := &Context{Cwd: "/home/u/proj", Workdir: "/home/u/proj", Home: "/home/u",
			ProjectFile: func(string, int) ([]byte, error) { return nil, ErrNoProjectFile }, ScriptFile: fx52bRead}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.want == "" && v.Outcome != Allow || c.want != "" && (v.Outcome != Ask || v.Rule != c.want) {
			t.Errorf("%q: %v by %s (%s), want %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want)
		}
	}
}
