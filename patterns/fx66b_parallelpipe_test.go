package patterns

import "testing"

// TestFx66bParallelPipe checks rt65 A2 both ways: GNU parallel's --pipe
// and --pipepart feed its command the file of `< F`, -a F or :::: F, read
// as `sh < F` is.
func TestFx66bParallelPipe(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, map[string]string{"proj/cmds": "rm -rf ~/\n", "proj/data.txt": "a\nb\n"})
	fx53mCheck(t, pol, home, []struct{ cmd, rule, reason string }{
		{"parallel --pipe sh < cmds", "cmd.delete-home", "the script fed from cmds"},
		{"parallel --spreadstdin sh < cmds", "cmd.delete-home", "the script fed from cmds"},
		{"parallel --pipe -N1 bash < cmds", "cmd.delete-home", "the script fed from cmds"},
		{"parallel --pipe bash :::: cmds", "cmd.delete-home", "the script fed from cmds"},
		{"parallel --pipepart -a cmds sh", "cmd.delete-home", "the script fed from cmds"},
		{"parallel --pipepart --arg-file=cmds sh", "cmd.delete-home", "the script fed from cmds"},
		// everyday: a counter or a filter fed the project's data
		{"parallel --pipe wc -l < data.txt", "", ""},
		{"parallel --pipepart -a data.txt wc -l", "", ""},
		{"parallel --pipe --block 1M gzip < data.txt", "", ""},
		{"parallel --pipe sh < data.txt", "", ""},
	}, false)
}
