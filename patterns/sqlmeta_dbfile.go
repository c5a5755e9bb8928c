package patterns

import (
	"strings"
)

// The database file sqlite3 and duckdb open (fx64b, issue 7): the first
// operand of `sqlite3 DB SQL…` is a file the client creates or changes in
// place, whatever the SQL is (`sqlite3 ~/.ssh/authorized_keys 'create
// table t(a)'` writes the file). It is read as `: >> DB`, a write that
// keeps what is there, so the classes that judge a write name the rule
// (credentials, startup files, the protected and the system's paths); a
// data file outside the workdir stays as an append there is
// (`sqlite3 ~/data/app.db` is everyday), since sqlite3 changes a
// database, it does not empty a file. `-readonly`, a URI with `mode=ro`
// or `immutable=1`, `:memory:` and no operand write nothing. sqlite3's
// archive mode (`-A`) other than a listing reads and writes the files
// the archive names, which the line does not show: unreadable.

// sqlDBValueOpts are, per dialect, the options that take a value (and
// how many words): the database file is the first word that is none of
// theirs.
func sqlDBValueOpts(d sqlDialect) map[string]int {
	if d == sqlDuck {
		return map[string]int{"-c": 1, "-cmd": 1, "-s": 1, "-f": 1, "-init": 1, "-separator": 1,
			"-newline": 1, "-nullvalue": 1}
	}
	return map[string]int{"-cmd": 1, "-init": 1, "-separator": 1, "-newline": 1, "-nullvalue": 1,
		"-escape": 1, "-vfs": 1, "-heap": 1, "-mmap": 1, "-maxsize": 1, "-nonce": 1, "-sorterref": 1,
		"-threadsafe": 1, "-lookaside": 2, "-pagecache": 2}
}

// sqlDBFile returns the word of part p naming the database file its
// client writes; ok is false where it writes none. archive is the
// archive option sqlite3 is given that does more than list ("" for
// none).
func sqlDBFile(p *Part, d sqlDialect) (db Word, ok bool, archive string) {
	if d != sqlSqlite && d != sqlDuck {
		return Word{}, false, ""
	}
	values := sqlDBValueOpts(d)
	readonly, found := false, false
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, more := litPrefix(args[i])
		if !strings.HasPrefix(lit, "-") {
			if !found {
				db, found = args[i], true
			}
			continue
		}
		opt := lit
		if strings.HasPrefix(opt, "--") {
			opt = opt[1:] // sqlite3 and duckdb take --x as -x
		}
		switch {
		case more:
		case opt == "-readonly":
			readonly = true
		case d == sqlSqlite && (strings.HasPrefix(opt, "-A") || opt == "-archive"):
			if !sqlArchiveLists(opt, args[i+1:]) {
				archive = lit
			}
			i = len(args) // the rest are the archive's
		case values[opt] > 0:
			i += values[opt]
		}
	}
	if !found || readonly {
		return Word{}, false, archive
	}
	if v, lit := db.Literal(); lit && !sqlDBWrites(v) {
		return Word{}, false, archive
	}
	return db, true, archive
}

// sqlArchiveLists reports sqlite3 archive options that only list: -At,
// -A -t, -A --list (with -v, -f FILE).
func sqlArchiveLists(opt string, rest []Word) bool {
	cmds := strings.TrimPrefix(strings.TrimPrefix(opt, "-archive"), "-A")
	for _, w := range rest {
		v, lit := w.Literal()
		if !lit {
			return false
		}
		switch {
		case v == "--list" || v == "-t":
			cmds += "t"
		case strings.HasPrefix(v, "--"):
			return false
		case strings.HasPrefix(v, "-"):
			cmds += v[1:]
		}
	}
	if !strings.Contains(cmds, "t") {
		return false
	}
	return strings.Trim(cmds, "tvf") == ""
}

// sqlDBWrites reports that literal database name v is a file the client
// may write: not :memory:, not a read-only URI.
func sqlDBWrites(v string) bool {
	if v == "" || v == ":memory:" {
		return false
	}
	if rest, uri := strings.CutPrefix(v, "file:"); uri {
		_, query, _ := strings.Cut(rest, "?")
		for _, kv := range strings.Split(query, "&") {
			if kv == "mode=ro" || kv == "immutable=1" || kv == "mode=memory" {
				return false
			}
		}
	}
	return true
}

// sqlDBShell is the database file db spelled as the shell write `: >>
// DB` (a URI's file: and query dropped).
func sqlDBShell(db Word) string {
	v, lit := db.Literal()
	if !lit {
		return ": >> " + db.Raw
	}
	if rest, uri := strings.CutPrefix(v, "file:"); uri {
		rest, _, _ = strings.Cut(rest, "?")
		if h, ok := strings.CutPrefix(rest, "//"); ok {
			_, p, _ := strings.Cut(h, "/") // file://host/path
			rest = "/" + p
		}
		v = rest
	}
	return ": >> " + sqlShellPath(v)
}
