package patterns

import (
	"strings"
	"testing"
)

// fx62h (issue 7, rt59): a Makefile with a conditional was not read at
// all, so `make` was allowed whatever its recipes did; include of a name
// not literal or missing, -I, $(eval …), $(value …), $(file <…) and
// .RECIPEPREFIX were not read either.

// fx62hMakeFiles are the makefiles, by path under the home.
var fx62hMakeFiles = map[string]string{
	"proj/m62/c1/Makefile":      "ifeq ($(OS),Windows_NT)\nEXE := .exe\nendif\nclean:\n\trm -rf ~\n",
	"proj/m62/c2/Makefile":      "build:\n\techo a\nifeq ($(X),1)\n\trm -rf ~/\nendif\n",
	"proj/m62/c3/Makefile":      "ifdef CI\nclean:\n\techo ci\nelse\nclean:\n\trm -rf ~/\nendif\n",
	"proj/m62/c5/Makefile":      "ifdef A\nifndef B\nnuke:\n\trm -rf ~/\nendif\nendif\nall: nuke\n",
	"proj/m62/c6/Makefile":      "ifdef A\nbuild:\n\techo ok\n",
	"proj/m62/c7/Makefile":      "build:\n\techo ok\nendif\n",
	"proj/m62/c7b/Makefile":     "ifdef A\nelse\nelse\nendif\nbuild:\n\techo ok\n",
	"proj/m62/c7c/Makefile":     "ifeq ($(A)\nbuild:\n\techo ok\nendif\n",
	"proj/m62/c8/Makefile":      "ifeq (a,b)\nbuild:\n\trm -rf ~/\nelse\nbuild:\n\techo ok\nendif\n",
	"proj/m62/c8b/Makefile":     "ifeq (a,a)\nbuild:\n\trm -rf ~/\nelse\nbuild:\n\techo ok\nendif\n",
	"proj/m62/c9/Makefile":      "ifeq ($(OS),Windows_NT)\nclean:\n\techo w\nelse ifeq ($(UNAME),Darwin)\nclean:\n\trm -rf ~/\nelse\nclean:\n\techo l\nendif\n",
	"proj/m62/c10/Makefile":     "ifdef CI\nall: nuke\nendif\nbuild:\n\techo ok\nnuke:\n\trm -rf ~/\n",
	"proj/m62/c11/Makefile":     "ifdef CI\nbuild:\n\techo ok\nendif\nnuke:\n\trm -rf ~/\n",
	"proj/m62/i1/Makefile":      "include $(CONF)\nbuild:\n\techo ok\n",
	"proj/m62/i2/Makefile":      "include missing.mk\nbuild:\n\techo ok\n",
	"proj/m62/i3/Makefile":      "include common.mk\nbuild: nuke\n",
	"proj/m62/i3/lib/common.mk": "nuke:\n\trm -rf ~/\n",
	"proj/m62/i4/Makefile":      "include a1.mk a2.mk a3.mk a4.mk a5.mk a6.mk a7.mk a8.mk a9.mk a10.mk\nbuild: nuke\n",
	"proj/m62/i4/a10.mk":        "nuke:\n\trm -rf ~/\n",
	"proj/m62/e1/Makefile":      "$(eval $(file <rules.mk))\nbuild:\n\techo ok\n",
	"proj/m62/e1/rules.mk":      "build:\n\trm -rf ~/\n",
	"proj/m62/e2/Makefile":      "CMD = rm -rf ~/\nbuild:\n\t$(value CMD)\n",
	"proj/m62/e3/Makefile":      "build:\n\t$(eval X := 1)echo ok\n",
	// fx54b's everyday eval, whose $(eval …) now asks: make code made as make runs
	"proj/m62/e4/Makefile": "PKG := foo\n$(PKG)_SRCS := a.c\n$(foreach v,a b,$(eval $(v)_X := 1))\nall:\n\t@echo hi $(foo_SRCS)\n",
	"proj/m62/r1/Makefile": ".RECIPEPREFIX = >\nbuild:\n> rm -rf ~/\n",
	"proj/m62/f1/Makefile": "NUKE = rm -rf $(1)\nbuild:\n\t$(call NUKE,~/)\n",
	"proj/m62/f2/Makefile": "CI := yes\nbuild:\n\t$(if $(CI),rm -rf ~/,echo ok)\n",
	"proj/m62/f3/Makefile": "build:\n\t$(foreach d,~/ /tmp/x,rm -rf $(d);)\n",
	// everyday
	"proj/m62/ok1/Makefile": "GO ?= go\nifeq ($(OS),Windows_NT)\nEXE := .exe\nelse\nEXE :=\nendif\nifdef VERBOSE\nQ :=\nelse\nQ := @\nendif\n" +
		"-include .env\ninclude common.mk\nbuild:\n\t$(Q)$(GO) build -o bin/app$(EXE) ./cmd/app\ninstall: build\n\tinstall -m 755 bin/app /usr/local/bin\n" +
		"clean:\nifeq ($(OS),Windows_NT)\n\tdel /q bin\nelse\n\trm -rf bin\nendif\n",
	"proj/m62/ok1/common.mk": "VERSION := 1.0\nlint:\n\tgo vet ./...\n",
	"proj/m62/ok2/Makefile":  "CC ?= cc\nifneq ($(DEBUG),)\nCFLAGS += -g\nelse\nCFLAGS += -O2\nendif\nall: app\napp: main.c\n\t$(CC) $(CFLAGS) -o app main.c\nclean:\n\trm -f app *.o\n",
	"proj/m62/ok3/Makefile":  "ifeq ($(shell uname),Darwin)\nOPEN := open\nelse ifeq ($(shell uname),Linux)\nOPEN := xdg-open\nendif\ntest:\n\tgo test ./...\n",
}

