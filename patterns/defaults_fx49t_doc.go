package patterns

// fx49tGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx49t
// decisions (rt48k: F-tty-paint, F-stty-rows, F-xargs-self-approve,
// F-kill-desk), appended to its effects.
const fx49tGuardDoc = " Decided (fx49t, rt48k): another terminal reached by the line ([terminal], class_terminal.go) asks: in direct mode the agent runs as the operator and may open the desk's terminal, " +
	"so a write paints a benign command over the desk's row and card (`printf … > /dev/pts/0`, `tee /dev/pts/1`, `dd of=/dev/pts/0`, `cp x /dev/pts/2`, `exec 3>/dev/pts/4`, `script -a /dev/pts/1`, `reset`/`setterm`/`tput` redirected there), " +
	"a read takes the keys the operator types there (`cat /dev/pts/3`, `< /dev/pts/3`), and `stty -F /dev/pts/N rows 1500` (or `stty … < /dev/pts/N`) sets the size the desk lays its pages out for; " +
	"`/dev/pts/N`, the consoles `/dev/ttyN`, `/dev/console` and their screen memory `/dev/vcs*` certainly, another process's descriptor `/proc/PID/fd/N` as a might, and `write`, `wall`, `ttyecho`, `writevt`; " +
	"left alone: `/dev/tty`, the part's own controlling terminal, never another's (a harness runs commands without one or in its own, and scripts prompt through it: `read x < /dev/tty`), " +
	"`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, `/dev/ptmx` (it makes a new terminal, reaching none), the serial lines (`/dev/ttyUSB0`, `/dev/ttyACM0`, `/dev/ttyS0`), `stty -a`, `stty size`, `tput cols`, `tty`, and a path the line does not know at all (`cat \"$f\"`; but `stty -F \"$TTY\"`, whose -F names only a terminal, asks as a might). " +
	"ozdesk run by xargs with no verb, or a group only, whose verb its input then gives (`echo 'queue approve 5' | xargs ozdesk`, `echo approve 5 | xargs ozdesk queue`, `xargs -a args ozdesk`) asks as a might, " +
	"as `echo 5 | xargs ozdesk queue approve` does; a verb that only reads before the items (`xargs ozdesk queue show`) is left alone. " +
	"A kill of a pid written as a number (or `-PGID`) asks, certain, when the machine the ask is judged on says that process runs ozdesk now ([ozdesk-pid]: its executable, comm or first word, read from /proc): " +
	"`kill -STOP 17116` of the desk, of a broker or of another agent's asker; `kill 4242` of another program, and any pid where nothing looks (a replay), are left alone."
