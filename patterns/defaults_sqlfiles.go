package patterns

// sqlFilePatterns are cmd.cloud-delete's patterns for SQL a database
// shell reads from a file ([sql-file]: its text is not in the line, so
// it might drop or delete as SQL given on the line would): psql's -f and
// \i, the standard input of psql, mysql, mariadb, sqlite3 and the other
// engines' shells, mysql's `source`, sqlite3's .read on a database
// outside the workdir, sqlite3's and duckdb's -init (and duckdb's -f),
// mysql's and mariadb's --defaults-file and --defaults-extra-file (an
// option file whose init-command is SQL run on connecting, and whose
// pager is a shell command: fx67d), pg_restore --clean, and the other
// engines' file options.
func sqlFilePatterns() []string {
	return []string{
		"psql -f=[sql-file] **", "psql --file=[sql-file] **", "psql ** < [sql-file]", "psql -c=[sql-include] **", "psql --command=[sql-include] **",
		"mysql ** < [sql-file]", "mariadb ** < [sql-file]", "mysql -e=*source* **", "mysql --execute=*source* **",
		"mysql -e=*\\\\.* **", "mariadb -e=*source* **", "mariadb --execute=*source* **",
		"sqlite3 ** < [sql-file]", "sqlite3 [outside-workdir] *.read* **", "sqlite3 [outside-workdir] -init=* **",
		"sqlite3 -init=[sql-file] **", "duckdb -init=[sql-file] **", "duckdb -f=[sql-file] **",
		"mysql --defaults-file=[sql-file] **", "mysql --defaults-extra-file=[sql-file] **",
		"mariadb --defaults-file=[sql-file] **", "mariadb --defaults-extra-file=[sql-file] **",
		"pg_restore --clean **", "pg_restore -c **",
		"clickhouse-client --queries-file=[sql-file] **", "clickhouse-client ** < [sql-file]",
		"cockroach sql --file=[sql-file] **", "cockroach sql -f=[sql-file] **", "cockroach sql ** < [sql-file]",
		"mongosh --file=[sql-file] **", "mongosh -f=[sql-file] **", "mongosh ** < [sql-file]", "mongo ** < [sql-file]",
		"redis-cli ** < [sql-file]", "cqlsh -f=[sql-file] **", "cqlsh --file=[sql-file] **",
		"sqlcmd -i=[sql-file] **", "usql -f=[sql-file] **", "usql --file=[sql-file] **", "duckdb ** < [sql-file]",
	}
}
