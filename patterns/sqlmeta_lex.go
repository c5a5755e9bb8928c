package patterns

import (
	"strconv"
	"strings"
)

// The SQL clients' own languages (issue 7, fx62a): psql, sqlite3,
// mysql/mariadb and duckdb read SQL mixed with meta-commands of their
// own (psql's `\o |CMD`, sqlite3's `.output F`, mysql's `system CMD`),
// and their SQL can itself run programs, write and read files
// (`COPY … TO PROGRAM`, writefile(), readfile(), INTO OUTFILE). The
// reader here is bounded and lexes each client's text as the client
// does: its literals (psql's E'…' and $tag$…$tag$, sqlite3's [ident],
// mysql's backslash escapes), its comments (psql's nested /* */,
// mysql's `#`, `-- ` and executable /*! … */) and its meta-command lines
// (sqlite3's and duckdb's `.` at a line's start, psql's `\` anywhere
// outside a literal, mysql's named commands at a statement's start and
// `\x` anywhere). It is never the shell's parser: what it finds is
// spelled as the shell would spell it (sqlFind.shell) so the shell
// reader and the existing classes judge it.

// sqlDialect is the client whose language a text is.
type sqlDialect int

const (
	sqlNone sqlDialect = iota
	sqlPsql
	sqlSqlite
	sqlMysql
	sqlDuck
)

// sqlDialectOf is the dialect of program prog (sqlNone for others).
func sqlDialectOf(prog string) sqlDialect {
	switch prog {
	case "psql":
		return sqlPsql
	case "sqlite3":
		return sqlSqlite
	case "mysql", "mariadb":
		return sqlMysql
	case "duckdb":
		return sqlDuck
	}
	return sqlNone
}

const (
	// sqlTextMax bounds the text of one source the reader lexes.
	sqlTextMax = 1 << 20
	// sqlFindsMax bounds the finds of one text.
	sqlFindsMax = 64
	// sqlNestMax bounds how deep dollar-quoted bodies are read as SQL.
	sqlNestMax = 4
)

// sqlFindKind is what a find does.
type sqlFindKind int

const (
	sqlRun     sqlFindKind = iota // a command the client runs with the shell
	sqlPipe                       // a command the client pipes to or from
	sqlWrite                      // a file the client (or its server) writes
	sqlRead                       // a file the client (or its server) reads
	sqlInclude                    // a file of the client's language it runs
)

// sqlFind is one thing a text makes its client do.
type sqlFind struct {
	kind sqlFindKind
	// arg is the command (sqlRun, sqlPipe) or the path.
	arg string
	// what names the spelling in the client's language, for the reason.
	what string
	// rel reports an include relative to the including file (psql \ir).
	rel bool
}

// shell is the find spelled as the shell would: a command as itself, a
// pipe as `: | CMD`, a write as `: > F`, a read as `cat F`; "" for an
// include.
func (f sqlFind) shell() string {
	switch f.kind {
	case sqlRun:
		return f.arg
	case sqlPipe:
		return ": | " + f.arg
	case sqlWrite:
		return ": > " + sqlShellPath(f.arg)
	case sqlRead:
		return "cat " + sqlShellPath(f.arg)
	}
	return ""
}

// sqlShellPath quotes path p for the shell, leaving a leading `~/` (or a
// lone `~`) for the shell to expand as psql and mysql do: reading the
// tilde where a client does not only asks more.
func sqlShellPath(p string) string {
	switch {
	case p == "~":
		return "~"
	case strings.HasPrefix(p, "~/"):
		return "~/" + shellQuote1(p[2:])
	}
	return shellQuote1(p)
}

// sqlScan is what the reader found in one text: the finds, or why it is
// unreadable (then the finds are not all there is).
type sqlScan struct {
	finds  []sqlFind
	unread string
}

// sqlTok is one token of a SQL statement.
type sqlTok struct {
	// kind: 'w' a word (text lowercased), 's' a string literal (text its
	// value), 'i' a quoted identifier, 'v' a psql variable, 'p'
	// punctuation, 'n' a number.
	kind byte
	text string
	// exact reports a string whose value is read exactly (no escape the
	// reader does not decode).
	exact bool
}

