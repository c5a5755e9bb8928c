package patterns

import "testing"

// b7bSQLWhereCases: a DELETE bounded by a WHERE deletes the rows it names
// and is everyday work; without WHERE, with one true for every row, with
// the WHERE in a comment or a subquery, TRUNCATE and DROP still ask.
var b7bSQLWhereCases = []doesCase{
	{`psql -c "DELETE FROM t WHERE id=3"`, ""},
	{`psql -c "delete from t where id = 3"`, ""},
	{`psql -c "DELETE FROM t WHERE name = 'x'"`, ""},
	{`psql -c "DELETE FROM t WHERE id IN (1,2,3) RETURNING *"`, ""},
	{`psql "$DATABASE_URL" -c "DELETE FROM sessions WHERE expires < now()"`, ""},
	{`mysql -e "DELETE FROM t WHERE id=3"`, ""},
	{`echo "DELETE FROM t WHERE id=3" | psql`, ""},
	{`psql -c "UPDATE t SET x=1 WHERE id=2"`, ""},
	{`psql -c "DELETE FROM t"`, "cmd.cloud-delete"},
	{`psql -c "TRUNCATE t"`, "cmd.cloud-delete"},
	{`psql -c "DROP TABLE t"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t WHERE 1=1"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t WHERE id=3 OR 1=1"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t WHERE true"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t WHERE id = id"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t WHERE 2>1"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t WHERE 1=1 LIMIT 10"`, "cmd.cloud-delete"},
	{"psql -c \"DELETE FROM t -- WHERE id=3\"", "cmd.cloud-delete"},
	{`mysql -e "DELETE FROM t /*! WHERE id=3 */"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t WHERE id=3; DROP TABLE u"`, "cmd.cloud-delete"},
	{`psql -c "DELETE FROM t USING (SELECT 1 FROM u WHERE x=1) s"`, "cmd.cloud-delete"},
	{`psql -c "UPDATE t SET x=1; DELETE FROM u WHERE id=1"`, "cmd.cloud-delete"},
	{`echo "DELETE FROM t" | psql`, "cmd.cloud-delete"},
}

// TestB7bSQLWhere checks b7bSQLWhereCases against the defaults.
func TestB7bSQLWhere(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "sql ", b7bSQLWhereCases)
}
