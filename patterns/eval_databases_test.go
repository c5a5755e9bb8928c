package patterns

import "testing"

// databaseCases: code that deletes a database's data, in any case and
// however it reaches the database shell, asks by cmd.cloud-delete; reading
// code does not.
var databaseCases = []runnerCase{
	asks("psql -c 'Drop TABLE users'", "cmd.cloud-delete"),
	asks("psql -c 'dRoP database app'", "cmd.cloud-delete"),
	asks("psql -c 'delete from users'", "cmd.cloud-delete"),
	asks("psql -c 'DELETE FROM users WHERE 1=1'", "cmd.cloud-delete"),
	asks("psql -c 'truncate users'", "cmd.cloud-delete"),
	asks("psql --command='DROP SCHEMA public CASCADE'", "cmd.cloud-delete"),
	asks("psql --command 'DROP SCHEMA public CASCADE'", "cmd.cloud-delete"),
	asks("psql <<< 'DROP DATABASE prod;'", "cmd.cloud-delete"),
	asks("psql -U app prod <<SQL\nDROP TABLE users;\nSQL", "cmd.cloud-delete"),
	asks("mysql -uroot -e 'DELETE FROM users'", "cmd.cloud-delete"),
	asks("mysql -e 'DrOp database app'", "cmd.cloud-delete"),
	asks("mysql --execute='DELETE FROM users'", "cmd.cloud-delete"),
	asks("mysql -uroot app -e 'UPDATE users SET password=NULL'", "cmd.cloud-delete"),
	asks("mariadb <<< 'drop table t'", "cmd.cloud-delete"),
	asks("sqlite3 ~/Documents/app.db 'DROP TABLE users'", "cmd.cloud-delete"),
	asks("mongosh prod --eval 'db.users.deleteMany({})'", "cmd.cloud-delete"),
	asks("mongosh --eval 'db.dropDatabase()'", "cmd.cloud-delete"),
	asks("redis-cli FlushAll", "cmd.cloud-delete"),
	asks("redis-cli -n 2 flushdb", "cmd.cloud-delete"),
	allows("psql -c 'select 1'"),
	allows("psql -c '\\dt'"),
	allows("psql <<< 'SELECT count(*) FROM users'"),
	// SQL from a file whose text the line does not hold (effects13):
	// one named for dropping, outside the workdir, or written in the line.
	asks("psql < drop.sql", "cmd.cloud-delete"),
	allows("psql < schema.sql"),
	allows("mysql --execute='SELECT 1'"),
	allows("mysql -e 'UPDATE users SET name=1 WHERE id=2'"),
	allows("sqlite3 prod.db 'DROP TABLE users'"),
	allows("sqlite3 app.db .tables"),
	allows("mongosh --eval 'db.users.find()'"),
	allows("redis-cli GET k"),
	allows("cat <<< 'DROP TABLE users'"),
	// A word inside a string literal is data (effects12).
	allows(`psql -c "select 'drop table' as x"`),
	allows(`psql -c "select * from users where name = 'drop'"`),
	allows(`psql -c "select 'DELETE FROM x' as sql"`),
	allows(`mysql -e "select 'truncate' from dual"`),
	allows(`psql -c "update t set note = 'no where here' where id = 1"`),
	// ... unless the literal may be run, or where it ends is not sure.
	asks(`psql -c "select 'drop table x' \gexec"`, "cmd.cloud-delete"),
	asks(`psql -c "DO 'BEGIN EXECUTE ''DROP TABLE x''; END'"`, "cmd.cloud-delete"),
	asks(`psql -c "select run_sql('drop table x')"`, "cmd.cloud-delete"),
	asks(`mysql -e "select 'a\''; drop table t; select '"`, "cmd.cloud-delete"),
	asks(`mysql -e "PREPARE s FROM 'DROP TABLE t'; EXECUTE s"`, "cmd.cloud-delete"),
	asks(`psql -c "select 'x'; drop table t"`, "cmd.cloud-delete"),
	asks(`psql -c "select 'unclosed; drop table t"`, "cmd.cloud-delete"),
	asks(`psql -c "update t set note = 'where'"`, "cmd.cloud-delete"),
}

func TestDatabaseCases(t *testing.T) {
	testRunnerTable(t, databaseCases)
}

// TestJudgeDataDelete checks [data-delete] on single words.
func TestJudgeDataDelete(t *testing.T) {
	cases := []struct {
		word          string
		might, surely bool
	}{
		{"DROP TABLE x", true, true},
		{"Drop index i", true, true},
		{"truncate t", true, true},
		{"delete  from t", true, true},
		{"update t set a=1", true, true},
		{"update t set a=1 where id=2", false, false},
		{"db.c.remove({})", true, true},
		{"FLUSHALL", true, true},
		{"flushdb", true, true},
		{"select 1", false, false},
		{"drop_all.sql", false, false},
		{"dropdown", false, false},
		{"$SQL", true, false},
		{"DROP TABLE $T", true, true},
		{"select 'drop table' as x", false, false},
		{"select 'it''s; drop table t' as x", false, false},
		{"select 'a'; drop table t", true, true},
		{"select f('drop table t')", true, true},
		{"select 'a\\'; drop table t; select '", true, true},
		{"select 'drop table t' \\gexec", true, true},
		{"select 'x' from t where a = $V", true, false},
	}
	for _, c := range cases {
		cmd := Read("echo \"" + c.word + "\"")
		if len(cmd.Parts) != 1 || len(cmd.Parts[0].Words) != 2 {
			t.Fatalf("%q: read as %d parts", c.word, len(cmd.Parts))
		}
		w := cmd.Parts[0].Words[1]
		j := judgeDataDelete("", w, testContext())
		if j.Might != c.might || j.Certainly != c.surely {
			t.Errorf("%q: got %+v, want might %v certainly %v", c.word, j, c.might, c.surely)
		}
	}
}

// FuzzJudgeDataDelete: [data-delete] never panics, and what it certainly
// holds it might hold.
func FuzzJudgeDataDelete(f *testing.F) {
	for _, s := range []string{"DROP TABLE x", "select 1", "$SQL", "db.c.deleteMany({})", "FlushAll", "update t set a=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range Read("echo " + s).Parts {
			for _, w := range p.Words {
				if j := judgeDataDelete("", w, testContext()); j.Certainly && !j.Might {
					t.Fatalf("%q: certainly but not might", w.Raw)
				}
			}
		}
	})
}
