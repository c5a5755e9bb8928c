package patterns

import "strings"

// The start-up file a line names for its database client (fx65b): psql
// runs the file PSQLRC names (in ~/.psqlrc's stead) before anything
// else, its `\!` lines through a shell, as it runs psql -f's file. A
// literal PSQLRC of a path in the project, the part's own prefix
// (`PSQLRC=db/psqlrc psql`), is read as psql -f's file is
// (sqlmeta_files.go); any other value (/tmp/x, one from a variable, one
// an earlier part exports) leaves the part foreign-code, naming the
// variable (effects_envcode_config.go), and a file an earlier part of the
// line writes is made-then-run (runFiles, effects_runs.go).

// psqlRCVar is the variable naming psql's start-up file.
const psqlRCVar = "PSQLRC"

// psqlRCFile returns the literal value of part p's own PSQLRC prefix
// assignment, when p is psql.
func psqlRCFile(p *Part) (string, bool) {
	if p.Program != "psql" {
		return "", false
	}
	for _, a := range p.Assigns {
		name, val, ok := strings.Cut(a, "=")
		if !ok || name != psqlRCVar {
			continue
		}
		val = strings.Trim(val, `'"`)
		if val == "" || strings.ContainsAny(val, "$`\\'\"") {
			return "", false
		}
		return val, true
	}
	return "", false
}

// psqlRCRead reports whether psql's PSQLRC=value, as part p's own
// prefix, is read from the project as a script (psqlRCFile, inTreePath).
func psqlRCRead(p *Part, value string) bool {
	v, ok := psqlRCFile(p)
	return ok && v == value && inTreePath(v)
}

// sqlStartupWords returns the start-up files a database client part p
// runs before its own work: PSQLRC's file (its own prefix) and sqlite3's
// and duckdb's -init (a file the line made is made-then-run). psql's -f
// of a file the line made is [sql-file]'s (cmd.cloud-delete), as before.
func sqlStartupWords(p *Part) []Word {
	var out []Word
	if v, ok := psqlRCFile(p); ok {
		out = append(out, LitWord(v))
	}
	if p.Program != "sqlite3" && p.Program != "duckdb" {
		return out
	}
	for i := 1; i+1 < len(p.Words); i++ {
		if lit, _ := litPrefix(p.Words[i]); lit == "-init" {
			out = append(out, p.Words[i+1])
		}
	}
	return out
}
