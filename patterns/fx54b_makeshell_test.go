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

// fx54b (rt53 N18): every way a makefile, make's command line or its
// environment chooses the program make runs its recipes with, or a
// makefile make reads first, is read; rt53 ran real GNU make on each with
// a marker script, and so does TestMakeShellOnDisk where make is
// installed.

// fx54bMakeFiles are the makefiles, by path under the home; MARK in a
// file is the marker's path. evil.sh writes the marker, then runs the
// recipe as a shell would.
var fx54bMakeFiles = map[string]string{
	"proj/ms/cond/Makefile":  "ifeq (1,1)\nSHELL := ./evil.sh\nendif\nall:\n\t@echo hi\n",
	"proj/ms/tgt/Makefile":   "SHELL = /bin/sh\nall: SHELL = ./evil.sh\nall:\n\t@echo hi\n",
	"proj/ms/pat/Makefile":   "%: SHELL = ./evil.sh\nall:\n\t@echo hi\n",
	"proj/ms/priv/Makefile":  "all: private export SHELL := ./evil.sh\nall:\n\t@echo hi\n",
	"proj/ms/flags/Makefile": "export SHELL := /bin/sh\n.SHELLFLAGS := -c \". ./evil.sh; eval \\\"$$1\\\"\" x\nall:\n\t@echo hi\n",
	"proj/ms/def/Makefile":   "define SHELL\n./evil.sh\nendef\nall:\n\t@echo hi\n",
	"proj/ms/eval/Makefile":  "$(eval SHELL=./evil.sh)\nall:\n\t@echo hi\n",
	"proj/ms/mf/Makefile":    "all:\n\t@echo hi\n",
	"proj/ms/mf/evil.mk":     "X := $(shell sh ./evil.sh -c true; git push --force origin main)\n",
	"proj/ms/mf2/Makefile":   "all:\n\t@echo hi\n",
	"proj/ms/mf2/evil.mk":    "all: pre\npre:\n\t@./evil.sh -c true; git push --force origin main\n",
	// fx55d (rt54 M5): a computed name, BASH_ENV, a second -f
	"proj/ms/cx/Makefile":   "X := SHELL\n$(X) := ./evil.sh\nall:\n\t@echo hi\n",
	"proj/ms/cy/Makefile":   "SH$(EMPTY)ELL := ./evil.sh\nall:\n\t@echo hi\n",
	"proj/ms/cz/Makefile":   "all:\n\t@echo hi\nSHELL$(if x,,) := ./evil.sh\n",
	"proj/ms/benv/Makefile": "SHELL := /bin/bash\nexport BASH_ENV := ./evil.sh\nall:\n\t@echo hi\n",
	"proj/ms/m9/Makefile":   "all:\n\t@echo hi\n",
	"proj/ms/m9/M9":         "SHELL := ./evil.sh\n",
	// everyday: computed names that cannot be SHELL, ENV (read by interactive shells only)
	"proj/ms/cok2/Makefile": "SHELL := /bin/bash\nENV ?= dev\nexport ENV\nall:\n\t@echo hi $(ENV)\n",
	"proj/ms/two/Makefile":  "all:\n\t@echo hi\n",
	"proj/ms/two/extra.mk":  "CFLAGS := -O2\n",
	"proj/ms/envs/Makefile": "SHELL := /usr/bin/env -S bash -eo pipefail\nall:\n\t@echo hi\n",
	"proj/ms/envx/Makefile": "SHELL := /usr/bin/env -S ./evil.sh\nall:\n\t@echo hi\n",
	// everyday
	"proj/ms/ok/Makefile":  "SHELL := /bin/bash\n.SHELLFLAGS := -eu -o pipefail -c\nall: CFLAGS = -O2\nall:\n\t@echo hi\n",
	"proj/ms/win/Makefile": "ifeq ($(OS),Windows_NT)\nSHELL := cmd.exe\n.SHELLFLAGS := /c\nelse\nSHELL := /bin/sh\nendif\nall:\n\t@echo hi\n",
	"proj/ms/env/Makefile": "SHELL := /usr/bin/env bash\n.SHELLFLAGS = -ec\nexport SHELL\nall:\n\t@echo hi\n",
}

