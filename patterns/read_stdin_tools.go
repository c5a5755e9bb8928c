package patterns

import "strings"

// Tools that read a program, not data, from standard input when told to
// (make -f -, awk -f -, gdb -x /dev/stdin, vim -s -): fed from a pipe,
// they run what was fed, as a shell does. parallel without a command
// does too (runner_parallel.go), and so do crontab - (which installs
// what it reads, to run later) and the database shells given no command
// (psql runs \! lines, sqlite3 .shell, mysql system).

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
			if isProcSubstWord(words[i+1]) {
				return r.scriptOperand(p, words[i+1], p.Program+" -f") // awk -f <(…): rt22e #29
			}
		case strings.HasPrefix(lit, "-f") && isStdinPath(lit[2:]):
			return r.stdinScript(p, p.Program+" "+lit)
		}
	}
	return nil
}

// scriptFileOpts are options whose value is a file of commands the
// program runs: /dev/stdin or - there reads them from standard input.
var scriptFileOpts = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"gdb": {"-x", "--command", "-ix", "--init-command"},
		"vim": {"-s", "-S"}, "nvim": {"-s", "-S"}, "vi": {"-s", "-S"}, "view": {"-s", "-S"},
		"psql": {"-f", "--file"}, "mysql": {"--init-command"}, "duckdb": {"-f", "-init"},
		"emacs": {"--script", "-script", "-l", "--load", "-load", "-scriptload"},
	}
}}

// scriptFileStdin reads a script file option whose value is standard
// input.
func (r *reading) scriptFileStdin(p *Part) []*Node {
	words := p.Args()
	for i, w := range words {
		lit, _ := litPrefix(w)
		if lit == "--" {
			return nil
		}
		for _, o := range scriptFileOpts.get()[p.Program] {
			switch {
			case lit == o && i+1 < len(words):
				if v, ok := words[i+1].Literal(); ok && isStdinPath(v) {
					return r.stdinScript(p, p.Program+" "+o+" "+v)
				}
				if isProcSubstWord(words[i+1]) {
					return r.scriptOperand(p, words[i+1], p.Program+" "+o) // vim -S <(…): rt22e #29
				}
			case strings.HasPrefix(lit, o+"=") && isStdinPath(lit[len(o)+1:]):
				return r.stdinScript(p, p.Program+" "+lit)
			}
		}
	}
	return nil
}

// crontabStdin reads crontab - (or crontab with no file): the table it
// installs, whose lines run later, comes from standard input.
func (r *reading) crontabStdin(p *Part) []*Node {
	words := p.Args()
	var ops []Word
	for i := 0; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		switch {
		case lit == "-u":
			i++
		case lit == "-" || !strings.HasPrefix(lit, "-"):
			ops = append(ops, words[i])
		default:
			return nil // -l, -e, -r, -i: no table read
		}
	}
	if len(ops) == 0 || len(ops) == 1 && isLit(ops[0], "-") {
		return r.stdinScript(p, "crontab")
	}
	return nil
}

// dbClientStdin reads redis-cli (valkey-cli, keydb-cli) with no command
// of its own, or clickhouse-client with no query: fed from a pipe, it
// runs what it reads, so text the line does not hold is unreadable (the
// [sql-file] promise of DEFAULTS.md: "the standard input of … redis-cli
// and clickhouse-client"; rt18h #12); literal text is judged by the
// fed-text patterns (echo FLUSHALL | redis-cli).
func (r *reading) dbClientStdin(p *Part) []*Node {
	if p.Feed != FeedPipe && p.Feed != FeedProcSubst {
		return nil
	}
	if !clientChecks.get()[p.Program](p) {
		return nil // a command or query of its own: its input is data
	}
	if text, ok := r.fedLiteralText(p); ok && fedSQLOnly(p.Program, text) {
		return nil
	}
	return r.stdinScript(p, p.Program)
}

// dbShellStdin reads a database shell given no command (-c, -e, -f):
// fed from a pipe, it runs what it reads, shell escapes included.
func (r *reading) dbShellStdin(p *Part) []*Node {
	if p.Feed == FeedNone || p.Feed == FeedFile {
		return nil
	}
	// A here-string or here-document is text the line holds: SQL alone is
	// judged by the fed-text patterns, anything else (psql's \!, sqlite3's
	// .shell, mysql's system, sqlplus's host) is a command the shell runs
	// (rt22e #45: `psql -f /dev/stdin <<< '\! …'` was allowed).
	if hasLitArg(p, "--version", "-version", "-V", "--help", "-help") {
		return nil // it prints and exits
	}
	text, literal := r.fedText(p)
	sqlOnly := literal && fedSQLOnly(p.Program, text)
	cmdOpts := []string{"-c", "--command", "-f", "--file", "-e", "--execute", "-cmd"}
	ops := 0
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		for _, o := range cmdOpts {
			if lit == o || strings.HasPrefix(lit, o+"=") {
				if sqlOnly {
					return nil
				}
				return r.scriptFileStdin(p)
			}
		}
		if !strings.HasPrefix(lit, "-") {
			ops++
		}
	}
	if (p.Program == "sqlite3" || p.Program == "duckdb") && ops > 1 {
		return nil // sqlite3 DB SQL runs the SQL given
	}
	if sqlOnly {
		return nil // the line holds what it runs (read_fedliteral.go)
	}
	return r.stdinScript(p, p.Program)
}
