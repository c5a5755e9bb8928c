package patterns

// migrationDropPatterns are cmd.cloud-delete's patterns for the schema and
// migration tools' verbs that drop every table or revert every migration
// (fx20d1, rt20d #2): the same loss as `rails db:drop` and `php artisan
// db:wipe`, whatever the tool. Each is the tool's program, then `**`, so
// global options and connection strings may stand before the verb; a
// runner (npx, bunx, pnpm dlx, bundle exec …) is peeled before these are
// matched. Verbs that delete migration files or revert one step are left
// alone.
var migrationDropPatterns = []string{
	// Flyway, Liquibase, dbmate, goose, golang-migrate, sqitch, atlas.
	"flyway ** clean **", "liquibase ** drop-all **", "liquibase ** dropAll **",
	"dbmate ** drop **", "goose ** reset **", "goose ** down-to 0 **",
	"migrate ** drop **", "migrate ** down -all **", "migrate ** down --all **",
	"sqitch ** revert **", "atlas schema clean **", "atlas ** schema clean **",
	"graphile-migrate ** reset **",
	// Rust: sqlx, diesel, sea-orm, refinery.
	"sqlx ** database drop **", "sqlx ** db drop **", "sqlx ** database reset **", "sqlx ** db reset **",
	"diesel ** database reset **", "diesel ** migration revert --all **", "diesel ** migration redo --all **",
	"sea-orm-cli ** migrate fresh **", "sea-orm-cli ** migrate reset **", "sea-orm-cli ** migrate refresh **",
	// Node: typeorm, mikro-orm, sequelize, knex, payload, adonis.
	"typeorm* ** schema:drop **", "mikro-orm* ** schema:drop **", "mikro-orm* ** schema:fresh **", "mikro-orm* ** migration:fresh **",
	"sequelize* ** db:migrate:undo:all **", "sequelize* ** db:seed:undo:all **",
	"knex ** migrate:rollback --all **", "knex ** migrate:rollback -a **",
	"payload ** migrate:fresh **", "payload ** migrate:reset **", "payload ** migrate:refresh **",
	"node ace ** migration:fresh **", "node ace ** migration:reset **", "node ace ** migration:refresh **", "node ace ** db:wipe **",
	"convex ** import --replace-all **", "convex ** import --replace **",
	// PHP: doctrine (through php, bin/console or symfony), yii.
	"php ** doctrine:database:drop **", "php ** doctrine:schema:drop **", "php ** doctrine:migrations:migrate first **",
	"console ** doctrine:database:drop **", "console ** doctrine:schema:drop **", "console ** doctrine:migrations:migrate first **",
	"symfony ** doctrine:database:drop **", "symfony ** doctrine:schema:drop **",
	"php ** migrate/fresh **", "php ** migrate/down all **", "yii ** migrate/fresh **", "yii ** migrate/down all **",
	// .NET, hasura, Rails, Django, Ecto, Flask.
	"dotnet ef database update 0 **", "dotnet ef ** database update 0 **", "dotnet-ef database update 0 **",
	"hasura ** migrate apply --down=all **",
	"rails ** db:migrate:reset **", "rake ** db:migrate:reset **", "rails ** db:migrate VERSION=0 **", "rake ** db:migrate VERSION=0 **",
	"python* manage.py migrate * zero **", "manage.py migrate * zero **", "django-admin migrate * zero **",
	"mix ecto.rollback --all **", "flask ** db downgrade base **",
}