// sqlScanner lexes one text of a client's language.
type sqlScanner struct {
	d     sqlDialect
	src   string
	i     int
	toks  []sqlTok
	out   *sqlScan
	nest  int
	body  bool // inside a dollar-quoted body (plpgsql): EXECUTE builds SQL
	place *sqlPlace
	// mysqlExec counts open mysql /*! … */ comments, which run as SQL.
	mysqlExec int
}

// sqlPlace is the directory a client's cds moved it to, shared by the
// texts one client reads in turn: "" where it started, moved where a cd
// went somewhere not known.
type sqlPlace struct {
	cwd   string
	moved bool
}

// scanSQL reads text, the language of dialect d, at place (nil for where
// the client started); sqlOnly reports text the client takes as SQL
// alone (sqlite3's operand not starting with `.`).
func scanSQL(d sqlDialect, text string, sqlOnly bool, place *sqlPlace) sqlScan {
	var out sqlScan
	if len(text) > sqlTextMax {
		out.unread = "its text is longer than the reader reads (1 MiB)"
		return out
	}
	if place == nil {
		place = &sqlPlace{}
	}
	s := &sqlScanner{d: d, src: text, out: &out, place: place}
	if sqlOnly {
		s.sql(false)
	} else {
		s.sql(true)
	}
	return out
}

// stop reports that the scan ended: unreadable or past the finds' bound.
func (s *sqlScanner) stop() bool {
	if s.out.unread == "" && len(s.out.finds) > sqlFindsMax {
		s.out.unread = "it does more than the reader follows (" + strconv.Itoa(sqlFindsMax) + " reads, writes and commands)"
	}
	return s.out.unread != ""
}

// fail records why the text is unreadable (the first reason stands).
func (s *sqlScanner) fail(why string) {
	if s.out.unread == "" {
		s.out.unread = why
	}
}

// find records f (an empty command dropped), a path relative to a cd the reader followed joined to
// it, and one relative to a cd it did not made unreadable.
func (s *sqlScanner) find(f sqlFind) {
	if (f.kind == sqlRun || f.kind == sqlPipe) && strings.TrimSpace(f.arg) == "" {
		return // an empty command runs nothing
	}
	if f.kind != sqlRun && f.kind != sqlPipe && !f.rel && !strings.HasPrefix(f.arg, "/") && !strings.HasPrefix(f.arg, "~") {
		switch {
		case s.place.moved:
			s.fail(f.what + " names " + quoteRaw(f.arg) + " relative to a directory a cd changed to, which is not known")
			return
		case s.place.cwd != "":
			f.arg = strings.TrimSuffix(s.place.cwd, "/") + "/" + f.arg
		}
	}
	s.out.finds = append(s.out.finds, f)
}

// cd follows a client's cd to dir.
func (s *sqlScanner) cd(dir string, literal bool) {
	pl := s.place
	switch {
	case !literal:
		pl.moved = true
	case dir == "" || dir == "~":
		pl.cwd, pl.moved = "~", false
	case strings.HasPrefix(dir, "/") || strings.HasPrefix(dir, "~/"):
		pl.cwd, pl.moved = dir, false
	case pl.cwd == "" && !pl.moved:
		pl.cwd = dir
	case !pl.moved:
		pl.cwd = strings.TrimSuffix(pl.cwd, "/") + "/" + dir
	}
}

