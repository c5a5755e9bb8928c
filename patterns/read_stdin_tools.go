package patterns

import "strings"

// Tools that read a program, not data, from standard input when told to
// (make -f -, awk -f -) or when given no command (parallel reads the
// commands it runs from it): fed from a pipe, they run what was fed, as a
// shell does.

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

// parallelOptsWithValue are GNU parallel's options that take the next
// word as their value.
var parallelOptsWithValue = map[string]bool{
	"-j": true, "--jobs": true, "-S": true, "--sshlogin": true, "-a": true, "--arg-file": true,
	"-d": true, "--delimiter": true, "-E": true, "-I": true, "-n": true, "--max-args": true,
	"-N": true, "--max-lines": true, "-L": true, "--joblog": true, "--results": true,
	"--timeout": true, "--retries": true, "--colsep": true, "-C": true, "--tmpdir": true,
	"--workdir": true, "--wd": true, "--env": true, "--halt": true, "--delay": true,
	"--load": true, "--memfree": true, "--basefile": true, "--return": true, "--tag-string": true,
	"-s": true, "--max-chars": true, "-P": true,
}

// parallelStdin reads GNU parallel: with no command before its argument
// separators (:::, ::::), each line it reads is a command it runs.
func (r *reading) parallelStdin(p *Part) []*Node {
	words := p.Args()
	for i := 0; i < len(words); i++ {
		lit, tail := litPrefix(words[i])
		switch {
		case lit == ":::" || lit == "::::" || lit == ":::+" || lit == "::::+":
			return r.stdinScript(p, "parallel without a command")
		case lit == "--":
			if i+1 < len(words) {
				return nil
			}
		case strings.HasPrefix(lit, "-") && !tail:
			if parallelOptsWithValue[lit] {
				i++
			}
		default:
			return nil // the command
		}
	}
	return r.stdinScript(p, "parallel without a command")
}