// fx62hMakeCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx62hMakeCases = []struct{ cmd, rule, reason string }{
	{"make -C m62/c1 clean", "cmd.delete-home", "target clean runs: rm -rf ~"},
	{"make -C m62/c2 build", "cmd.delete-home", "target build"},
	{"make -C m62/c3 clean", "cmd.delete-home", "target clean"},
	{"make -C m62/c5 all", "cmd.delete-home", "target all"},
	{"make -C m62/c6 build", UnreadableRule, "not closed"},
	{"make -C m62/c7 build", UnreadableRule, "endif"},
	{"make -C m62/c7b build", UnreadableRule, "else"},
	{"make -C m62/c7c build", UnreadableRule, "ifeq"},
	{"make -C m62/c8b build", "cmd.delete-home", "target build"},
	{"make -C m62/c9 clean", "cmd.delete-home", "target clean"},
	{"make -C m62/c10", "cmd.delete-home", "target all build"},
	{"make -C m62/c11", "cmd.delete-home", "target build nuke"},
	{"make -C m62/i1 build", UnreadableRule, "$(CONF)"},
	{"make -C m62/i2 build", UnreadableRule, "missing.mk"},
	{"make -C m62/i3 -I lib build", "cmd.delete-home", "target build"},
	{"make -C m62/i3 --include-dir=lib build", "cmd.delete-home", "target build"},
	{"make -C m62/i4 build", "cmd.delete-home", "target build"},
	{"make -C m62/i3 build", UnreadableRule, "include common.mk"}, // not found without -I
	{"make -C m62/e1 build", UnreadableRule, "$(eval"},
	{"make -C m62/e2 build", UnreadableRule, "$(value"},
	{"make -C m62/e3 build", UnreadableRule, "$(eval"},
	{"make -C m62/e4", UnreadableRule, "$(eval $(v)_X := 1)"},
	{"make -C m62/r1 build", UnreadableRule, ".RECIPEPREFIX"},
	{"make -C m62/f1 build", "cmd.delete-home", "target build"},
	{"make -C m62/f2 build", "cmd.delete-home", "target build"},
	{"make -C m62/f3 build", "cmd.delete-home", "target build"},
	// everyday
	{"make -C m62/c8 build", "", ""},
	{"make -C m62/ok1", "", ""},
	{"make -C m62/ok1 build", "", ""},
	{"make -C m62/ok1 clean", "", ""},
	{"make -C m62/ok1 lint", "", ""},
	{"make -C m62/ok2", "", ""},
	{"make -C m62/ok2 clean", "", ""},
	{"make -C m62/ok3 test", "", ""},
}

// TestMakeConditionals checks fx62hMakeCases over real files, and that
// without them each ask goes.
func TestMakeConditionals(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx62hMakeFiles)
	fx62hWriteIncludes(t, home)
	fx53mCheck(t, pol, home, fx62hMakeCases, false)
}

// fx62hWriteIncludes writes i4's nine plain includes.
func fx62hWriteIncludes(t *testing.T, home string) {
	t.Helper()
	files := map[string]string{}
	for _, n := range []string{"a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"} {
		files["proj/m62/i4/"+n+".mk"] = n + " := 1\n"
	}
	fx53mWrite(t, home, files)
}

// TestMakeBranchVars: a variable set differently in a conditional's
// branches has no one value; one set to recipe prefixes alone in each is
// empty; a decided condition keeps its branch's value.
func TestMakeBranchVars(t *testing.T) {
	cases := []struct{ text, name, want string }{
		// each branch's value, read (fx64a: it stood unknown)
		{"ifeq ($(X),1)\nDIR := build\nelse\nDIR := ~\nendif\nt:\n\trm -rf $(DIR)\n", "DIR", "( rm -rf ~\n)"},
		{"DIR := build\nifdef CI\nDIR := ~\nendif\nt:\n\trm -rf $(DIR)\n", "DIR", "( rm -rf ~\n)"},
		{"ifdef V\nQ :=\nelse\nQ := @\nendif\nt:\n\t$(Q)go build\n", "Q", "go build"},
		{"ifeq (a,a)\nDIR := dist\nelse\nDIR := ~\nendif\nt:\n\trm -rf $(DIR)\n", "DIR", "rm -rf dist"},
		{"ifeq ($(OS),Windows_NT)\nRM := del /q\nelse\nRM := rm -f\nendif\nt:\n\t$(RM) x\n", "RM", "rm -f x"},
	}
	for _, c := range cases {
		mf, why := makefileRead(c.text, false)
		if why != "" {
			t.Errorf("%q: unreadable: %s", c.text, why)
			continue
		}
		body, _, ok := mf.recipes([]string{"t"}, mf.vars)
		if !ok || !strings.Contains(body, c.want) {
			t.Errorf("%q: recipe %q, want it to hold %q", c.text, body, c.want)
		}
	}
	if _, why := makefileRead("ifeq ($(OS),Windows_NT)\nRM := del /q\nendif\nt:\n\t$(RM) x\n", true); why != "" {
		t.Fatal(why)
	}
	mf, _ := makefileRead("ifeq ($(OS),Windows_NT)\nRM := del /q\nendif\nt:\n\t$(RM) x\n", true)
	if body, _, _ := mf.recipes([]string{"t"}, mf.vars); !strings.Contains(body, makeUnknown+" x") {
		t.Errorf("OS set on the line: recipe %q, want RM unknown", body)
	}
}
