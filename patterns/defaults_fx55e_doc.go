package patterns

// fx55eGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx55e
// decisions (rt54b B7: the desk's terminal reached through a computed
// standard input; rt54 M6, rt54b B4: the desk killed by a pid passed
// through a variable or a filter), appended to its effects.
const fx55eGuardDoc = " Decided (fx55e, rt54b B7): a program that acts on the terminal on its standard input (stty, setterm, tput, reset, tset, tabs) with that input redirected from a path the line does not know (`stty rows 3 cols 20 < $(sed -n 1p F)`, `stty isig intr a < $(cat F)`, `read t < F; stty rows 3 < $t`) asks as a might, as `stty -F \"$TTY\"` does ([stty-file]): F may name the desk's terminal, and `intr a` makes the operator's Approve key kill the desk. A known path that is no terminal (`stty -echo < /dev/tty`, `tput cols < /dev/null`) and no redirection at all are left alone."
