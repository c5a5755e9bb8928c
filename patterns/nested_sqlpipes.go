package patterns

import "strings"

// The database shells' other ways to run a command (rt22e #34): an
// output sent to a pipe (sqlite3's and duckdb's `.output |CMD` and
// `.once |CMD`, psql's `\o |CMD`, `\g |CMD`, `\w |CMD`), psql's `\copy …
// program 'CMD'` (it runs on the client), mysql's `pager CMD`, and
// sqlite3's abbreviated dot-commands (`.sh`, `.sys`, `.o`, `.on`, which
// sqlite3 takes for `.shell`, `.system`, `.output` and `.once`).

// dotCommand reports whether word, a sqlite3 dot-command's name without
// its dot, names one of full's: a prefix of one at least min long.
func dotCommand(word string, min int, full ...string) bool {
	if len(word) < min {
		return false
	}
	for _, f := range full {
		if strings.HasPrefix(f, word) {
			return true
		}
	}
	return false
}

// sqliteLineCommands returns the shell command a sqlite3 (or duckdb)
// line runs: `.shell CMD`, `.system CMD` and their abbreviations, and
// the pipe an `.output` or `.once` sends to (after its options, quoted
// or not).
func sqliteLineCommands(line string) []string {
	t := strings.TrimSpace(line)
	if !strings.HasPrefix(t, ".") {
		return nil
	}
	name, rest, _ := strings.Cut(t[1:], " ")
	if i := strings.IndexAny(name, "\t|'\""); i >= 0 {
		name, rest = name[:i], name[i:]+" "+rest
	}
	switch {
	case dotCommand(name, 2, "shell", "system"):
		return []string{rest}
	case dotCommand(name, 1, "output", "once"):
		for {
			rest = strings.TrimSpace(rest)
			if !strings.HasPrefix(rest, "-") {
				break
			}
			_, rest, _ = strings.Cut(rest, " ")
		}
		if strings.HasPrefix(rest, "|") {
			return []string{rest[1:]}
		}
		if len(rest) > 1 && (rest[0] == '\'' || rest[0] == '"') && rest[1] == '|' {
			cmd := rest[2:]
			if j := strings.IndexByte(cmd, rest[0]); j >= 0 {
				cmd = cmd[:j]
			}
			return []string{cmd}
		}
	}
	return nil
}

// psqlPipeCommands returns the commands a psql line pipes to (`\o |CMD`,
// `\g |CMD`, `\gx |CMD`, `\w |CMD`: the rest of the line) and the
// programs its `\copy … program 'CMD'` runs.
func psqlPipeCommands(line string) []string {
	var out []string
	for _, m := range []string{`\o`, `\out`, `\g`, `\gx`, `\w`, `\write`} {
		for rest := line; ; {
			i := strings.Index(rest, m)
			if i < 0 {
				break
			}
			rest = rest[i+len(m):]
			if t := strings.TrimLeft(rest, " \t"); strings.HasPrefix(t, "|") {
				out = append(out, t[1:])
				break
			}
		}
	}
	low := strings.ToLower(line)
	if i := strings.Index(low, `\copy`); i >= 0 {
		rest := line[i:]
		for {
			j := strings.Index(strings.ToLower(rest), "program")
			if j < 0 {
				break
			}
			rest = strings.TrimLeft(rest[j+len("program"):], " \t")
			if strings.HasPrefix(rest, "'") {
				cmd, tail, _ := strings.Cut(rest[1:], "'")
				out = append(out, cmd)
				rest = tail
			}
		}
	}
	return out
}

// mysqlPager returns the program a mysql statement sets as its pager
// (`pager CMD`, `\P CMD`): mysql runs the output through it. The plain
// pagers (less, more, cat) are left to be read as what they are.
func mysqlPager(stmt string) (string, bool) {
	low := strings.ToLower(stmt)
	for _, p := range []string{"pager ", "pager\t"} {
		if strings.HasPrefix(low, p) {
			return stmt[len(p):], true
		}
	}
	if strings.HasPrefix(stmt, `\P `) {
		return stmt[len(`\P `):], true
	}
	return "", false
}
