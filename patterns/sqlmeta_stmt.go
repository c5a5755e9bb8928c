package patterns

import "strings"

// What a SQL statement the clients read does beyond its data (fx62a):
// the functions that read a file (readfile(), pg_read_file(),
// LOAD_FILE(), read_text() …), write one (writefile(), lo_export()) or
// run a command (sqlite3's edit(x, 'CMD')); COPY … TO/FROM PROGRAM and
// COPY … TO/FROM 'F'; INTO OUTFILE and DUMPFILE; LOAD DATA INFILE;
// VACUUM INTO, ATTACH and EXPORT DATABASE; duckdb's FROM 'F'. Native
// code (load_extension(), LOAD, INSTALL, CREATE EXTENSION, an untrusted
// or C function language) and dynamic SQL in a body (EXECUTE) are
// unreadable, and so is a path or a command that is not one exact
// literal (a concatenation, a variable, an escape the reader does not
// decode).

// sqlFileFuncs are, per dialect, the functions whose argument (1-based
// index) is a file they read ('r') or write ('w').
var sqlFileFuncs = lazy[map[sqlDialect]map[string]sqlFileArg]{build: func() map[sqlDialect]map[string]sqlFileArg {
	duck := map[string]sqlFileArg{}
	for _, f := range []string{"read_text", "read_blob", "read_csv", "read_csv_auto", "read_json", "read_json_auto",
		"read_ndjson", "read_ndjson_auto", "read_json_objects", "read_parquet", "parquet_scan", "sniff_csv"} {
		duck[f] = sqlFileArg{1, 'r'}
	}
	return map[sqlDialect]map[string]sqlFileArg{
		sqlSqlite: {"readfile": {1, 'r'}, "writefile": {1, 'w'}},
		sqlPsql: {"pg_read_file": {1, 'r'}, "pg_read_binary_file": {1, 'r'}, "lo_import": {1, 'r'},
			"lo_export": {2, 'w'}},
		sqlMysql: {"load_file": {1, 'r'}},
		sqlDuck:  duck,
	}
}}

// sqlFileArg is a file function's argument and what it does with it.
type sqlFileArg struct {
	arg int
	op  byte
}

// statement reads the statement lexed so far and starts another.
func (s *sqlScanner) statement() {
	toks := s.toks
	s.toks = nil
	if len(toks) == 0 || s.stop() {
		return
	}
	first := toks[0].text
	if toks[0].kind != 'w' {
		first = ""
	}
	switch {
	case first == "load" && s.d != sqlMysql, first == "install" && s.d == sqlDuck,
		first == "force" && s.d == sqlDuck && len(toks) > 1 && toks[1].text == "install":
		s.fail("its " + first + " statement loads native code the reader does not read")
		return
	}
	for k := 0; k < len(toks) && !s.stop(); k++ {
		t := toks[k]
		if t.kind != 'w' {
			continue
		}
		next := sqlTokAt(toks, k+1)
		switch {
		case t.text == "copy" && sqlStatementHead(toks, k, s.body) && (s.d == sqlPsql || s.d == sqlDuck):
			s.copyStmt(toks[k+1:]) // COPY (query) TO …: a query, not a call
		case next.kind == 'p' && next.text == "(":
			s.call(t.text, toks, k+1)
		case t.text == "outfile" || t.text == "dumpfile":
			if s.d == sqlMysql && sqlTokAt(toks, k-1).text == "into" {
				s.pathTok(next, "INTO "+t.text, sqlWrite)
			}
		case t.text == "infile" && s.d == sqlMysql:
			s.pathTok(next, "LOAD DATA INFILE", sqlRead)
		case t.text == "into" && first == "vacuum":
			s.pathTok(next, "VACUUM INTO", sqlWrite)
		case t.text == "database" && first == "export" && s.d == sqlDuck:
			s.pathTok(next, "EXPORT DATABASE", sqlWrite)
		case (t.text == "from" || t.text == "join") && s.d == sqlDuck && next.kind == 's':
			s.pathTok(next, "FROM", sqlRead)
		case t.text == "extension" && first == "create":
			s.fail("its CREATE EXTENSION loads native code the reader does not read")
		case t.text == "language" && (next.kind == 'w' || next.kind == 's' || next.kind == 'i') && sqlUntrustedLanguage(next.text):
			s.fail("it makes a function in the language " + quoteRaw(next.text) + ", which runs code the reader does not read")
		case t.text == "language" && first == "create" && sqlTokAt(toks, 1).text != "function" && sqlTokAt(toks, 1).text != "procedure" && sqlTokAt(toks, 3).text != "function" && sqlTokAt(toks, 3).text != "procedure":
			s.fail("its CREATE LANGUAGE adds a language the reader does not read")
		case t.text == "execute" && s.body:
			s.fail("its body runs SQL built with EXECUTE, which the reader does not read")
		}
	}
}

