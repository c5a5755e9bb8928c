package queue

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// fx53aFiles is a project whose runner bodies tamper with the desk only
// as a might, or through their own variables (rt50 A1, W001–W025), with
// everyday neighbours beside them; by path under the project.
var fx53aFiles = map[string]string{
	"scripts/split.sh": "a=oz; b=desk\n${a}${b} queue approve 2\n", // rt53 N3: a name split in two
	"scripts/qlist.sh": "$CMD queue list\n",

	"scripts/kd.sh":    "pkill -f ozdesk\n",
	"scripts/tm.sh":    "tmux send-keys -t desk y Enter\n",
	"scripts/appr2.sh": "OZ=ozdesk\n$OZ queue approve 1\n",
	"scripts/late.sh":  "cd /tmp\nOZ=ozdesk\necho go\n\"$OZ\" queue approve 1\n",
	"scripts/s2.sh":    "kill -9 $(pgrep -f ozdesk)\n",
	"scripts/s3.sh":    "exec ozdesk queue approve 1\n",
	"scripts/test.sh":  "set -e\npkill -f myserver || true\ngo test ./...\n",
	"scripts/dev.sh":   "set -eu\ntmux new-session -d -s dev\ntmux send-keys -t dev:0 'npm start' Enter\n",
	"scripts/dev2.sh":  "tmux new -d -s dev && tmux send-keys -t dev 'npm start' Enter\n",
	"scripts/tm3.sh":   "tmux new -d -s desk\ntmux send-keys -t desk y Enter\n",
	"scripts/tm4.sh":   "set -e\ntmux -L x new -d -s desk\ntmux send-keys -t desk y Enter\n",
	"scripts/gov.sh":   "GO=go\n$GO build ./...\n",
	"scripts/unk.sh":   "$CC -o app main.c\n",
	"package.json": `{"name":"p","scripts":{"killdesk":"pkill -f ozdesk","kill":"pkill -f vite",` +
		`"dev":"vite"}}`,
	"tools/pj/cfg/package.json": `{"name":"cfg","config":{"bin":"ozdesk","port":"8080"},"scripts":{` +
		`"appr":"$npm_package_config_bin queue approve 1","k":"kill -9 $(pgrep -f ozdesk)",` +
		`"serve":"vite --port $npm_package_config_port"}}`,
	"tools/mk/o/Makefile": "OZ := ozdesk\nGO = go\napprove:\n\t$(OZ) queue approve 1\nkd:\n\tpkill -f ozdesk\n" +
		"dev:\n\t$(GO) build ./...\n\t${GO} vet ./...\nrun:\n\t$(CC) -o app main.c\n",
	"tools/just/h/justfile": "oz := \"ozdesk\"\ngo := 'go'\napprove:\n    {{oz}} queue approve 1\nkd:\n    pkill -f ozdesk\n" +
		"build:\n    {{ go }} build ./...\n",
	"tools/task/e/Taskfile.yml": "version: '3'\nvars:\n  OZ: ozdesk\n  GO: go\ntasks:\n  approve:\n    cmds:\n" +
		"      - '{{.OZ}} queue approve 1'\n  build:\n    cmds:\n      - '{{.GO}} build ./...'\n",
	".git/config": "[core]\n\tbare = false\n[alias]\n\tap2 = \"!OZ=ozdesk; $OZ queue approve 1\"\n\tkd = !pkill -f ozdesk\n" +
		"\tst = status\n\tkv = !pkill -f vite\n",
}

