package patterns

import "strings"

// The meta-commands of the SQL clients (fx62a), read as each client reads
// them: sqlite3's and duckdb's dot-command lines (their arguments split
// at blanks, '…' taken as written, "…" with C escapes; a name is any
// prefix of the command's at least its shortest), psql's backslash
// commands (anywhere outside a literal, their arguments up to the line's
// end or an unquoted backslash, `…` in them run by the shell), mysql's
// named commands at a statement's start and its `\x` ones anywhere.

// dotSpec is one sqlite3 (and duckdb) dot-command that reaches outside
// the database: its name, its shortest prefix, and what it does.
type dotSpec struct {
	name string
	min  int
	// op: 'x' runs its arguments with the shell, 'o' writes its output to
	// a file or a pipe, 'r' reads a script (or a pipe), 'i' imports a file
	// (or a pipe), 'c' changes directory, 'w' writes its last operand,
	// 'R' reads its last operand, 'f' writes its operand unless stdout,
	// stderr, off or -, 'u' is unreadable.
	op byte
}

// dotSpecs are the dot-commands that reach outside the database.
func dotSpecs() []dotSpec {
	return []dotSpec{
		{"shell", 2, 'x'}, {"system", 2, 'x'}, {"output", 1, 'o'}, {"once", 2, 'o'},
		{"read", 3, 'r'}, {"import", 2, 'i'}, {"cd", 2, 'c'}, {"backup", 2, 'w'}, {"save", 3, 'w'},
		{"clone", 3, 'w'}, {"open", 2, 'w'}, {"restore", 3, 'R'}, {"log", 3, 'f'}, {"trace", 2, 'f'},
		{"iotrace", 2, 'f'}, {"load", 3, 'u'}, {"excel", 3, 'u'}, {"archive", 2, 'u'}, {"www", 2, 'u'},
		{"edit", 2, 'u'},
	}
}

// dotCommand reads one dot-command line.
func (s *sqlScanner) dotCommand(line string) {
	args, exact := dotArgs(strings.TrimSpace(line))
	if len(args) == 0 {
		return
	}
	name := strings.TrimPrefix(args[0], ".")
	ops := args[1:]
	for _, d := range dotSpecs() {
		if len(name) < d.min || !strings.HasPrefix(d.name, name) {
			continue
		}
		what := "." + d.name
		if !exact {
			s.fail("its " + what + " has an argument with an escape the reader does not decode")
			return
		}
		s.dotOp(d, what, ops)
	}
}

// dotOp does what dot-command d, given operands ops, does: its options
// are skipped (their values too), and an operand starting with `|` pipes
// to (or from) the rest of the line.
func (s *sqlScanner) dotOp(d dotSpec, what string, ops []string) {
	var plain []string
	opens := ""
	for k := 0; k < len(ops) && d.op != 'x'; k++ {
		o := ops[k]
		if strings.HasPrefix(o, "|") && (d.op == 'o' || d.op == 'r' || d.op == 'i') {
			plain = append(plain, strings.Join(ops[k:], " "))
			break
		}
		if strings.HasPrefix(o, "-") && len(o) > 1 {
			if (o == "-x" || o == "-e") && d.op == 'o' {
				opens = o
			}
			if (o == "--skip" || o == "--schema") && k+1 < len(ops) {
				k++ // the option's value
			}
			continue
		}
		plain = append(plain, o)
	}
	if opens != "" && (len(plain) == 0 || !strings.HasPrefix(plain[0], "|")) {
		s.fail("its " + what + " " + opens + " opens its output in a program the system picks")
		return
	}
	first, last := "", ""
	if len(plain) > 0 {
		first, last = plain[0], plain[len(plain)-1]
	}
	switch d.op {
	case 'x':
		var b strings.Builder
		for k, a := range ops {
			if k > 0 {
				b.WriteByte(' ')
			}
			if strings.Contains(a, " ") {
				a = `"` + a + `"` // as sqlite3 joins them
			}
			b.WriteString(a)
		}
		if b.Len() == 0 {
			return
		}
		s.find(sqlFind{kind: sqlRun, arg: b.String(), what: what})
	case 'o', 'r', 'i':
		switch {
		case strings.HasPrefix(first, "|"):
			s.find(sqlFind{kind: sqlPipe, arg: first[1:], what: what})
		case first == "" || first == "-" || d.op == 'o' && first == "stdout":
		case d.op == 'o':
			s.find(sqlFind{kind: sqlWrite, arg: first, what: what})
		case d.op == 'r':
			s.find(sqlFind{kind: sqlInclude, arg: first, what: what})
		default:
			s.find(sqlFind{kind: sqlRead, arg: first, what: what})
		}
	case 'c':
		s.cd(first, true)
	case 'w', 'R', 'f':
		if last == "" || d.op == 'f' && (last == "stdout" || last == "stderr" || last == "off" || last == "-" || last == "on") {
			return
		}
		kind := sqlWrite
		if d.op == 'R' {
			kind = sqlRead
		}
		s.find(sqlFind{kind: kind, arg: last, what: what})
	case 'u':
		s.fail("its " + what + " runs code or a program the reader does not read")
	}
}