// sql lexes from s.i to the end; meta reports that the client reads its
// meta-commands in it.
func (s *sqlScanner) sql(meta bool) {
	lineStart, stmtStart := true, true
	for s.i < len(s.src) && !s.stop() {
		c := s.src[s.i]
		if meta && lineStart && len(s.toks) == 0 && (s.d == sqlSqlite || s.d == sqlDuck) {
			j := s.i
			for j < len(s.src) && (s.src[j] == ' ' || s.src[j] == '\t') {
				j++
			}
			if j < len(s.src) && (s.src[j] == '.' || s.d == sqlSqlite && s.src[j] == '#') {
				line := s.line(j)
				if s.src[j] == '.' {
					s.dotCommand(line)
				}
				continue
			}
		}
		if meta && stmtStart && s.d == sqlMysql && s.mysqlNamed() {
			continue
		}
		lineStart, stmtStart = false, false
		switch {
		case c == '\n':
			lineStart = true
			stmtStart = len(s.toks) == 0
			s.i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			s.i++
		case c == '-' && s.at(1) == '-' && (s.d != sqlMysql || s.i+2 >= len(s.src) || s.src[s.i+2] <= ' '):
			s.toEOL()
		case c == '#' && s.d == sqlMysql:
			s.toEOL()
		case c == '/' && s.at(1) == '*':
			s.comment()
		case c == '*' && s.at(1) == '/' && s.mysqlExec > 0:
			s.mysqlExec--
			s.i += 2
		case c == '\'':
			s.quoted('\'', 's', s.d == sqlMysql)
		case c == '"':
			if s.d == sqlMysql {
				s.quoted('"', 's', true)
			} else {
				s.quoted('"', 'i', false)
			}
		case c == '`' && (s.d == sqlMysql || s.d == sqlSqlite):
			s.quoted('`', 'i', false)
		case c == '[' && s.d == sqlSqlite:
			s.bracket()
		case (c == 'E' || c == 'e') && s.at(1) == '\'' && (s.d == sqlPsql || s.d == sqlDuck) && !s.identBefore():
			s.i++
			s.quoted('\'', 's', true)
		case (c == 'U' || c == 'u') && s.at(1) == '&' && s.at(2) == '\'' && s.d == sqlPsql && !s.identBefore():
			s.i += 2
			s.quoted('\'', 's', true)
		case c == '$' && (s.d == sqlPsql || s.d == sqlDuck) && s.dollar():
		case c == '\\' && meta && s.d == sqlPsql:
			s.psqlMeta()
		case c == '\\' && meta && s.d == sqlMysql:
			s.mysqlShort()
		case c == ';':
			s.i++
			s.statement()
			stmtStart = true
		case c == ':' && s.d == sqlPsql && meta && (sqlWordByte(s.at(1)) || s.at(1) == '\'' || s.at(1) == '"' || s.at(1) == '{') && s.at(1) != ':':
			s.psqlVar()
		case sqlWordByte(c) && !(c >= '0' && c <= '9'):
			j := s.i
			for j < len(s.src) && (sqlWordByte(s.src[j]) || s.src[j] == '$') {
				j++
			}
			s.toks = append(s.toks, sqlTok{kind: 'w', text: strings.ToLower(s.src[s.i:j])})
			s.i = j
		case c >= '0' && c <= '9':
			j := s.i
			for j < len(s.src) && (sqlWordByte(s.src[j]) || s.src[j] == '.') {
				j++
			}
			s.toks = append(s.toks, sqlTok{kind: 'n', text: s.src[s.i:j]})
			s.i = j
		case c == '|' && s.at(1) == '|':
			s.toks = append(s.toks, sqlTok{kind: 'p', text: "||"})
			s.i += 2
		default:
			s.toks = append(s.toks, sqlTok{kind: 'p', text: string(c)})
			s.i++
		}
	}
	if !s.stop() {
		s.statement()
	}
}

// at is the byte k past s.i, 0 past the end.
func (s *sqlScanner) at(k int) byte {
	if s.i+k < len(s.src) {
		return s.src[s.i+k]
	}
	return 0
}

// identBefore reports that the byte before s.i continues a word.
func (s *sqlScanner) identBefore() bool {
	return s.i > 0 && (sqlWordByte(s.src[s.i-1]) || s.src[s.i-1] == '$')
}

// sqlWordByte reports a byte of a SQL word (non-ASCII included).
func sqlWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// line returns the line from j (its newline dropped) and moves past it.
func (s *sqlScanner) line(j int) string {
	end := strings.IndexByte(s.src[j:], '\n')
	if end < 0 {
		s.i = len(s.src)
		return s.src[j:]
	}
	s.i = j + end + 1
	return strings.TrimSuffix(s.src[j:j+end], "\r")
}

// toEOL moves to the end of the line (its newline left).
func (s *sqlScanner) toEOL() {
	if end := strings.IndexByte(s.src[s.i:], '\n'); end >= 0 {
		s.i += end
	} else {
		s.i = len(s.src)
	}
}

