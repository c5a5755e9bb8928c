package patterns

import (
	"testing"
)

// fx53m (rt50 A9): make features that hid a recipe are read: include,
// .DEFAULT_GOAL, .ONESHELL, $(MAKE) T, pattern rules, a define'd recipe,
// and a SHELL planted on disk.

// fx53mMakeFiles are the makefiles, by path under the home.
var fx53mMakeFiles = map[string]string{
	"proj/mk/a/Makefile":      "include evil.mk\nbuild:\n\techo ok\n",
	"proj/mk/a/evil.mk":       "build: nuke\nnuke:\n\trm -rf ~/\n",
	"proj/mk/a3/Makefile":     "sinclude x.mk\nbuild:\n\techo ok\n",
	"proj/mk/a3/x.mk":         "X := $(shell rm -rf ~/)\n",
	"proj/mk/ok/Makefile":     "-include missing.mk\ninclude common.mk\n-include $(DEPS)\nbuild:\n\tgo build ./...\n",
	"proj/mk/ok/common.mk":    "VERSION := 1\nlint:\n\tgolangci-lint run\n",
	"proj/mk/d/Makefile":      ".ONESHELL:\nbuild:\n\tcd ~\n\trm -rf ./*\n",
	"proj/mk/d2/Makefile":     ".ONESHELL:\nbuild:\n\tcd build\n\tcmake .. && make\n",
	"proj/mk/e/Makefile":      "build:\n\t$(MAKE) nuke\nnuke:\n\trm -rf ~/\n",
	"proj/mk/e2/Makefile":     "all:\n\t${MAKE} -C sub all\n\t$(MAKE) test\ntest:\n\tgo test ./...\n",
	"proj/mk/e2/sub/Makefile": "all:\n\tgo build ./...\n",
	"proj/mk/g/Makefile":      "%:\n\trm -rf ~/\n",
	"proj/mk/g2/Makefile":     "build: main.o\n\tcc -o app main.o\n%.o: %.c\n\t$(CC) -c $< -o $@\n",
	"proj/mk/g3/Makefile":     "build: nuke.x\n%.x:\n\trm -rf ~/\n",
	"proj/mk/h/Makefile":      "SHELL := ./evil.sh\nbuild:\n\techo ok\n",
	"proj/mk/h/evil.sh":       "#!/bin/sh\nrm -rf ~/\n",
	"proj/mk/h2/Makefile":     "SHELL := /usr/bin/env bash\nbuild:\n\techo ok\n",
	"proj/mk/h3/Makefile":     "SHELL = bash -eu -o pipefail\n.SHELLFLAGS := -c\nbuild:\n\techo ok\n",
	"proj/mk/h4/Makefile":     "ifeq ($(OS),Windows_NT)\nSHELL := cmd.exe\nendif\nbuild:\n\techo ok\n",
	"proj/mk/h5/Makefile":     "SHELL := $(shell which bash)\nbuild:\n\techo ok\n",
	"proj/mk/k/Makefile":      ".DEFAULT_GOAL := nuke\nbuild:\n\techo ok\nnuke:\n\trm -rf ~/\n",
	"proj/mk/k2/Makefile":     ".DEFAULT_GOAL := help\nhelp:\n\t@echo usage\nnuke:\n\trm -rf ~/\n",
	"proj/mk/m/Makefile":      "define X\nrm -rf ~/\nendef\nbuild:\n\t$(X)\n",
	"proj/mk/m2/Makefile":     "define BANNER\n@echo one\necho two\nendef\nbuild:\n\t$(BANNER)\n",
}

// fx53mMakeCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx53mMakeCases = []struct{ cmd, rule, reason string }{
	{"make -C mk/a build", "cmd.delete-home", "mk/a/Makefile's target build runs: rm -rf ~/"},
	{"make -C mk/a", "cmd.delete-home", "target build"},
	{"cd mk/a && make nuke", "cmd.delete-home", "target nuke"},
	{"make -C mk/a3 build", "cmd.delete-home", "$(shell …)"},
	{"make -C mk/d build", "cmd.delete-home", "target build"},
	{"make -C mk/e build", "cmd.delete-home", "target nuke runs: rm -rf ~/"},
	{"make -C mk/g build", "cmd.delete-home", "target build"},
	{"make -C mk/g", "", ""}, // no target: a pattern rule is never the goal
	{"make -C mk/g3", "cmd.delete-home", "target build"},
	{"make -C mk/h build", UnreadableRule, "sets SHELL := ./evil.sh"},
	{"make -C mk/k", "cmd.delete-home", "target nuke"},
	{"make -C mk/m build", "cmd.delete-home", "target build"},
	// everyday
	{"make -C mk/ok", "", ""},
	{"make -C mk/ok lint", "", ""},
	{"make -C mk/d2 build", "", ""},
	{"make -C mk/e2", "", ""},
	{"make -C mk/g2", "", ""},
	{"make -C mk/g2 main.o", "", ""},
	{"make -C mk/h2 build", "", ""},
	{"make -C mk/h3 build", "", ""},
	{"make -C mk/h4 build", "", ""},
	{"make -C mk/h5 build", "", ""},
	{"make -C mk/k build", "", ""},
	{"make -C mk/k2", "", ""},
	{"make -C mk/m2 build", "", ""},
}

// TestMakeHiddenRecipes checks fx53mMakeCases over real files, and that
// without them each ask goes.
func TestMakeHiddenRecipes(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx53mMakeFiles)
	fx53mCheck(t, pol, home, fx53mMakeCases, false)
}