// dotArgs splits a dot-command line as sqlite3 does; exact is false where
// a "…" argument holds a backslash escape.
func dotArgs(line string) ([]string, bool) {
	var args []string
	exact := true
	for i := 0; i < len(line); {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i >= len(line) {
			break
		}
		switch q := line[i]; q {
		case '\'', '"':
			j := i + 1
			for j < len(line) && line[j] != q {
				if q == '"' && line[j] == '\\' {
					exact = false
					j++
				}
				j++
			}
			args = append(args, line[i+1:min(j, len(line))])
			i = j + 1
		default:
			j := i
			for j < len(line) && line[j] != ' ' && line[j] != '\t' {
				j++
			}
			args = append(args, line[i:j])
			i = j
		}
	}
	return args, exact
}

// psqlArg is one argument of a psql meta-command.
type psqlArg struct {
	text    string
	literal bool
}

// psqlEnvRuns are the environment variables whose value psql (or a
// command it runs) takes for a program to run.
func psqlEnvRuns() []string {
	return []string{"PSQL_EDITOR", "EDITOR", "VISUAL", "PSQL_PAGER", "PAGER", "PSQL_WATCH_PAGER",
		"SHELL", "PATH", "LD_PRELOAD", "LD_LIBRARY_PATH", "PSQL_EDITOR_LINENUMBER_ARG"}
}

