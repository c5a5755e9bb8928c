package patterns

// sqlClients is the one table of database clients, SQL front-ends and
// cloud data APIs beyond those the older lists name (fx20d1, rt20d #1):
// code that deletes data ([data-delete]) is the same loss through any of
// them. Each entry names how the client takes its code:
//
//   - opts: options that carry it (`mycli -e`, `clickhouse client
//     --query`, `wrangler d1 execute --command`, `aws rds-data
//     execute-statement --sql`, `gcloud spanner databases execute-sql
//     --sql`, `aws athena start-query-execution --query-string` …);
//   - pos: an operand (`turso db shell DB SQL`, `db2 SQL`, `edgedb query
//     SQL`);
//   - fed: it reads its code on standard input, from an echo or printf
//     of literal text or a here-string or here-document (`sqlplus <<<
//     'DROP USER app CASCADE'`).
//
// A program as several words (`clickhouse client`) is its program and
// subcommand; an option of a pattern matches wherever it stands.
var sqlClients = []struct {
	prog string
	opts []string
	pos  bool
	fed  bool
}{
	{prog: "pgcli", opts: []string{"-e", "--execute", "-c", "--command"}, fed: true},
	{prog: "mycli", opts: []string{"-e", "--execute"}, fed: true},
	{prog: "litecli", opts: []string{"-e", "--execute"}, fed: true},
	{prog: "mssql-cli", opts: []string{"-Q", "--query"}, fed: true},
	{prog: "clickhouse client", opts: []string{"-q", "--query"}, fed: true},
	{prog: "clickhouse", opts: []string{"--query"}},
	{prog: "ysqlsh", opts: []string{"-c", "--command"}, fed: true},
	{prog: "ycqlsh", opts: []string{"-e", "--execute"}, fed: true},
	{prog: "gsql", opts: []string{"-c", "--command"}, fed: true},
	{prog: "dolt sql", opts: []string{"-q", "--query"}, fed: true},
	{prog: "snow sql", opts: []string{"-q", "--query"}},
	{prog: "dbsqlcli", opts: []string{"-e", "--execute"}},
	{prog: "cbq", opts: []string{"-s", "--script"}, fed: true}, // Couchbase's N1QL shell (rt40 D829)
	{prog: "spanner-cli", opts: []string{"-e", "--execute"}, fed: true},
	{prog: "sqlplus", fed: true},
	{prog: "sql", fed: true}, // Oracle SQLcl
	{prog: "isql", fed: true},
	{prog: "tsql", fed: true},
	{prog: "bsql", fed: true},
	{prog: "db2", pos: true, fed: true},
	{prog: "edgedb query", pos: true},
	{prog: "gel query", pos: true},
	{prog: "turso db shell", pos: true, fed: true},
	{prog: "wrangler d1 execute", opts: []string{"--command"}},
	{prog: "heroku pg:psql", opts: []string{"-c", "--command"}, fed: true},
	{prog: "fly postgres connect", fed: true},
	{prog: "flyctl postgres connect", fed: true},
	{prog: "rails dbconsole", fed: true},
	{prog: "rails db", fed: true},
	{prog: "python* manage.py dbshell", pos: true, fed: true},
	{prog: "manage.py dbshell", pos: true, fed: true},
	{prog: "aws rds-data execute-statement", opts: []string{"--sql"}},
	{prog: "aws rds-data batch-execute-statement", opts: []string{"--sql"}},
	{prog: "aws redshift-data execute-statement", opts: []string{"--sql"}},
	{prog: "aws redshift-data batch-execute-statement", opts: []string{"--sqls"}},
	{prog: "aws athena start-query-execution", opts: []string{"--query-string"}},
	{prog: "aws dynamodb execute-statement", opts: []string{"--statement"}},
	{prog: "aws dynamodb batch-execute-statement", opts: []string{"--statements"}},
	{prog: "aws dynamodb execute-transaction", opts: []string{"--transact-statements"}},
	{prog: "gcloud spanner databases execute-sql", opts: []string{"--sql"}},
	{prog: "gcloud spanner databases ddl update", opts: []string{"--ddl"}},
	{prog: "gcloud sql connect", fed: true},
	{prog: "az postgres flexible-server execute", opts: []string{"-q", "--querytext"}},
	{prog: "az mysql flexible-server execute", opts: []string{"-q", "--querytext"}},
	{prog: "az cosmosdb sql query", opts: []string{"--query-text"}},
	{prog: "databricks sql", opts: []string{"--query", "-e"}},
	{prog: "influx query", pos: true},
}

// sqlClientPatterns are cmd.cloud-delete's patterns for sqlClients, and
// the verbs of the warehouses' CLIs that delete a dataset or a table
// whole (`bq rm`).
func sqlClientPatterns() []string {
	out := []string{"bq ** rm **"}
	for _, c := range sqlClients {
		prog := c.prog
		for _, o := range c.opts {
			out = append(out, prog+" "+o+"=[data-delete] **")
		}
		if c.pos {
			out = append(out, prog+" ** [data-delete] **")
		}
		if c.fed {
			out = append(out, prog+" ** <<< [data-delete]",
				"echo ** [data-delete] ** | "+prog+" **", "printf ** [data-delete] ** | "+prog+" **")
		}
	}
	return out
}

// sqlClientExcept are the help forms of those verbs.
var sqlClientExcept = []string{"bq ** rm --help", "bq help **"}
