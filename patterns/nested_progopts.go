package patterns

import (
	"fmt"
	"strings"
)

// Programs that run a command the words hand them in a place the shell
// does not show: an option whose value is a command string (fzf's
// preview, a pager) or a program (sort's compressor, scp's ssh, rg's
// preprocessor), less's start-up command `+!CMD`, fzf's key bindings
// that execute, and the shell escapes of the database shells (psql's
// `\!`, mysql's `system` and `\!`, sqlite3's `.shell` and `.system`).
// A program named by an option is read as a command string: it runs as
// the program the string names.

// progCommandOptions are, per program, the options whose value is a
// command string or a program that the program runs.
var progCommandOptions = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"sort":  gnuPrefixes("--compress-program", "--co"),
		"fzf":   {"--preview"},
		"bat":   {"--pager"},
		"delta": {"--pager"},
		"scp":   {"-S"},
		"sftp":  {"-S", "-D"}, // -D: a local sftp server it runs in place of ssh
		"rg":    {"--pre"},
		// split runs $SHELL -c COMMAND for every chunk.
		"split": gnuPrefixes("--filter", "--f"),
		// go runs -toolexec's program for every tool of a build, and -exec's
		// for every binary go run and go test make.
		"go": {"-toolexec", "--toolexec", "-exec", "--exec"},
		// The programs that run another in place of ssh or to ask for a
		// password (fx22e1): wget's askpass, aria2c's event hooks,
		// Mercurial's ssh, borg's rsh, unison's ssh command.
		"wget":   gnuPrefixes("--use-askpass", "--use-a"),
		"aria2c": {"--on-download-complete", "--on-download-start", "--on-download-error", "--on-download-pause", "--on-download-stop", "--on-bt-download-complete"},
		"hg":     {"-e", "--ssh", "--remotecmd"},
		"borg":   {"--rsh"},
		"unison": {"-sshcmd", "-rshcmd"},
		// bazel run runs the target under --run_under's command (a
		// string the shell splits); so does bazelisk, bazel's launcher.
		"bazel":    {"--run_under", "--run-under"},
		"bazelisk": {"--run_under", "--run-under"},
	}
}}

// gnuPrefixes returns name and every abbreviation of it that getopt_long
// accepts, down to the shortest unique prefix min.
func gnuPrefixes(name, min string) []string {
	out := []string{}
	for n := len(name); n >= len(min); n-- {
		out = append(out, name[:n])
	}
	return out
}

// fzfRunActions are fzf's binding actions that run a command.
var fzfRunActions = []string{"execute", "become", "reload", "preview", "transform", "bg-transform", "change-preview"}

// progOptions reads what the programs of progCommandOptions, less and
// fzf run through their options.
func (r *reading) progOptions(p *Part, sc scope) []*Node {
	var nodes []*Node
	if names := progCommandOptions.get()[p.Program]; names != nil {
		nodes = r.optionStrings(p, p.Program, p.Args(), names, sc)
	}
	switch p.Program {
	case "less":
		nodes = append(nodes, r.lessCommands(p, sc)...)
	case "fzf":
		nodes = append(nodes, r.fzfBindings(p)...)
	case "cargo":
		nodes = append(append(nodes, r.cargoConfig(p, sc)...), r.cargoWatch(p, sc)...)
		nodes = append(nodes, r.toolchainOptions(p, sc)...) // nested_toolchainopts.go
	case "rake", "mix", "sbt", "mvn", "mvnw":
		nodes = append(nodes, r.toolCode(p, sc)...) // read_toolcode.go
	case "go", "rustc":
		nodes = append(nodes, r.toolchainOptions(p, sc)...)
	case "cargo-watch":
		nodes = append(nodes, r.cargoWatch(p, sc)...)
	case "start-stop-daemon":
		nodes = append(nodes, r.startStopDaemon(p, sc)...)
	case "cmake":
		nodes = append(nodes, r.cmakeDefs(p, sc)...)
	case "hg", "chg":
		nodes = append(nodes, r.hgConfig(p, sc)...) // nested_hgconfig.go
	}
	return nodes
}

// lessCommands reads less's `+CMD` (and `++CMD`) start-up commands: one
// holding `!` runs the rest with the shell; one holding `|` pipes to a
// command the reader does not split out.
func (r *reading) lessCommands(p *Part, sc scope) []*Node {
	var nodes []*Node
	for _, w := range p.Args() {
		lit, tail := litPrefix(w)
		if lit == "--" {
			break
		}
		if !strings.HasPrefix(lit, "+") {
			continue
		}
		if tail {
			nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
				"less runs the start-up command %s, which is not literal, so what it runs is not known.", quoteRaw(w.Raw))))
			continue
		}
		if i := strings.IndexByte(lit, '!'); i >= 0 {
			nodes = append(nodes, r.nestedText(p, "less +!", lit[i+1:], w.Span, FeedNone, sc)...)
		} else if strings.Contains(lit, "|") {
			nodes = append(nodes, r.foreign(p, w, "less +|"))
		}
	}
	return nodes
}

