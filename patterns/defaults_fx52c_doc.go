package patterns

// fx52cGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx52c
// decisions (rt50k NEW-1: a desk's pid printed by a substitution or made
// by a brace sequence), appended to its effects.
const fx52cGuardDoc = " Decided (fx52c, rt50k NEW-1): a pid printed by a command substitution of literals is read by what it prints: `kill -STOP \"$(echo 16780)\"`, backticks, `$(printf %d 16780)` (%d, %i, %u or %s of one argument, or a plain format), `$(echo $((16780)))`, and a variable set from one (`p=$(echo 16780)`), certain; unquoted, its output splits into pids as bash splits it. " +
	"A brace sequence of numbers is read by the numbers it makes (`1678{0..0}`, `{16780..16780}`, `{16770..16790..2}`), certain; one of more than 1024 numbers may be any pid, a might. " +
	"Left alone: a substitution of any other command (`$(pgrep x)`, `$(cat pidfile)`, whose output the line does not show), echo's `-e` or a backslash, printf's other conversions, and a quoted output that is no number (`\"$(echo 1 16780)\"`)."
