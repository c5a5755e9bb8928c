package patterns

import (
	"testing"
	"time"
)

// fx65b (issue 7) item 1: the database clients' start-up files. A write
// of one asks as runs-later (the home's, as ~/.psqlrc's did); a start-up
// file the line names for the client (PSQLRC=F, sqlite3 -init F) is read
// as psql -f's file is. Every row that asks was allowed (or unreadable as
// foreign-code where its file is the project's own) on the base commit,
// checked by running this file there, but those marked "asked before too".

var fx65bStartupCases = []bodyCase{
	{`echo 'db.dropDatabase()' >> ~/.mongoshrc.js`, UnreadableRule, "mongosh"},
	{`echo 'x' > ~/.mongorc.js`, UnreadableRule, "mongo shell"},
	{`printf '.shell rm -rf ~\n' > ~/.config/sqlite3/sqliterc`, UnreadableRule, "sqlite3"},
	{`printf '.shell rm -rf ~\n' >> ~/.duckdbrc`, UnreadableRule, "duckdb"},
	{`echo '\! rm -rf ~' >> ~/.psqlrc-16`, UnreadableRule, "psql"},
	{`echo '\! rm -rf ~' > ~/.psqlrc-16.1`, UnreadableRule, "psql"},
	{`echo '\! rm -rf ~' >> ~/.psqlrc`, UnreadableRule, "psql"},      // asked before too
	{`printf '.shell rm -rf ~\n' > ~/.sqliterc`, UnreadableRule, ""}, // asked before too
	// a start-up file the line names, read as psql -f's
	{`PSQLRC=rc/evil.psql psql app`, "cmd.delete-home", ""},
	{`PSQLRC=rc/evil.psql psql app -c 'select 1'`, "cmd.delete-home", ""},
	{`PSQLRC=/tmp/x.psql psql app`, UnreadableRule, "PSQLRC"}, // asked before too: not the project's
	{`echo '\! id' > rc/new.psql && PSQLRC=rc/new.psql psql`, UnreadableRule, "rc/new.psql"},
	{`sqlite3 -init /tmp/x.sql app.db`, "cmd.cloud-delete", ""},
	{`echo '.shell rm -rf ~' > i.sql && sqlite3 -init i.sql app.db`, UnreadableRule, "i.sql"},
	{`duckdb -init /tmp/x.sql`, "cmd.cloud-delete", ""},
	// everyday neighbours
	{`PSQLRC=rc/plain.psql psql app -c 'select 1'`, "", ""},
	{`PSQLRC=/dev/null psql app`, "", ""},
	{`psql app -c 'select 1'`, "", ""},
	{`cat ~/.psqlrc`, "", ""},
	{`cat ~/.mongoshrc.js`, "", ""},
	{`sqlite3 app.db .tables`, "", ""},
	{`sqlite3 -init rc/plain.sql app.db .tables`, "", ""},
	{`echo x > notes/.psqlrc-draft`, "", ""},
	{`mongosh --norc --eval 'db.stats()'`, "", ""},
}

// TestStartupFilesFx65b checks fx65bStartupCases in a project of real
// files.
func TestStartupFilesFx65b(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := writeTree(t, map[string]string{
		"proj/rc/evil.psql":  "\\set ON_ERROR_STOP on\n\\! rm -rf ~\n",
		"proj/rc/plain.psql": "\\set ON_ERROR_STOP on\n\\pset null NULL\n",
		"proj/rc/plain.sql":  ".headers on\n.mode column\n",
		"proj/app.db":        "",
		"proj/notes/x":       "",
	})
	proj := home + "/proj"
	for _, c := range fx65bStartupCases {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main", ProjectFile: fx49rBounded(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		checkBodyCase(t, c, v)
	}
}

// fx65bDataReasonCases: item 2, a database's data deleted asks by
// cmd.cloud-delete with a database's reason, not the cloud's (on the base
// commit every row named "cloud resources").
var fx65bDataReasonCases = []bodyCase{
	{`psql -c 'drop table users'`, "cmd.cloud-delete", "a database's data"},
	{`mysql -e 'DROP DATABASE shop'`, "cmd.cloud-delete", "a database's data"},
	{`psql -f /tmp/x.sql`, "cmd.cloud-delete", "a database's data"},
	{`redis-cli -h prod FLUSHALL`, "cmd.cloud-delete", "a database's data"},
	// the cloud's deletes keep the cloud's reason
	{`kubectl delete namespace prod`, "cmd.cloud-delete", "cloud resources"},
	{`terraform destroy -auto-approve`, "cmd.cloud-delete", "cloud resources"},
}

// TestDataReasonFx65b checks fx65bDataReasonCases.
func TestDataReasonFx65b(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	for _, c := range fx65bDataReasonCases {
		ctx := &Context{Cwd: home, Workdir: home, Home: home, DefaultBranch: "main"}
		checkBodyCase(t, c, pol.Evaluate(Read(c.cmd), ctx, time.Now()))
	}
}
