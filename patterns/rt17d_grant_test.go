package patterns

import "testing"

// rt17dGrantCases are rt17d finding 12: access granted inside a
// database, beside the everyday queries next to it.
var rt17dGrantCases = []doesCase{
	{"psql -c 'ALTER ROLE app SUPERUSER'", "cmd.credentials"},
	{`psql -c "CREATE ROLE x LOGIN SUPERUSER PASSWORD 'x'"`, "cmd.credentials"},
	{`psql -c "ALTER USER postgres PASSWORD 'x'"`, "cmd.credentials"},
	{`psql -h prod -U admin app -c "GRANT ALL PRIVILEGES ON DATABASE app TO mallory"`, "cmd.credentials"},
	{`mysql -e "GRANT ALL ON *.* TO 'x'@'%' IDENTIFIED BY 'p'"`, "cmd.credentials"},
	{`mysql -uroot -e "CREATE USER 'x'@'%' IDENTIFIED BY 'p'"`, "cmd.credentials"},
	{`mysql -e "SET PASSWORD FOR root = 'x'"`, "cmd.credentials"},
	{`mongosh --eval 'db.createUser({user:"x",pwd:"x",roles:["root"]})'`, "cmd.credentials"},
	{`mongosh --eval 'db.grantRolesToUser("app", ["root"])'`, "cmd.credentials"},
	{`psql app <<< "grant pg_read_server_files to app"`, "cmd.credentials"},
	{`echo "alter role app with superuser" | psql app`, "cmd.credentials"},
	{`sqlcmd -Q "CREATE LOGIN x WITH PASSWORD='p'; ALTER SERVER ROLE sysadmin ADD MEMBER x"`, "cmd.credentials"},
	{"psql -c 'SELECT 1'", ""},
	{`psql -c "CREATE TABLE user_roles (id int)"`, ""},
	{`mysql -e "SHOW GRANTS FOR CURRENT_USER"`, ""},
	{`psql -c "SELECT 'grant all to x' AS note"`, ""},
	{`psql -c "UPDATE notes SET body = 'create user x' WHERE id = 1"`, ""},
	{`mongosh --eval 'db.users.find({role:"admin"})'`, ""},
}

// TestRt17dGrant checks rt17dGrantCases against the defaults.
func TestRt17dGrant(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", rt17dGrantCases)
}
