package patterns

import (
	"reflect"
	"strings"
	"testing"
)

// FuzzSQLMeta runs the SQL clients' lexers (sqlmeta_lex.go) over any
// text: they end, stay within their bounds, answer the same twice, and
// find nothing in text that holds none of the bytes and words a find
// needs (a quote, a backslash, a dot, mysql's named commands).
func FuzzSQLMeta(f *testing.F) {
	for _, c := range fx62aFiles {
		f.Add(c)
	}
	for _, c := range []string{"\\o |sh", ".output '|sh'", "select readfile('x')", "$a$ $b$ x $b$ $a$",
		"/* /* */ */", "E'\\''", "/*! system x */", "\\copy (select 1) to program 'x'", "$$", "'", "[", "`\\`",
		".cd a\n.output b", "do $$ begin execute 'x'; end $$", "copy t from program", ":'x'",
		// fx64b: COPY of a query, quiet dot-commands beside others
		"COPY (SELECT 1) TO PROGRAM 'sh'", "copy (select f(1)) from program 'x'", "copy ((select 1)) to 'f'",
		".headers on\nselect 1;", ".mode csv\n.sh x", ".headers\ton\n.output |x", ".print '|x'"} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, d := range []sqlDialect{sqlPsql, sqlSqlite, sqlMysql, sqlDuck} {
			for _, only := range []bool{false, true} {
				a := scanSQL(d, text, only, nil)
				if len(a.finds) > sqlFindsMax+1 {
					t.Fatalf("%d finds, past the bound", len(a.finds))
				}
				if b := scanSQL(d, text, only, nil); !reflect.DeepEqual(a, b) {
					t.Fatalf("two reads differ: %+v, %+v", a, b)
				}
				for _, fd := range a.finds {
					if fd.kind != sqlInclude && fd.shell() == "" {
						t.Fatalf("find %+v spells as nothing", fd)
					}
				}
				if d == sqlSqlite && !only {
					for _, line := range strings.Split(text, "\n") {
						l := strings.TrimSpace(line)
						if q := scanSQL(d, l, false, nil); quietDotCommand(l) && (len(q.finds) > 0 || q.unread != "") {
							t.Fatalf("quiet dot-command %q reads as %+v", l, q)
						}
					}
				}
				low := strings.ToLower(text)
				if len(a.finds) > 0 && !strings.ContainsAny(text, "\\.`'\"$") &&
					!strings.Contains(low, "system") && !strings.Contains(low, "source") && !strings.Contains(low, "tee") && !strings.Contains(low, "pager") {
					t.Fatalf("dialect %d found %+v in %q, which holds nothing to find", d, a.finds, text)
				}
			}
		}
	})
}

// FuzzSQLDBFile reads any words after sqlite3 and duckdb for the database
// file they write (sqlmeta_dbfile.go): it ends, and a file it names is
// spelled as the shell's append.
func FuzzSQLDBFile(f *testing.F) {
	for _, c := range []string{"~/.ssh/x 'create table t(a)'", "-readonly x.db", "-cmd .x -init f db", "-Ax db",
		"-A -t -f db", "'file:/x?mode=ro'", "file:///etc/x", ":memory:", "--header \"$HOME/x\"", "-lookaside 1 2 db", "-heap"} {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, words string) {
		for _, prog := range []string{"sqlite3", "duckdb"} {
			cmd := Read(prog + " " + words)
			for _, p := range cmd.Parts {
				db, ok, _ := sqlDBFile(p, sqlDialectOf(p.Program))
				if ok && !strings.HasPrefix(sqlDBShell(db), ": >> ") {
					t.Fatalf("%q spells its file as %q", words, sqlDBShell(db))
				}
			}
		}
	})
}