// fx54bMakeCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx54bMakeCases = []struct{ cmd, rule, reason string }{
	{"make -C ms/cond", UnreadableRule, "ms/cond/Makefile sets SHELL := ./evil.sh"},
	{"make -C ms/tgt", UnreadableRule, "sets SHELL := ./evil.sh for all"},
	{"make -C ms/pat", UnreadableRule, "sets SHELL := ./evil.sh for %"},
	{"cd ms/priv && make all", UnreadableRule, "sets SHELL := ./evil.sh for all"},
	{"make -C ms/flags", UnreadableRule, "sets .SHELLFLAGS := -c"},
	{"make -C ms/def", UnreadableRule, "sets SHELL := ./evil.sh"},
	{"make -C ms/eval", UnreadableRule, "sets $(eval SHELL=./evil.sh)"},
	{"make -C ms/mf MAKEFILES=evil.mk", "cmd.force-push", "ms/mf/Makefile's $(shell …) runs: sh ./evil.sh -c true; git push --force"},
	{"cd ms/mf && MAKEFILES=evil.mk make", "cmd.force-push", "$(shell …) runs: sh ./evil.sh -c true; git push"},
	{"make -C ms/mf2 MAKEFILES=evil.mk", "cmd.force-push", "ms/mf2/Makefile's target all runs"},
	{"cd ms/mf2 && export MAKEFILES=evil.mk && make", "cmd.force-push", "target all runs"},
	{"cd ms/mf2 && env MAKEFILES=evil.mk make", "cmd.force-push", "target all runs"},
	{"cd ms/mf && GNUMAKEFLAGS=SHELL=./evil.sh make", UnreadableRule, "GNUMAKEFLAGS"},
	{"cd ms/mf && GNUMAKEFLAGS=--eval=SHELL=./evil.sh make", UnreadableRule, "GNUMAKEFLAGS"},
	// fx55d (rt54 M5, rt54b B1); a reason starting "=" asks from the line's words
	{"make -C ms/cx", UnreadableRule, "sets $(X) := …, a name made at run time"},
	{"make -C ms/cy", UnreadableRule, "sets SH$(EMPTY)ELL := …"},
	{"make -C ms/cz", UnreadableRule, "sets SHELL$(if x,,) := …"},
	{"make -C ms/benv", UnreadableRule, "sets BASH_ENV := ./evil.sh"},
	{"make -C ms/m9 -f Makefile -f M9", UnreadableRule, "sets SHELL := ./evil.sh"},
	{"make -C ms/mf BASH_ENV=./evil.sh SHELL=/bin/bash", UnreadableRule, "=exports `BASH_ENV=./evil.sh` to every recipe"},
	{"make -C ms/mf -- BASH_ENV=./evil.sh SHELL=/bin/bash", UnreadableRule, "=exports `BASH_ENV=./evil.sh` to every recipe"},
	{"make -C ms/mf MAKEFLAGS=SHELL=./evil.sh", UnreadableRule, "=reads `MAKEFLAGS=SHELL=./evil.sh` as its own options"},
	{"make -C ms/mf MAKEFLAGS=.SHELLFLAGS=./evil.sh", UnreadableRule, "=reads `MAKEFLAGS=.SHELLFLAGS=./evil.sh`"},
	{"cd ms/mf && env .SHELLFLAGS=./evil.sh make", UnreadableRule, "=takes .SHELLFLAGS from the environment env sets"},
	{"cd ms/mf && MAKEFLAGS='.SHELLFLAGS=./evil.sh' make", UnreadableRule, "=MAKEFLAGS"},
	{"cd ms/mf && MAKEFLAGS='BASH_ENV=./evil.sh SHELL=/bin/bash' make", UnreadableRule, "=MAKEFLAGS"},
	{"make -C ms/envx", UnreadableRule, "sets SHELL := /usr/bin/env -S ./evil.sh"},
	{"make -C ms/envs", "", ""},
	{"make -C ms/cok2 ENV=./evil.sh", "", ""},
	{"make -C ms/two -f Makefile -f extra.mk", "", ""},
	{"make -C ms/mf MAKEFLAGS=-j2", "", ""},
	{"cd ms/mf && env .SHELLFLAGS=-ec make", "", ""},
	{"make -C ms/mf BASH_ENV=", "", ""},
	// everyday
	{"make -C ms/ok", "", ""},
	{"make -C ms/win", "", ""},
	{"make -C ms/env", "", ""},
	{"make -C ms/mf", "", ""},
	{"make -C ms/mf MAKEFILES=", "", ""},
	{"make -C ms/ok MAKEFILES=missing.mk", "", ""},
	{"cd ms/mf && GNUMAKEFLAGS=-j2 make", "", ""},
	{"cd ms/mf && MAKEFLAGS=-j4 make", "", ""},
}

