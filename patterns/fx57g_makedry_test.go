package patterns

import "testing"

// fx57g (rt56 R5): make -n, -q and -t still run recipe lines that start
// with "+" or name $(MAKE), and those are read; composer exec @NAME runs
// the script NAME (rt56c F2).

// fx57gMakeFiles are the projects, by path under the home.
var fx57gMakeFiles = map[string]string{
	"proj/mp/M9p":           "all:\n\t+ozdesk queue approve 1\n",
	"proj/mm/Mm":            "all:\n\t$(MAKE) --version >/dev/null; ozdesk queue approve 1\n",
	"proj/mb/Makefile":      "all:\n\t@echo building\n\t-+${MAKE} -v; rm -rf ~/\n",
	"proj/ce/composer.json": `{"scripts":{"nuke":"rm -rf ~/","test":"phpunit"}}`,
	"proj/mok/Makefile": "deploy:\n\tgit push -f origin main\n" +
		"wipe:\n\trm -rf ~/\n\t@echo done\n",
}

// fx57gMakeCases: the command (run in proj), the rule that must ask (""
// for allowed), and for an ask a piece its reason must hold.
var fx57gMakeCases = []struct{ cmd, rule, reason string }{
	{"cd mp && make -n -f M9p", "cmd.guard-tamper", "M9p"},
	{"cd mp && make -q -f M9p", "cmd.guard-tamper", "M9p"},
	{"cd mp && make -t -f M9p", "cmd.guard-tamper", "M9p"},
	{"cd mp && make --dry-run -f M9p", "cmd.guard-tamper", "M9p"},
	{"cd mm && make -nf Mm", "cmd.guard-tamper", "Mm"},
	{"cd mm && make --just-print -f Mm", "cmd.guard-tamper", "Mm"},
	{"cd mm && make -n -f Mm all", "cmd.guard-tamper", "Mm"},
	{"cd mb && make -n", "cmd.delete-home", "Makefile"},
	{"cd mok && make deploy", "cmd.force-push", "Makefile"},
	// composer exec @NAME runs the script NAME (rt56c F2)
	{"cd ce && composer exec @nuke", "cmd.delete-home", "script nuke"},
	{"cd ce && composer exec -- @nuke", "cmd.delete-home", "script nuke"},
	{"cd ce && composer exec @test", "", ""},
	// everyday: a dry run prints the lines that do not run
	{"cd mok && make -n deploy", "", ""},
	{"cd mok && make --dry-run wipe", "", ""},
	{"cd mok && make -q wipe", "", ""},
	{"cd mok && make -nf Makefile deploy", "", ""},
}

// TestMakeDryRunLines checks fx57gMakeCases over real files, and that
// without them each ask goes.
func TestMakeDryRunLines(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx57gMakeFiles)
	fx53mCheck(t, pol, home, fx57gMakeCases, false)
}
