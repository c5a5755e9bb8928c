package patterns

import "testing"

// fx42bLldbCases (fx42b, rt41 allowed 2): lldb's -o commands are read as
// gdb's -ex are: platform shell (and shell) runs a command line, script
// runs Python; other commands run nothing of the line.
var fx42bLldbCases = []evalCase{
	ask(`lldb -o 'platform shell rm -rf ~'`, "cmd.delete-home"),
	ask(`lldb --batch -o "platform shell rm -rf ~"`, "cmd.delete-home"),
	ask(`lldb -b --one-line 'plat sh rm -rf ~' ./app`, "cmd.delete-home"),
	ask(`lldb -o 'shell rm -rf ~'`, "cmd.delete-home"),
	ask(`lldb -o 'platform shell -s /bin/sh -- rm -rf ~'`, "cmd.delete-home"),
	ask(`lldb -o 'script import os; os.system("rm -rf ~")'`, "cmd.unreadable"),
	allow(`lldb -b -o run ./app`),
	allow(`lldb -o 'breakpoint set -n main' -o run ./app`),
	allow(`lldb -o 'platform shell ls' ./app`),
	allow(`lldb ./app -- -o 'platform shell rm -rf ~'`),
}

func TestFx42bLldb(t *testing.T) { runCases(t, fx42bLldbCases) }
