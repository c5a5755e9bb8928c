package patterns

// storeOpenPatterns are cmd.guard-tamper's patterns for a database shell
// that opens a protected path as its database (rt22d #2): sqlite3 opens
// its database read-write and makes it when it is missing, whatever SQL
// follows, and `.restore OLD` writes it. On ozdesk's store, a bbolt file,
// sqlite3's statements fail ("file is not a database"), but its open and
// its dot-commands are what is judged: the effect is a program writing
// the store's file, as dd, truncate or cp onto it are. `sqlite3 -readonly`
// asks too: nothing a person needs reads ozdesk's store with sqlite3.
// The same patterns are cmd.cloud-delete's exceptions: SQL that deletes
// data, given to the store, is named as what it is, a write of ozdesk's
// store (`sqlite3 STORE 'delete from asks'` was cmd.cloud-delete).
func storeOpenPatterns() []string {
	var out []string
	for _, db := range []string{"sqlite3", "sqlite", "duckdb", "litecli", "sqlite-utils"} {
		out = append(out, db+" ** [protected] **")
	}
	// Python's own database shell (3.12): `python3 -m sqlite3 STORE SQL`
	// opens STORE as sqlite3 does (rt50 A2). python's -m takes its value
	// joined or apart (-msqlite3, -m sqlite3), after python's options;
	// the pattern's -m=sqlite3 matches each spelling.
	out = append(out, "python* -m=sqlite3 ** [protected] **")
	// flock(1) on the store holds the lock every ozdesk process takes to
	// read or write it: the desk, the CLI and every asker wait behind it
	// while the desk shows nothing pending (rt53 N9: `flock STORE sleep
	// 600` froze them all for as long as it slept).
	out = append(out, "[flock-store] **")
	// The store named inside another program's text (rt23d #26).
	return append(out, "* ** [store-text] **")
}

// storeOpenExcept are cmd.cloud-delete's exceptions for the store opened:
// the shells above, and one fed by echo or printf (the feeding part is
// what the fed pattern decides).
func storeOpenExcept() []string {
	out := storeOpenPatterns()
	for _, db := range []string{"sqlite3", "sqlite", "duckdb", "litecli"} {
		out = append(out, "echo ** | "+db+" ** [protected] **", "printf ** | "+db+" ** [protected] **")
	}
	return out
}
