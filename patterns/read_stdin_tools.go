package patterns

import "strings"

// Tools that read a program, not data, from standard input when told to
// (make -f -, awk -f -): fed from a pipe, they run what was fed, as a
// shell does. parallel without a command does too (runner_parallel.go).

// makeStdin reads make -f - (or /dev/stdin): the makefile, whose recipes
// run, comes from standard input.
func (r *reading) makeStdin(p *Part) []*Node {
	for _, w := range makefiles(p) {
		if v, ok := w.Literal(); ok && isStdinPath(v) {
			return r.stdinScript(p, p.Program+" -f "+v)
		}
	}
	return nil
}

// awkStdin reads awk -f - (or /dev/stdin): the program comes from standard
// input.
func (r *reading) awkStdin(p *Part) []*Node {
	words := p.Args()
	for i, w := range words {
		lit, _ := litPrefix(w)
		switch {
		case lit == "--":
			return nil
		case (lit == "-f" || lit == "--file") && i+1 < len(words):
			if v, ok := words[i+1].Literal(); ok && isStdinPath(v) {
				return r.stdinScript(p, p.Program+" -f "+v)
			}
		case strings.HasPrefix(lit, "-f") && isStdinPath(lit[2:]):
			return r.stdinScript(p, p.Program+" "+lit)
		}
	}
	return nil
}
