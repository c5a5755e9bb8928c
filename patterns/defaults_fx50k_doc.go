package patterns

// fx50kGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx50k
// decisions (rt49k: the pid of a running ozdesk spelled otherwise; issue
// 7: a kill of the line's children), appended to its effects.
const fx50kGuardDoc = " Decided (fx50k, rt49k): [ozdesk-pid] reads a kill's pid as bash's and procps' kill do, blanks around it, a sign and leading zeros (`kill -STOP \" 16780\"`, `+16780`, `00000016780`; `16780.` and `0x418c` are refused by both kills and are no pid), " +
	"and computes it where the line does from literals only: arithmetic (`$((16780-1+1))`, `$((0x418c))`, certain), a default (`${P:-16780}`, as a might: P's own value may be another), a glob over digits (`1678[0]`, `1678?`, a might: it is the pid where a file of that name is in the directory; `167*` may be any pid, a might), " +
	"and a leading `P=16780;` as before (and, since fx51k, a variable set by let, ((…)), printf -v, read <<< or declare). " +
	"xargs' items written whole by the line are kill's pids (`echo 16780 | xargs kill -STOP`, `xargs -I{} kill -STOP {}`, `printf '%s\\n' 16780 | xargs kill`, `xargs kill <<< 16780`), certain; items read from a file or a search are judged as before. " +
	"So are `pkill -g PGID` and `pkill -s SID` of a group or session an ozdesk leads, `skill … PID`, `prlimit --pid PID` (a limit of open files or CPU time starves or ends the desk; reading limits of the desk is rare enough to ask too) (an attach by `gdb -p`, `strace -p` or `gcore` asks already, by cmd.credentials). " +
	"Left alone: `renice`, `snice`, `chrt` and `taskset` of the desk's pid (it runs later or on fewer CPUs, never stops, and the operator can undo it). `pkill -t pts/N` was left alone here; since fx53b (rt50 A4) a pkill by terminal with no name asks as a might, the desk being on one of them. " +
	"A kill of the line's own children is everyday (issue 7): `kill $(pgrep -P $$)`, `pgrep -P $$ | xargs kill`, `kill $(ps -o pid= --ppid $$)` are left alone — an option's value and a lone `$$` or `$P` are no search pattern, and `--ppid` reads no parent pid. " +
	"rush runs its command string for each line of its input with `{}` in place, as GNU parallel does, and is read as parallel is (`echo 'queue approve 1' | rush 'ozdesk {}'` asks as unreadable, as with parallel; an option parallel does not take leaves a rush line unread, an ask)."
