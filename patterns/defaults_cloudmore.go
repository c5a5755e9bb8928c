package patterns

// dataFedDBs are the database shells that run the code echo or printf
// pipes to them, and dataFedPatterns cmd.cloud-delete's patterns for
// that code and for the other engines' and frameworks' deleting verbs:
// `echo 'DROP TABLE t' | psql`, `echo FLUSHALL | redis-cli` (the text
// is judged as a here-string's is; read_fedliteral.go keeps `echo
// 'select 1' | psql` readable), cockroach's, clickhouse's and cqlsh's
// code options, duckdb on a database outside the workdir, and the
// migration tools' resets (`php artisan migrate:fresh`, `mix ecto.drop`,
// `dotnet ef database drop`, `sequelize db:drop`, `rails
// db:schema:load`, `alembic downgrade base`); gcloud's alpha and beta
// storage rm; kubectl patch to 0 replicas spelled with spaces or as a
// JSON patch.
var dataFedDBs = []string{"psql", "mysql", "mariadb", "redis-cli", "mongosh", "mongo", "clickhouse-client", "cqlsh", "usql"}

func dataFedPatterns() []string {
	var out []string
	for _, db := range dataFedDBs {
		out = append(out, "echo ** [data-delete] ** | "+db+" **", "printf ** [data-delete] ** | "+db+" **")
	}
	out = append(out,
		"echo ** [data-delete] ** | sqlite3 [outside-workdir] **", "printf ** [data-delete] ** | sqlite3 [outside-workdir] **",
		"echo ** [data-delete] ** | duckdb [outside-workdir] **", "printf ** [data-delete] ** | duckdb [outside-workdir] **",
		"cockroach sql -e=[data-delete] **", "cockroach sql --execute=[data-delete] **",
		"clickhouse-client -q=[data-delete] **", "clickhouse-client --query=[data-delete] **",
		"cqlsh -e=[data-delete] **", "cqlsh --execute=[data-delete] **",
		"duckdb [outside-workdir] [data-delete] **", "duckdb [outside-workdir] -c=[data-delete] **",
		"php artisan migrate:fresh **", "php artisan migrate:reset **", "php artisan migrate:refresh **", "php artisan db:wipe **",
		"mix ecto.drop **", "mix ecto.reset **",
		"dotnet ef database drop **", "dotnet-ef database drop **",
		"sequelize-cli db:drop **", "sequelize db:drop **",
		"rails ** db:schema:load **", "rake ** db:schema:load **",
		"alembic downgrade base **",
		"gcloud * storage rm **",
	)
	for _, z := range []string{`*replicas\":\ 0\ }*`, `*replicas\":\ 0\ ,*`, `*replicas\":0\ }*`,
		`*/replicas\",\"value\":0}*`, `*/replicas\",\"value\":0,*`, `*/replicas\",\ \"value\":\ 0}*`, `*/replicas\",\ \"value\":\ 0\ }*`} {
		out = append(out, "kubectl ** patch -p="+z+" **", "kubectl ** patch --patch="+z+" **")
	}
	return out
}
