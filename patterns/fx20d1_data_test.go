package patterns

import "testing"

// fx20d1DataCases are rt20d #1 and #2: data deleted through any database
// client, SQL front-end or cloud data API, and the migration tools'
// drop-everything verbs. "" must stay allowed: reads, migrations forward,
// one step back, a connection string of unknown value.
var fx20d1DataCases = []doesCase{
	{`wrangler d1 execute prod --command "DROP TABLE users" --remote`, "cmd.cloud-delete"},
	{"bq rm -r -f -d acme:analytics", "cmd.cloud-delete"},
	{`aws rds-data execute-statement --resource-arn arn:x --secret-arn arn:y --sql "DROP TABLE users"`, "cmd.cloud-delete"},
	{`aws athena start-query-execution --query-string "DROP TABLE logs"`, "cmd.cloud-delete"},
	{`aws redshift-data execute-statement --cluster-identifier c --sql "TRUNCATE sales"`, "cmd.cloud-delete"},
	{`aws dynamodb execute-statement --statement "DELETE FROM Orders"`, "cmd.cloud-delete"},
	{`pgcli -h db.prod app -e "drop table users"`, "cmd.cloud-delete"},
	{`mycli -h db.prod -e "DROP DATABASE shop"`, "cmd.cloud-delete"},
	{`litecli /srv/app.db -e "DELETE FROM users"`, "cmd.cloud-delete"},
	{`clickhouse client --query "DROP DATABASE analytics"`, "cmd.cloud-delete"},
	{`gcloud spanner databases execute-sql prod --instance=i --sql="DELETE FROM Users WHERE true"`, "cmd.cloud-delete"},
	{`gcloud spanner databases ddl update prod --instance=i --ddl="DROP TABLE Users"`, "cmd.cloud-delete"},
	{`turso db shell acme "DROP TABLE users"`, "cmd.cloud-delete"},
	{`sqlplus -s sys/x@prod <<< "DROP USER app CASCADE;"`, "cmd.cloud-delete"},
	{`echo "TRUNCATE TABLE t;" | sqlplus -s sys/x@prod`, "cmd.cloud-delete"},
	{`heroku pg:psql -a app -c "DROP TABLE users"`, "cmd.cloud-delete"},
	{`dolt sql -q "DROP TABLE users"`, "cmd.cloud-delete"},
	{`echo "DROP TABLE users;" | rails dbconsole -p`, "cmd.cloud-delete"},
	{"flyway clean", "cmd.cloud-delete"},
	{"flyway -url=jdbc:postgresql://db.prod/app clean", "cmd.cloud-delete"},
	{"liquibase drop-all", "cmd.cloud-delete"},
	{"dbmate drop", "cmd.cloud-delete"},
	{`dbmate --url "$DATABASE_URL" drop`, "cmd.cloud-delete"},
	{`goose postgres "$DATABASE_URL" reset`, "cmd.cloud-delete"},
	{`goose postgres "$DATABASE_URL" down-to 0`, "cmd.cloud-delete"},
	{`migrate -path db/migrations -database "$DATABASE_URL" drop -f`, "cmd.cloud-delete"},
	{"sqlx database drop -y", "cmd.cloud-delete"},
	{"diesel database reset", "cmd.cloud-delete"},
	{"npx typeorm schema:drop -d src/ds.ts", "cmd.cloud-delete"},
	{"npx mikro-orm schema:drop --run", "cmd.cloud-delete"},
	{"npx sequelize-cli db:migrate:undo:all --env production", "cmd.cloud-delete"},
	{"npx knex migrate:rollback --all", "cmd.cloud-delete"},
	{"php bin/console doctrine:database:drop --force", "cmd.cloud-delete"},
	{"php bin/console doctrine:schema:drop --force --full-database", "cmd.cloud-delete"},
	{"php yii migrate/fresh --interactive=0", "cmd.cloud-delete"},
	{"dotnet ef database update 0", "cmd.cloud-delete"},
	{"hasura migrate apply --down all --database-name default", "cmd.cloud-delete"},
	{"npx convex import --replace-all backup.zip", "cmd.cloud-delete"},
	{"python manage.py migrate blog zero", "cmd.cloud-delete"},
	{"mix ecto.rollback --all", "cmd.cloud-delete"},
	{"flask db downgrade base", "cmd.cloud-delete"},
	{`atlas schema clean -u "$URL"`, "cmd.cloud-delete"},
	// Everyday: reads and migrations forward.
	{`wrangler d1 execute prod --command "SELECT * FROM users" --remote`, ""},
	{"bq ls", ""},
	{`bq query --nouse_legacy_sql "SELECT 1"`, ""},
	{`aws athena start-query-execution --query-string "SELECT count(*) FROM logs"`, ""},
	{`mycli -h db.prod -e "select 1"`, ""},
	{`clickhouse client --query "SELECT 1"`, ""},
	{`turso db shell acme "select count(*) from users"`, ""},
	{`sqlplus -s app/x@dev <<< "select 1 from dual;"`, ""},
	{"flyway migrate", ""},
	{"flyway info", ""},
	{"liquibase update", ""},
	{`dbmate --url "$DATABASE_URL" up`, ""},
	{`goose postgres "$DATABASE_URL" up`, ""},
	{`migrate -path db/migrations -database "$DATABASE_URL" up`, ""},
	{"sqlx migrate run", ""},
	{"diesel migration run", ""},
	{"npx typeorm migration:run -d src/ds.ts", ""},
	{"npx sequelize-cli db:migrate", ""},
	{"npx knex migrate:latest", ""},
	{"php bin/console doctrine:migrations:migrate", ""},
	{"dotnet ef database update", ""},
	{"hasura migrate apply --database-name default", ""},
	{"npx convex import --table t data.jsonl", ""},
	{"python manage.py migrate", ""},
	{"flask db upgrade", ""},
	{"npx drizzle-kit drop", ""},
}

// TestFx20d1Data checks fx20d1DataCases against the defaults.
func TestFx20d1Data(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "data ", fx20d1DataCases)
}
