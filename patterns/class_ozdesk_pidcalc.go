package patterns

import "strings"

// A pid may be computed by a program the reader does not run (fx54e,
// rt53 N2): `kill -9 $(expr 1904 + 0)`, `kill -STOP $(echo 1900+4 |
// bc)`, `$(bc <<< 1900+4)`, `$(python3 -c 'print(1904)')`, `p=$(expr
// 1904); kill $p` each killed the desk, its pid shown by an allowed
// `pgrep -a ozdesk`. The line's own arithmetic and echo are read for the
// number (class_ozdesk_pidword.go); a calculator's output is not. A kill
// of a calculator's number is no everyday work (a pid comes from a file,
// a search, `$!`, `jobs -p`), so while an ozdesk process runs (a desk or
// a broker: Context.OzdeskCmdlines lists one) it asks as a might; with
// none running, or where the caller cannot look, it is left alone.

// pidCalculator reports whether part p computes or prints a number from
// what it is given: expr, bc, dc, seq, numfmt; an interpreter's inline
// code (`python3 -c`, `perl -e`, `node -e`, `ruby -e`, `php -r`, `jq
// -n`); awk's BEGIN-only program.
func pidCalculator(p *Part) bool {
	switch p.Program {
	case "expr", "bc", "dc", "seq", "numfmt", "factor", "units", "calc", "qalc":
		return true
	case "python", "python2", "python3", "perl", "ruby", "node", "nodejs", "php", "lua", "jq", "bun", "deno":
		for _, a := range p.Args() {
			switch v, _ := a.Literal(); v {
			case "-c", "-e", "-E", "-p", "-r", "-n", "--eval", "--print", "eval":
				return true
			}
		}
	case "awk", "gawk", "mawk", "nawk":
		args := p.Args()
		return len(args) > 0 && strings.HasPrefix(strings.TrimSpace(args[len(args)-1].Raw), "'BEGIN")
	}
	return false
}

// stagesComputePid reports whether a kill's search computes its pids by
// a calculator while an ozdesk process runs.
func stagesComputePid(stages []*Part, ctx *Context) bool {
	calc := false
	for _, p := range stages {
		if pidCalculator(p) {
			calc = true
			break
		}
	}
	return calc && ozdeskRunning(ctx)
}

// ozdeskRunning reports whether a desk or a broker runs now, as the
// caller sees it (Context.OzdeskCmdlines).
func ozdeskRunning(ctx *Context) bool {
	return ctx != nil && ctx.OzdeskCmdlines != nil && len(ctx.OzdeskCmdlines()) > 0
}