// psqlMeta reads a psql backslash command at s.i.
func (s *sqlScanner) psqlMeta() {
	s.i++
	if s.at(0) == '\\' {
		s.i++ // \\ ends a meta-command's arguments
		return
	}
	start := s.i
	if c := s.at(0); c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		for s.i < len(s.src) && (sqlWordByte(s.src[s.i]) || s.src[s.i] == '+') {
			s.i++
		}
	} else if s.i < len(s.src) {
		s.i++
	}
	name := strings.TrimSuffix(s.src[start:s.i], "+")
	what := `\` + name
	rest := s.src[s.i:]
	if end := strings.IndexByte(rest, '\n'); end >= 0 {
		rest = rest[:end]
	}
	trimmed := strings.TrimSpace(rest)
	switch name {
	case "!":
		s.i += len(rest)
		if cmd, _, _ := strings.Cut(trimmed, `\\`); strings.TrimSpace(cmd) == "" {
			s.fail(`its \! starts an interactive shell`)
		} else {
			s.find(sqlFind{kind: sqlRun, arg: trimmed, what: what})
		}
		return
	case "copy":
		s.i += len(rest)
		s.psqlCopy(trimmed)
		return
	case "o", "out", "g", "gx", "w", "write":
		if strings.HasPrefix(trimmed, "|") {
			s.i += len(rest)
			s.find(sqlFind{kind: sqlPipe, arg: trimmed[1:], what: what})
			return
		}
	case "gexec":
		s.fail(`its \gexec runs the query's results as SQL, which the reader does not read`)
	}
	if name == "g" || name == "gx" || name == "gexec" || name == "gset" {
		s.statement() // the query buffer is sent
	}
	args := s.psqlArgs()
	arg := func(k int) (string, bool) {
		if k >= len(args) {
			return "", true
		}
		return args[k].text, args[k].literal
	}
	path := func(k int, kind sqlFindKind, rel bool) {
		v, ok := arg(k)
		switch {
		case !ok:
			s.fail(what + " names a path that is not literal, so what it names is not known")
		case v != "":
			s.find(sqlFind{kind: kind, arg: v, what: what, rel: rel})
		}
	}
	switch name {
	case "o", "out", "w", "write", "s":
		path(0, sqlWrite, false)
	case "g", "gx":
		k := 0
		if v, _ := arg(0); strings.HasPrefix(v, "(") {
			for k < len(args) && !strings.HasSuffix(args[k].text, ")") {
				k++
			}
			k++
		}
		if v, _ := arg(k); strings.HasPrefix(v, "|") {
			s.find(sqlFind{kind: sqlPipe, arg: v[1:], what: what})
			return
		}
		path(k, sqlWrite, false)
	case "i", "include":
		path(0, sqlInclude, false)
	case "ir", "include_relative":
		path(0, sqlInclude, true)
	case "lo_import":
		path(0, sqlRead, false)
	case "lo_export":
		path(1, sqlWrite, false)
	case "cd":
		v, ok := arg(0)
		s.cd(v, ok)
	case "setenv":
		v, ok := arg(0)
		if !ok || contains(psqlEnvRuns(), strings.ToUpper(v)) {
			s.fail(`its \setenv sets ` + quoteRaw(v) + ", which names a program psql or a command runs later")
		}
	}
}

// psqlArgs lexes a psql meta-command's arguments from s.i: up to the
// line's end or an unquoted backslash (left for the next command). A
// `…` in one runs with the shell.
func (s *sqlScanner) psqlArgs() []psqlArg {
	var args []psqlArg
	for s.i < len(s.src) {
		c := s.src[s.i]
		if c == '\n' || c == '\\' {
			return args
		}
		if c == ' ' || c == '\t' || c == '\r' {
			s.i++
			continue
		}
		var b strings.Builder
		lit := true
		for s.i < len(s.src) {
			c = s.src[s.i]
			if c == '\n' || c == '\\' || c == ' ' || c == '\t' || c == '\r' {
				break
			}
			switch c {
			case '\'':
				j := s.i + 1
				for j < len(s.src) && s.src[j] != '\n' {
					if s.src[j] == '\\' {
						lit = false
						j += 2
						continue
					}
					if s.src[j] == '\'' {
						if j+1 < len(s.src) && s.src[j+1] == '\'' {
							b.WriteByte('\'')
							j += 2
							continue
						}
						break
					}
					b.WriteByte(s.src[j])
					j++
				}
				s.i = min(j+1, len(s.src))
			case '`':
				end := strings.IndexAny(s.src[s.i+1:], "`\n")
				if end < 0 {
					end = len(s.src) - s.i - 1
				}
				s.find(sqlFind{kind: sqlRun, arg: s.src[s.i+1 : s.i+1+end], what: "a psql backquote"})
				lit = false
				s.i = min(s.i+end+2, len(s.src))
			case '"', ':':
				lit = false
				b.WriteByte(c)
				s.i++
			default:
				b.WriteByte(c)
				s.i++
			}
		}
		args = append(args, psqlArg{text: b.String(), literal: lit})
	}
	return args
}

