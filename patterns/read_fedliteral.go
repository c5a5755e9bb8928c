package patterns

import "strings"

// A database shell fed from a pipe runs what it reads (read_stdin_tools.go).
// When what feeds it is one `echo` or `printf` of literal text, the line
// holds that text: `echo 'select 1' | psql` runs `select 1`, so the part
// is readable, and the defaults judge the text as they judge a
// here-string (`echo 'DROP TABLE t' | psql` is a cloud delete). Text that
// could reach past SQL (a backslash: psql's `\!` and `\i`, an escape
// echo or printf may turn into one; sqlite3's dot-commands; mysql's
// `system` and `source`; postgres's `COPY … PROGRAM`) is not read as
// known.

// fedLiteralText returns the text the previous stage of p's pipeline
// writes, when that stage is one part, an echo or a printf whose words
// are literal and hold no escape: echo's words joined by spaces, or
// printf's one format with \n and \t, and no %.
func (r *reading) fedLiteralText(p *Part) (string, bool) {
	if p.Feed != FeedPipe {
		return "", false
	}
	return pipedLiteralText(r.cmd, p)
}

// pipedLiteralText is fedLiteralText for the parts of cmd, read at any
// time, whatever p's Feed says (xargs reads the pipe for the part it
// runs: class_ozdesk_pidfed.go).
func pipedLiteralText(cmd *Command, p *Part) (string, bool) {
	if p.Pipe.ID < 0 || p.Pipe.Stage < 1 {
		return "", false
	}
	var feeder *Part
	for _, q := range cmd.Parts {
		if q.Pipe.ID == p.Pipe.ID && q.Pipe.Stage == p.Pipe.Stage-1 {
			if feeder != nil {
				return "", false
			}
			feeder = q
		}
	}
	if feeder == nil || len(feeder.Wrappers) > 0 {
		return "", false
	}
	args := feeder.Args()
	lits := make([]string, 0, len(args))
	for _, w := range args {
		v, ok := w.Literal()
		if !ok {
			return "", false
		}
		lits = append(lits, v)
	}
	switch feeder.Program {
	case "echo":
		if len(lits) > 0 && lits[0] == "-n" {
			lits = lits[1:]
		}
		text := strings.Join(lits, " ")
		if len(lits) > 0 && strings.HasPrefix(lits[0], "-") || strings.Contains(text, `\`) {
			return "", false
		}
		return text, true
	case "printf":
		if len(lits) != 1 || strings.Contains(lits[0], "%") {
			return "", false
		}
		text := strings.NewReplacer(`\n`, "\n", `\t`, "\t").Replace(lits[0])
		if strings.Contains(text, `\`) {
			return "", false
		}
		return text, true
	}
	return "", false
}

// fedSQLOnly reports whether the text fed to database shell prog can
// only be its query language: no backslash command, no dot-command, no
// command that runs or reads something else.
func fedSQLOnly(prog, text string) bool {
	low := strings.ToLower(text)
	for _, bad := range []string{`\`, "system", "source", "shell", "program"} {
		if strings.Contains(low, bad) {
			return false
		}
	}
	if prog == "sqlplus" {
		// SQL*Plus runs a line's HOST (HO, !, $) with the shell, and @,
		// START a script file.
		for _, line := range strings.Split(low, "\n") {
			f := strings.Fields(line)
			if len(f) > 0 && (contains([]string{"ho", "hos", "host", "$", "sta", "star", "start"}, f[0]) ||
				strings.HasPrefix(f[0], "!") || strings.HasPrefix(f[0], "@")) {
				return false
			}
		}
	}
	if prog == "sqlite3" || prog == "duckdb" {
		for _, line := range strings.Split(text, "\n") {
			if l := strings.TrimSpace(line); strings.HasPrefix(l, ".") && !quietDotCommand(l) {
				return false
			}
		}
	}
	return true
}

// quietDotCommands are the sqlite3 (and duckdb) dot-commands, spelt in
// full, that only set how results print or print the schema (fx64b):
// none reads, writes or runs anything outside the database. A name is
// matched whole, never as the prefix sqlite3 accepts (`.sh` is .shell).
func quietDotCommands() []string {
	return []string{"headers", "header", "mode", "tables", "schema", "fullschema", "indexes", "indices", "databases",
		"timer", "width", "nullvalue", "separator", "quit", "exit", "changes", "echo", "bail", "print", "show",
		"stats", "eqp", "explain", "dump"}
}

// quietDotCommand reports a dot-command line whose command is one of
// quietDotCommands.
func quietDotCommand(line string) bool {
	name, _, _ := strings.Cut(strings.TrimPrefix(line, "."), " ")
	name, _, _ = strings.Cut(name, "\t")
	return contains(quietDotCommands(), name)
}