// fzfBindings reads fzf's --bind: a binding whose action runs a command
// (execute(…), become(…), reload(…) …) runs what the reader does not
// split out of fzf's own syntax.
func (r *reading) fzfBindings(p *Part) []*Node {
	args := p.Args()
	for i, w := range args {
		lit, _ := litPrefix(w)
		var val Word
		switch {
		case lit == "--bind" && i+1 < len(args):
			val = args[i+1]
		case strings.HasPrefix(lit, "--bind="):
			val = w
		default:
			continue
		}
		v, ok := val.Literal()
		if !ok {
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
				"fzf --bind is given %s, which is not literal and might run a command, so what runs is not known.", quoteRaw(val.Raw)))}
		}
		low := strings.ToLower(v)
		for _, a := range fzfRunActions {
			if strings.Contains(low, a) {
				return []*Node{r.foreign(p, val, "fzf --bind")}
			}
		}
	}
	return nil
}

// dbShellEscapes reads the shell escapes of SQL given to a database shell
// on its words: psql's `\! CMD` (-c, --command), mysql's and mariadb's
// `system CMD` and `\! CMD` (-e, --execute), sqlite3's `.shell CMD` and
// `.system CMD` (its SQL operands and -cmd), duckdb's (-c, -cmd, -s),
// and the pipes and programs of nested_sqlpipes.go. Each CMD runs with
// the shell.
func (r *reading) dbShellEscapes(p *Part, sc scope) []*Node {
	var opts []string
	switch p.Program {
	case "psql", "usql":
		opts = []string{"-c", "--command"}
	case "mysql", "mariadb":
		opts = []string{"-e", "--execute"}
	case "sqlite3":
		opts = []string{"-cmd"}
	case "duckdb":
		opts = []string{"-c", "-cmd", "-s"}
	}
	var nodes []*Node
	args := p.Args()
	for i := 0; i < len(args); i++ {
		w := args[i]
		lit, _ := litPrefix(w)
		val, next, ok := optionValue(args, i, opts, sc.m.whole == nil)
		i = next
		if !ok && p.Program == "sqlite3" && !strings.HasPrefix(lit, "-") {
			val, ok = w, true
		}
		if !ok {
			continue
		}
		v, literal := val.Literal()
		if !literal {
			continue // SQL not known: the data-delete class judges it
		}
		for _, cmd := range sqlShellEscapes(p.Program, v) {
			nodes = append(nodes, r.nestedText(p, p.Program+" shell escape", cmd, val.Span, FeedNone, sc)...)
		}
	}
	return nodes
}

// sqlShellEscapes returns the shell commands in SQL text given to a
// database shell: each runs to the end of its line (psql's to a `\\`,
// mysql's to a ";").
func sqlShellEscapes(program, sql string) []string {
	var out []string
	for _, line := range strings.Split(sql, "\n") {
		switch program {
		case "psql", "usql":
			out = append(out, psqlPipeCommands(line)...)
			for {
				i := strings.Index(line, `\!`)
				if i < 0 {
					break
				}
				cmd := line[i+2:]
				line = ""
				if j := strings.Index(cmd, `\\`); j >= 0 {
					cmd, line = cmd[:j], cmd[j+2:]
				}
				out = append(out, cmd)
			}
		case "mysql", "mariadb":
			for _, stmt := range strings.Split(line, ";") {
				t := strings.TrimSpace(stmt)
				low := strings.ToLower(t)
				switch {
				case strings.HasPrefix(t, `\!`):
					out = append(out, t[2:])
				case strings.HasPrefix(low, "system ") || strings.HasPrefix(low, "system\t"):
					out = append(out, t[len("system"):])
				}
				if cmd, ok := mysqlPager(t); ok {
					out = append(out, cmd)
				}
			}
		case "sqlite3", "duckdb":
			out = append(out, sqliteLineCommands(line)...)
		}
	}
	return out
}

// optionValue is the value args[i] gives one of opts (`-c V`, `-c=V`, and
// `-cV` for a two-letter option), the index of the last word it took, and
// true; i and false when args[i] is none of them. exact is trimWordPrefix's.
func optionValue(args []Word, i int, opts []string, exact bool) (Word, int, bool) {
	w := args[i]
	lit, _ := litPrefix(w)
	for _, o := range opts {
		switch {
		case lit == o && i+1 < len(args):
			return args[i+1], i + 1, true
		case strings.HasPrefix(lit, o+"="):
			return trimWordPrefix(w, o+"=", exact), i, true
		case len(o) == 2 && len(lit) > 2 && strings.HasPrefix(lit, o) && lit[1] != '-':
			return trimWordPrefix(w, o, exact), i, true
		}
	}
	return Word{}, i, false
}
