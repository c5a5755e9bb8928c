package patterns

import "testing"

// fx55cScripts are the scripts the disk cases run, by path under the home.
var fx55cScripts = map[string]string{
	"proj/p2":   "#!/bin/sh\nrm -rf ~/\n",
	"proj/s":    "rm -rf ~/\n",
	"proj/cmds": "rm -rf ~/\n",
}

// TestFx55cGitGrepPager checks rt54 M7 both ways: git grep -O's program is
// read as core.pager's, and --config-env include.path is as unread as
// -c's.
func TestFx55cGitGrepPager(t *testing.T) {
	fx55cCheck(t, []struct{ cmd, rule, reason string }{
		{"git grep -O'rm -rf ~/' x", "cmd.delete-home", ""},
		{"git grep -iO'rm -rf ~/' x", "cmd.delete-home", ""},
		{"git grep -O$P x", UnreadableRule, "git grep -O runs the command string"},
		{"git grep -O/tmp/p x", UnreadableRule, "git grep -O names the program"},
		{"git grep --open-files-in-pager=./p2 x", UnreadableRule, ""},
		{"P=$PWD/al.cfg git --config-env=include.path=P zz", UnreadableRule, "include.path"},
		{"git --config-env=includeIf.onbranch:main.path=P zz", UnreadableRule, "includeIf"},
		{"git --config-env include.path=P zz", UnreadableRule, "include.path"},
		{"git --config-env=alias.zz=P zz", UnreadableRule, "alias.zz"},
		// everyday
		{"git grep -O x", "", ""},
		{"git grep -Ovim x", "", ""},
		{"git grep -O'code -w' TODO", "", ""},
		{"git grep -n foo", "", ""},
		{"git grep -e -Ofoo", "", ""},
		{"git grep -O -- ./p2", "", ""},
		{"git --config-env=user.name=N commit -m x", "", ""},
	})
}

// TestFx55cGitGrepPagerOnDisk checks that -O's script is read from disk
// as ./p2 run alone is.
func TestFx55cGitGrepPagerOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx55cScripts)
	fx53mCheck(t, pol, home, []struct{ cmd, rule, reason string }{
		{"git grep -O./p2 x", "cmd.delete-home", "the script ./p2 runs"},
		{"git grep -lO./p2 TODO", "cmd.delete-home", "the script ./p2 runs"},
		{"git grep -Ovim x", "", ""},
		{"git grep -O x", "", ""},
	}, false)
}