// sqlStatementHead reports that toks[k] starts a statement: the first
// token, or in a body (plpgsql) one after a word that ends a block's
// head (BEGIN, THEN, ELSE, LOOP).
func sqlStatementHead(toks []sqlTok, k int, body bool) bool {
	if k == 0 {
		return true
	}
	prev := toks[k-1]
	return body && prev.kind == 'w' && contains([]string{"begin", "then", "else", "loop"}, prev.text)
}

// sqlTokAt is toks[k], a zero token past the ends.
func sqlTokAt(toks []sqlTok, k int) sqlTok {
	if k < 0 || k >= len(toks) {
		return sqlTok{}
	}
	return toks[k]
}

// sqlUntrustedLanguage reports a function language that runs code the
// server does not fence in (plpython3u, plperlu …) or native code (C).
func sqlUntrustedLanguage(lang string) bool {
	l := strings.ToLower(lang)
	switch l {
	case "c", "internal", "plsh", "plv8", "plv8u", "pljava", "pljavau", "plr":
		return true
	}
	return strings.HasPrefix(l, "pl") && strings.HasSuffix(l, "u")
}

// pathTok records a path the statement names with token t: one exact
// string literal, else the statement is unreadable.
func (s *sqlScanner) pathTok(t sqlTok, what string, kind sqlFindKind) {
	if t.kind != 's' || !t.exact {
		s.fail(what + " names a path that is not one exact literal, so what it names is not known")
		return
	}
	s.find(sqlFind{kind: kind, arg: t.text, what: what})
}

// call reads a call of function name whose arguments open at toks[open].
func (s *sqlScanner) call(name string, toks []sqlTok, open int) {
	if name == "load_extension" && s.d == sqlSqlite {
		s.fail("its load_extension() loads native code the reader does not read")
		return
	}
	args := sqlArgs(toks, open)
	if name == "edit" && s.d == sqlSqlite {
		if len(args) < 2 {
			s.fail("its edit() runs the editor VISUAL names, which is not known")
			return
		}
		if v, ok := sqlLiteralArg(args[1]); ok {
			s.find(sqlFind{kind: sqlRun, arg: v, what: "edit()"})
			return
		}
		s.fail("its edit() runs an editor that is not one exact literal, so what runs is not known")
		return
	}
	fa, ok := sqlFileFuncs.get()[s.d][name]
	if !ok {
		return
	}
	kind := sqlRead
	if fa.op == 'w' {
		kind = sqlWrite
	}
	if fa.arg > len(args) {
		s.fail(name + "() is given no path the reader can read")
		return
	}
	v, ok := sqlLiteralArg(args[fa.arg-1])
	if !ok {
		s.fail(name + "() is given a path that is not one exact literal, so what it names is not known")
		return
	}
	s.find(sqlFind{kind: kind, arg: v, what: name + "()"})
}

// sqlArgs splits the arguments of the call whose parenthesis opens at
// toks[open] at its top-level commas.
func sqlArgs(toks []sqlTok, open int) [][]sqlTok {
	var args [][]sqlTok
	depth, start := 0, open+1
	for k := open; k < len(toks); k++ {
		if toks[k].kind != 'p' {
			continue
		}
		switch toks[k].text {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				if k > start || len(args) > 0 {
					args = append(args, toks[start:k])
				}
				return args
			}
		case ",":
			if depth == 1 {
				args = append(args, toks[start:k])
				start = k + 1
			}
		}
	}
	return append(args, toks[start:])
}

// sqlLiteralArg is an argument's value when it is one exact string.
func sqlLiteralArg(arg []sqlTok) (string, bool) {
	if len(arg) != 1 || arg[0].kind != 's' || !arg[0].exact {
		return "", false
	}
	return arg[0].text, true
}

// copyStmt reads a COPY statement after its COPY: TO or FROM at the top
// level, then PROGRAM 'CMD' (piped), STDIN or STDOUT (nothing), or 'F'.
func (s *sqlScanner) copyStmt(toks []sqlTok) {
	depth := 0
	for k, t := range toks {
		if t.kind == 'p' {
			switch t.text {
			case "(":
				depth++
			case ")":
				depth--
			}
			continue
		}
		if depth != 0 || t.kind != 'w' || t.text != "to" && t.text != "from" {
			continue
		}
		kind, what := sqlWrite, "COPY … TO"
		if t.text == "from" {
			kind, what = sqlRead, "COPY … FROM"
		}
		next := sqlTokAt(toks, k+1)
		switch {
		case next.kind == 'w' && (next.text == "stdin" || next.text == "stdout"):
		case next.kind == 'w' && next.text == "program":
			cmd := sqlTokAt(toks, k+2)
			if cmd.kind != 's' || !cmd.exact {
				s.fail(what + " PROGRAM runs a command that is not one exact literal, so what runs is not known")
				return
			}
			s.find(sqlFind{kind: sqlPipe, arg: cmd.text, what: what + " PROGRAM"})
		default:
			s.pathTok(next, what, kind)
		}
		return
	}
}