// TestMakeShellOnDisk checks fx54bMakeCases over real files, and, where
// GNU make is installed, runs each command with it: a case that asks
// runs the marker script under real make (so the ask is of something
// real), an everyday one does not.
func TestMakeShellOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	mark := filepath.Join(home, "marker")
	files := map[string]string{}
	for name, text := range fx54bMakeFiles {
		files[name] = text
		if dir := filepath.Dir(name); files[dir+"/evil.sh"] == "" {
			files[dir+"/evil.sh"] = "#!/bin/sh\necho ran >> '" + mark + "'\nexec /bin/sh \"$@\"\n"
		}
	}
	fx53mWrite(t, home, files)
	for name := range files {
		if strings.HasSuffix(name, "evil.sh") {
			if err := os.Chmod(filepath.Join(home, name), 0o755); err != nil {
				t.Fatal(err)
			}
		}
	}
	var disk, line []struct{ cmd, rule, reason string }
	for _, c := range fx54bMakeCases {
		if strings.Contains(c.reason, "GNUMAKEFLAGS") || strings.HasPrefix(c.reason, "=") {
			c.reason = strings.TrimPrefix(c.reason, "=")
			line = append(line, c) // asks from the line's words, files or not
		} else {
			disk = append(disk, c)
		}
	}
	fx53mCheck(t, pol, home, disk, false)
	for _, c := range line {
		ctx := &Context{Cwd: filepath.Join(home, "proj"), Workdir: filepath.Join(home, "proj"), Home: home}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
		}
	}
	if _, err := exec.LookPath("make"); err != nil {
		t.Log("make is not installed: the reader alone is checked")
		return
	}
	if out, err := exec.Command("make", "--version").Output(); err != nil || !strings.HasPrefix(string(out), "GNU Make") {
		t.Log("make is not GNU make: the reader alone is checked")
		return
	}
	for _, c := range fx54bMakeCases {
		_ = os.Remove(mark)
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		cmd := exec.CommandContext(ctx, "sh", "-c", c.cmd)
		cmd.Dir = filepath.Join(home, "proj")
		// git finds no repository: the force-push of evil.mk fails where it runs
		cmd.Env = append(os.Environ(), "MAKEFLAGS=", "GNUMAKEFLAGS=", "MAKEFILES=", "GIT_DIR="+filepath.Join(home, "no-repo"))
		out, _ := cmd.CombinedOutput() // a recipe run through a planted shell may fail: the marker says what ran
		cancel()
		_, ran := os.Stat(mark)
		if c.rule != "" && ran != nil {
			t.Errorf("%q under real make ran no planted program (%s): the case asks of nothing", c.cmd, out)
		}
		if c.rule == "" && ran == nil {
			t.Errorf("%q under real make ran the planted program, yet it is allowed (%s)", c.cmd, out)
		}
	}
}