// TestBodyGuardTamperMight (fx53a, rt50 A1): a runner whose body only
// might tamper with the desk (a kill by pattern, tmux typing into a
// pane), or names ozdesk through a variable its own file sets (a shell
// script's OZ=ozdesk, make's OZ := ozdesk, just's oz := "ozdesk",
// go-task's vars, package.json's config, a git alias's own OZ=), asks
// cmd.guard-tamper through the real queue context, the reason naming the
// file, the line of a script and the part; everyday neighbours stay
// allowed. Before fx53a each dangerous row was allowed: a body's might
// changed nothing, and a variable stood unknown.
func TestBodyGuardTamperMight(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	for name, text := range fx53aFiles {
		p := filepath.Join(proj, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := newService(t) // a store: the guard's protected paths are its
	ctx := s.contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
	// a desk in tmux session desk, whatever runs on this machine (fx56h:
	// with none in tmux, every tmux target is everyday)
	ctx.DeskTmux = func() ([]string, bool) { return []string{"desk"}, true }
	for _, c := range []struct{ cmd, rule, says string }{
		{"bash scripts/kd.sh", "cmd.guard-tamper", "the script scripts/kd.sh runs: pkill -f ozdesk; at line 1, `pkill -f ozdesk`"},
		{"bash scripts/tm.sh", "cmd.guard-tamper", "at line 1, `tmux send-keys -t desk y Enter`"},
		{"bash scripts/tm3.sh", "cmd.guard-tamper", "at line 2"},
		{"bash scripts/tm4.sh", "cmd.guard-tamper", "at line 3"},
		{"bash scripts/appr2.sh", "cmd.guard-tamper", "at line 2, `$OZ queue approve 1`"},
		{"sh scripts/late.sh", "cmd.guard-tamper", "at line 4"},
		{"bash scripts/s2.sh", "cmd.guard-tamper", "at line 1, `kill -9 $(pgrep -f ozdesk)`"},
		{"bash scripts/s3.sh", "cmd.guard-tamper", "the script scripts/s3.sh runs"},
		{"npm run killdesk", "cmd.guard-tamper", "package.json's script killdesk runs: pkill -f ozdesk"},
		{"cd tools/pj/cfg && npm run appr", "cmd.guard-tamper", "script appr runs: ozdesk queue approve 1"},
		{"cd tools/pj/cfg && npm run k", "cmd.guard-tamper", "script k runs"},
		{"make -C tools/mk/o approve", "cmd.guard-tamper", "target approve runs: $(OZ) queue approve 1; at `ozdesk queue approve 1`"},
		{"make -C tools/mk/o kd", "cmd.guard-tamper", "target kd runs"},
		// OZ from make's command line is a value not read (only the home is,
		// fx53d), so `$(OZ) queue approve 1` is ozdesk's verbs under a name
		// not known: asks, as `make OZ=ozdesk approve` must (rt53 N3)
		{"make -C tools/mk/o OZ=true approve", "cmd.guard-tamper", "queue approve 1"},
		{"bash scripts/split.sh", "cmd.guard-tamper", "at line 2, `${a}${b} queue approve 2`"},
		{"bash scripts/qlist.sh", "", ""},
		{"cd tools/just/h && just approve", "cmd.guard-tamper", "recipe approve runs: ozdesk queue approve 1"},
		{"cd tools/just/h && just kd", "cmd.guard-tamper", "recipe kd runs"},
		{"cd tools/task/e && task approve", "cmd.guard-tamper", "task approve runs: ozdesk queue approve 1"},
		{"git ap2", "cmd.guard-tamper", "the git alias ap2 runs"},
		{"git kd", "cmd.guard-tamper", "the git alias kd runs"},
		// everyday neighbours
		{"bash scripts/test.sh", "", ""},
		{"bash scripts/dev.sh", "", ""},
		{"bash scripts/dev2.sh", "", ""},
		{"bash scripts/gov.sh", "", ""},
		{"bash scripts/unk.sh", "", ""},
		{"npm run kill", "", ""},
		{"npm run dev", "", ""},
		{"cd tools/pj/cfg && npm run serve", "", ""},
		{"make -C tools/mk/o dev", "", ""},
		{"make -C tools/mk/o run", "", ""},
		{"cd tools/just/h && just build", "", ""},
		{"cd tools/task/e && task build", "", ""},
		{"git kv", "", ""},
		{"git st", "", ""},
	} {
		v := pol.Evaluate(patterns.Read(c.cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != patterns.Allow {
				t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		if v.Outcome != patterns.Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.says) {
			t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.says)
		}
	}
}