// comment skips a /* */ comment: nested in psql and duckdb; mysql's
// /*! … */ and /*M! … */ run their text as SQL.
func (s *sqlScanner) comment() {
	if s.d == sqlMysql && (s.at(2) == '!' || s.at(2) == 'M' && s.at(3) == '!') {
		s.i += 3
		if s.src[s.i-1] == 'M' {
			s.i++
		}
		for s.i < len(s.src) && s.src[s.i] >= '0' && s.src[s.i] <= '9' {
			s.i++
		}
		s.mysqlExec++
		return
	}
	nests := s.d == sqlPsql || s.d == sqlDuck
	depth := 0
	for s.i < len(s.src) {
		switch {
		case s.at(0) == '/' && s.at(1) == '*':
			if depth > 0 && !nests {
				s.i++
				continue
			}
			depth++
			s.i += 2
		case s.at(0) == '*' && s.at(1) == '/':
			depth--
			s.i += 2
			if depth == 0 {
				return
			}
		default:
			s.i++
		}
	}
}

// quoted lexes a literal closed by q (doubled q stands for itself);
// escapes reports a backslash escaping the next byte, which makes a
// string's value inexact.
func (s *sqlScanner) quoted(q byte, kind byte, escapes bool) {
	s.i++
	var b strings.Builder
	exact := true
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case escapes && c == '\\':
			exact = false
			if s.i+1 < len(s.src) {
				b.WriteByte(s.src[s.i+1])
			}
			s.i += 2
			continue
		case c == q && s.at(1) == q:
			b.WriteByte(q)
			s.i += 2
			continue
		case c == q:
			s.i++
			s.toks = append(s.toks, sqlTok{kind: kind, text: b.String(), exact: exact})
			return
		}
		b.WriteByte(c)
		s.i++
	}
	s.toks = append(s.toks, sqlTok{kind: kind, text: b.String()}) // unclosed: not exact
}

// bracket lexes sqlite3's [identifier].
func (s *sqlScanner) bracket() {
	end := strings.IndexByte(s.src[s.i:], ']')
	if end < 0 {
		s.i = len(s.src)
		return
	}
	s.toks = append(s.toks, sqlTok{kind: 'i', text: s.src[s.i+1 : s.i+end]})
	s.i += end + 1
}

// dollar lexes a $tag$…$tag$ string at s.i (false where `$` starts none,
// as $1 does): its text is read as SQL too (a DO block's or a function's
// body), one level deeper, up to sqlNestMax.
func (s *sqlScanner) dollar() bool {
	if s.identBefore() {
		return false
	}
	j := s.i + 1
	for j < len(s.src) && s.src[j] != '$' {
		if !sqlWordByte(s.src[j]) || j == s.i+1 && s.src[j] >= '0' && s.src[j] <= '9' {
			return false
		}
		j++
	}
	if j >= len(s.src) {
		return false
	}
	tag := s.src[s.i : j+1]
	end := strings.Index(s.src[j+1:], tag)
	if end < 0 {
		s.toks = append(s.toks, sqlTok{kind: 's', text: s.src[j+1:]})
		s.i = len(s.src)
		return true
	}
	text := s.src[j+1 : j+1+end]
	s.toks = append(s.toks, sqlTok{kind: 's', text: text, exact: true})
	s.i = j + 1 + end + len(tag)
	if s.nest >= sqlNestMax {
		s.fail("its dollar-quoted bodies nest deeper than the reader reads (" + strconv.Itoa(sqlNestMax) + ")")
		return true
	}
	in := &sqlScanner{d: s.d, src: text, out: s.out, nest: s.nest + 1, body: true, place: s.place}
	in.sql(false)
	return true
}

// psqlVar lexes psql's :name, :'name', :"name" and :{?name}.
func (s *sqlScanner) psqlVar() {
	j := s.i + 1
	switch s.src[j] {
	case '\'', '"', '{':
		close := s.src[j]
		if close == '{' {
			close = '}'
		}
		end := strings.IndexByte(s.src[j+1:], close)
		if end < 0 {
			j = len(s.src)
		} else {
			j += end + 2
		}
	default:
		for j < len(s.src) && sqlWordByte(s.src[j]) {
			j++
		}
	}
	s.toks = append(s.toks, sqlTok{kind: 'v', text: s.src[s.i:j]})
	s.i = j
}
