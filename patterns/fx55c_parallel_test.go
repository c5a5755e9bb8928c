package patterns

import "testing"

// TestFx55cParallelArgFile checks rt54 M10 both ways: parallel given no
// command runs the lines of -a's file, read as `parallel < F` is.
func TestFx55cParallelArgFile(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx55cScripts)
	fx53mCheck(t, pol, home, []struct{ cmd, rule, reason string }{
		{"parallel -a cmds", "cmd.delete-home", "the argument file cmds runs"},
		{"parallel --arg-file cmds", "cmd.delete-home", "the argument file cmds"},
		{"parallel --arg-file=cmds", "cmd.delete-home", "the argument file cmds"},
		{"parallel -j4 -k -a cmds", "cmd.delete-home", "the argument file cmds"},
		{"parallel < cmds", "cmd.delete-home", "the script fed from cmds"},
		{"parallel -a $F", UnreadableRule, "`$F` does not name a file"},
		{"parallel -a cmds -a s", UnreadableRule, "several files"},
		// everyday: a command given, or a file of harmless lines
		{"parallel -a cmds echo", "", ""},
		{"parallel -a cmds gzip {}", "", ""},
		{"parallel -a list.txt", "", ""},
		{"parallel -a cmds -a s echo", "", ""},
	}, false)
}