// psqlCopy reads the rest of a \copy line: its TO or FROM at the top
// level, then PROGRAM 'CMD', STDIN, STDOUT, PSTDIN, PSTDOUT or a file.
func (s *sqlScanner) psqlCopy(rest string) {
	words, quoted := psqlCopyWords(rest)
	for k, w := range words {
		low := strings.ToLower(w)
		if quoted[k] || low != "to" && low != "from" {
			continue
		}
		kind, what := sqlWrite, `\copy … to`
		if low == "from" {
			kind, what = sqlRead, `\copy … from`
		}
		if k+1 >= len(words) {
			return
		}
		next := words[k+1]
		switch strings.ToLower(next) {
		case "stdin", "stdout", "pstdin", "pstdout":
			if !quoted[k+1] {
				return
			}
		case "program":
			if quoted[k+1] {
				break
			}
			if k+2 >= len(words) || !quoted[k+2] {
				s.fail(what + " program runs a command the reader cannot read")
				return
			}
			s.find(sqlFind{kind: sqlPipe, arg: words[k+2], what: what + " program"})
			return
		}
		s.find(sqlFind{kind: kind, arg: next, what: what})
		return
	}
}

// psqlCopyWords splits a \copy line into its words at the top level (a
// parenthesized query is skipped), '…' dequoted.
func psqlCopyWords(rest string) ([]string, []bool) {
	var words []string
	var quoted []bool
	depth := 0
	for i := 0; i < len(rest); {
		c := rest[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '(':
			depth++
			i++
		case c == ')':
			depth--
			i++
		case c == '\'':
			var b strings.Builder
			j := i + 1
			for j < len(rest) {
				if rest[j] == '\'' {
					if j+1 < len(rest) && rest[j+1] == '\'' {
						b.WriteByte('\'')
						j += 2
						continue
					}
					break
				}
				b.WriteByte(rest[j])
				j++
			}
			if depth == 0 {
				words, quoted = append(words, b.String()), append(quoted, true)
			}
			i = j + 1
		default:
			j := i
			for j < len(rest) && !strings.ContainsRune(" \t()'", rune(rest[j])) {
				j++
			}
			if depth == 0 {
				words, quoted = append(words, rest[i:j]), append(quoted, false)
			}
			i = j
		}
	}
	return words, quoted
}

// mysqlNamed reads a mysql named command at a statement's start (system,
// source, tee, pager), true when it read one.
func (s *sqlScanner) mysqlNamed() bool {
	j := s.i
	for j < len(s.src) && (s.src[j] == ' ' || s.src[j] == '\t') {
		j++
	}
	k := j
	for k < len(s.src) && sqlWordByte(s.src[k]) {
		k++
	}
	word := strings.ToLower(s.src[j:k])
	var kind sqlFindKind
	switch word {
	case "system":
		kind = sqlRun
	case "source":
		kind = sqlInclude
	case "tee":
		kind = sqlWrite
	case "pager":
		kind = sqlPipe
	default:
		return false
	}
	if k < len(s.src) && s.src[k] != ' ' && s.src[k] != '\t' && s.src[k] != '\n' && s.src[k] != ';' {
		return false
	}
	s.mysqlArg(kind, word, s.mysqlRest(k))
	return true
}

// mysqlShort reads a mysql `\x` command at s.i.
func (s *sqlScanner) mysqlShort() {
	c := s.at(1)
	kinds := map[byte]sqlFindKind{'!': sqlRun, '.': sqlInclude, 'T': sqlWrite, 'P': sqlPipe}
	kind, ok := kinds[c]
	if !ok {
		s.i += 2
		return
	}
	s.mysqlArg(kind, `\`+string(c), s.mysqlRest(s.i+2))
}

// mysqlRest returns a mysql command's argument from j: up to the line's
// end or a `;`, which ends the command (as mysql -e 'pager less; select
// 1' does), and moves past it.
func (s *sqlScanner) mysqlRest(j int) string {
	end := strings.IndexAny(s.src[j:], ";\n")
	if end < 0 {
		s.i = len(s.src)
		return s.src[j:]
	}
	s.i = j + end + 1
	return s.src[j : j+end]
}

// mysqlArg records what a mysql command given the rest of its line does.
func (s *sqlScanner) mysqlArg(kind sqlFindKind, what, rest string) {
	arg := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), ";"))
	if arg == "" {
		if kind == sqlRun {
			s.fail("its " + what + " starts an interactive shell")
		}
		return
	}
	s.find(sqlFind{kind: kind, arg: arg, what: what})
}
