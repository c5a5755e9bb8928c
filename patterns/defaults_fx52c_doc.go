package patterns

// fx52cGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx52c
// decisions (rt50k NEW-1: a desk's pid printed by a substitution or made
// by a brace sequence), appended to its effects.
const fx52cGuardDoc = " Decided (fx52c, rt50k NEW-1): a pid printed by a command substitution of literals is read by what it prints: `kill -STOP \"$(echo 16780)\"`, backticks, `$(printf %d 16780)` (%d, %i, %u or %s of one argument, or a plain format), `$(echo $((16780)))`, and a variable set from one (`p=$(echo 16780)`), certain; unquoted, its output splits into pids as bash splits it. " +
	"A brace sequence of numbers is read by the numbers it makes (`1678{0..0}`, `{16780..16780}`, `{16770..16790..2}`), certain; one of more than 1024 numbers may be any pid, a might. " +
	"Left alone: a substitution of any other command (`$(pgrep x)`, `$(cat pidfile)`, whose output the line does not show), echo's `-e` or a backslash, printf's other conversions, and a quoted output that is no number (`\"$(echo 1 16780)\"`). " +
	"Decided (fx52c, rt50k NEW-6): a kill of a literal pid (or -PGID, or a pkill's `-P`/`--parent`) of a running ozdesk's ancestor asks as the desk's own does: the tmux or screen server, the terminal or the sshd the desk runs under (tmux sends SIGCONT to a stopped pane, so `kill -STOP` of the server is what freezes the desk's screen and keys; `kill -9` of it ends the desk). " +
	"The judging process and the ozdesk processes above it (the asker or hook judging this very line) are left out of the look: the agent's own shells and harness are their ancestors, and a kill of one ends the agent, not the desk; a tmux server the agent shares with the desk is still the desk's ancestor, and asks. " +
	"The machine's /proc is read for it (each process's parent, bounded at 32768 processes, past which the pid is taken to be a host) only when the line kills a pid it computes from literals; pid 1 is cmd.system's. " +
	"Left alone: a kill of the pid of another program's parent, `pkill -P $$` and `kill $(pgrep -P $$)` (the line's own children)."
