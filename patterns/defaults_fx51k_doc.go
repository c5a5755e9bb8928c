package patterns

// fx51kGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx51k
// decisions (issue 9: the last spellings of a kill of ozdesk's pid),
// appended to its effects.
const fx51kGuardDoc = " Decided (fx51k, issue 9): a variable the line sets from literals is read by its value wherever the line sets it: `let p=16780`, `let \"p = 16780 - 0\"`, `(( p = 16780 ))`, `printf -v p %d 16780` (%d, %i, %u or %s of one literal), `read p <<< 16780`, `declare -i p=16780` (and typeset, local, export, readonly), `p=$((16780))`, then `kill -STOP $p`, `\"$p\"` or `${p}` asks, " +
	"certain where the one write of p runs in the line's shell before the kill whenever the kill runs (a statement before it, the left of && or ||, the right of && in the kill's own chain, a { } group), a might, which asks too, where a branch, a loop, a function or another write may change it. " +
	"Left alone: a write that does not reach the kill (in a subshell `( … )`, a pipeline's stage, the background, after the kill outside a loop), a value the line does not compute from literals (`let p=RANDOM`, `read p < pidfile`), and a variable with text around it (`-$p`, whose value is not read here). " +
	"A process group or session that holds a running ozdesk, whoever leads it, is looked up too: `kill -STOP -PGID`, `kill -- -PGID`, `pkill -STOP -g PGID` and `pkill -s SID` ask, certain; the machine's /proc is read for it (each process's group and session, bounded at 32768 processes, past which the group is taken to hold ozdesk) only when the line signals a group or session, never for a kill of pids. " +
	"A pkill of a group or session without ozdesk, and a kill of the pid of a group's leader that is not ozdesk, stay allowed."
