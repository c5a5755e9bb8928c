package patterns

// A program that sets or reads the terminal on its standard input acts
// on whatever terminal that input is (fx55e, rt54b B7): `stty rows 3
// cols 20 < $(sed -n 1p F)`, F holding the desk's /dev/pts/0, laid the
// desk out at 20x3 (the operator saw no card), and `stty isig intr a <
// $(cat F)` made the operator's Approve key kill the desk. A literal
// terminal path already asks (`* ** < [terminal]`); a path the line
// computes (`< $(…)`, `< $t` read from a file) may be the desk's as
// well, so it is judged as stty's -F is ([stty-file]: a terminal, or a
// path not known at all). stdin from a known path that is no terminal
// (`stty -echo < /dev/tty`, `tput cols < /dev/null`) is left alone.

// ttyStdinPrograms are the programs that act on their standard input's
// terminal (tcsetattr, TIOCSWINSZ, a terminal's reset strings).
func ttyStdinPrograms() []string {
	return []string{"stty", "setterm", "tput", "reset", "tset", "tabs"}
}

// ttyStdinPatterns are cmd.guard-tamper's patterns for such a program
// given an input redirection from a path not known here.
func ttyStdinPatterns() []string {
	var out []string
	for _, p := range ttyStdinPrograms() {
		out = append(out, p+" ** < [stty-file]")
	}
	return out
}
