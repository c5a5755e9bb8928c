package patterns

import (
	"errors"
	"path"
	"strings"
)

// The files a SQL client reads as its script (fx62a): psql's -f and the
// file its own PSQLRC prefix names (fx65b: sqlmeta_rcfile.go), sqlite3's
// and duckdb's -init, duckdb's -f, the file its standard input is
// redirected from (`< F`), and the files those and the line's texts
// include (sqlite3's and duckdb's `.read F`, psql's `\i F` and `\ir F`,
// mysql's `source F` and `\. F`), read from disk (bounded at
// sqlFileMax each, sqlFilesMax files, sqlIncludeDepth deep) and lexed as
// the client does (sqlmeta_lex.go). What a file makes the client do is a
// body of shell spellings (`: | CMD`, `: > F`, `cat F`, the command
// itself), judged as a runner's body is, strictly: an unreadable part of
// it asks by the floor as the line's own text would. A file past a bound,
// or one the reader cannot read exactly, asks by the floor; a file that
// is not there, or that the project's reader does not hand over, leaves
// the part as it was ([sql-file] judges its name).

const (
	// sqlFileMax bounds one file a client reads.
	sqlFileMax = sqlTextMax
	// sqlFilesMax bounds the files read for one part.
	sqlFilesMax = 8
	// sqlIncludeDepth bounds how deep includes are followed.
	sqlIncludeDepth = 4
)

// sqlFileOpts are, per dialect, the options whose value is a script file.
func sqlFileOpts(d sqlDialect) []string {
	return map[sqlDialect][]string{
		sqlPsql:   {"-f", "--file"},
		sqlSqlite: {"-init"},
		sqlDuck:   {"-f", "-init"},
	}[d]
}

// sqlScriptRef is a script file a client reads: its absolute path and
// the word of the part that leads to it.
type sqlScriptRef struct {
	file  string
	word  int
	depth int
}

// sqlMetaBodies returns the bodies of what the script files of part p
// make its client do.
func sqlMetaBodies(p *Part, ctx *Context) []runnerBody {
	d := sqlDialectOf(p.Program)
	if d == sqlNone {
		return nil
	}
	refs := sqlScriptFiles(p, d, ctx.Cwd)
	place := &sqlPlace{}
	for _, t := range sqlLineTexts(p, d, true) {
		for _, f := range scanSQL(d, t.text, t.sqlOnly, place).finds {
			if f.kind == sqlInclude {
				if abs := sqlAbs(ctx.Cwd, f.arg); abs != "" {
					refs = append(refs, sqlScriptRef{file: abs, word: 0})
				}
			}
		}
	}
	var out []runnerBody
	seen := map[string]bool{}
	for k := 0; k < len(refs); k++ {
		ref := refs[k]
		if seen[ref.file] {
			continue
		}
		seen[ref.file] = true
		shown := fromIn(ctx.Cwd, path.Dir(ref.file), path.Base(ref.file))
		unread := func(why string) []runnerBody {
			return append(out, runnerBody{key: "sql " + ref.file, word: ref.word,
				unread: "the file " + shown + " " + p.Program + " reads " + why})
		}
		if len(seen) > sqlFilesMax || ref.depth > sqlIncludeDepth {
			return unread("includes more files, or deeper, than the reader follows")
		}
		b, err := ctx.ProjectFile(ref.file, sqlFileMax)
		if errors.Is(err, ErrFileTooLarge) {
			return unread("is larger than ozdesk reads (1 MiB)")
		}
		if err != nil {
			continue
		}
		if strings.IndexByte(string(b), 0) >= 0 {
			return unread("holds a NUL byte, which the reader does not read past")
		}
		scan := scanSQL(d, string(b), false, &sqlPlace{})
		if scan.unread != "" {
			return unread("is not read exactly: " + scan.unread)
		}
		var lines []string
		for _, f := range scan.finds {
			if f.kind != sqlInclude {
				lines = append(lines, f.shell())
				continue
			}
			dir := ctx.Cwd
			if f.rel {
				dir = path.Dir(ref.file)
			}
			if abs := sqlAbs(dir, f.arg); abs != "" {
				refs = append(refs, sqlScriptRef{file: abs, word: ref.word, depth: ref.depth + 1})
			}
		}
		if len(lines) > 0 {
			out = append(out, runnerBody{key: "sql " + ref.file, from: shown, text: strings.Join(lines, "\n"),
				dir: ctx.Cwd, word: ref.word, strict: true})
		}
	}
	return out
}

// sqlAbs is file (a client's path) made absolute from dir; "" for one
// from home, which the reader does not read.
func sqlAbs(dir, file string) string {
	switch {
	case file == "" || strings.HasPrefix(file, "~") || strings.HasPrefix(file, "|"):
		return ""
	case path.IsAbs(file):
		return path.Clean(file)
	}
	return path.Join(dir, file)
}

// sqlScriptFiles returns the script files part p's words and redirections
// name.
func sqlScriptFiles(p *Part, d sqlDialect, cwd string) []sqlScriptRef {
	var out []sqlScriptRef
	add := func(w Word, word int) {
		if v, ok := w.Literal(); ok && !isStdinPath(v) {
			if abs := sqlAbs(cwd, v); abs != "" {
				out = append(out, sqlScriptRef{file: abs, word: word})
			}
		}
	}
	for i := 1; i < len(p.Words); i++ {
		lit, _ := litPrefix(p.Words[i])
		for _, o := range sqlFileOpts(d) {
			switch {
			case lit == o && i+1 < len(p.Words):
				add(p.Words[i+1], i+1)
			case strings.HasPrefix(lit, o+"="):
				add(LitWord(lit[len(o)+1:]), i)
			case o == "-f" && len(lit) > 2 && strings.HasPrefix(lit, o):
				add(LitWord(lit[2:]), i)
			}
		}
	}
	if v, ok := psqlRCFile(p); ok && inTreePath(v) {
		add(LitWord(v), 0) // PSQLRC=F psql runs F first (sqlmeta_rcfile.go)
	}
	for _, rd := range p.Redirs {
		if rd.Reads && rd.Body == nil && rd.Op == "<" && (rd.Fd == "" || rd.Fd == "0") {
			add(rd.Target, 0)
		}
	}
	return out
}
