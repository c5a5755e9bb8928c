package patterns

import "testing"

// fx54fTermNameCases (rt50 C, Q091 and Y135): a word not known here that
// may name another's terminal asks as guard-tamper (typing into the
// desk), not as wipe-disk; a word that may still be a disk keeps
// wipe-disk, and writes to files and the part's own terminal stay quiet.
var fx54fTermNameCases = []evalCase{
	ask("for t in /dev/pts/*; do echo y > $t; done", "cmd.guard-tamper"),
	ask("echo y > /proc/$(pgrep -f ozdesk)/fd/0", "cmd.guard-tamper"),
	ask("echo y > /proc/$P/fd/0", "cmd.guard-tamper"),
	ask("for t in /dev/sda /dev/sdb; do echo y > $t; done", "cmd.wipe-disk"),
	ask("dd if=/dev/zero of=/dev/sda", "cmd.wipe-disk"),
	ask("echo y > /dev/pts/0", "cmd.guard-tamper"),
	allow("for f in a.txt b.txt; do echo y > $f; done"),
	allow("echo y > /dev/tty"),
	allow("echo y > /proc/self/fd/1"),
}

func TestFx54fTermNameCases(t *testing.T) { runCases(t, fx54fTermNameCases) }
