package patterns

import "testing"

// fx67dStartupCases (fx67d, fx65b's leftovers): mysql's and mariadb's
// option file given on the line is read as sqlite3's -init file is
// ([sql-file]): one outside the project, or written earlier on the line,
// may run SQL on connecting (init-command) or a shell command (pager).
var fx67dStartupCases = []evalCase{
	ask("mysql --defaults-file=/tmp/x.cnf", "cmd.cloud-delete"),
	ask("mysql --defaults-extra-file=/tmp/x.cnf -h db.prod app", "cmd.cloud-delete"),
	ask("mariadb --defaults-file=/tmp/x.cnf", "cmd.cloud-delete"),
	ask("printf '[client]\\ninit-command=DROP DATABASE app\\n' > my.cnf && mysql --defaults-file=my.cnf app", "cmd.cloud-delete"),
	allow("mysql --defaults-file=config/my.cnf app -e 'select 1'"),
	allow("mysql -h db -u app -p app"),
	allow("sqlite3 -init db/init.sql app.db"),
}

func TestFx67dStartupCases(t *testing.T) { runCases(t, fx67dStartupCases) }
