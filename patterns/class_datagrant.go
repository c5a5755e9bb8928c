package patterns

import (
	"regexp"
	"strings"
)

// Access granted inside a database is a credentials change as an IAM
// binding is (rt17d #12): [data-grant] is database code that makes an
// account, gives one a privilege or a role, or sets a password. SQL's
// CREATE ROLE/USER (and LOGIN, SQL Server's), GRANT … TO, ALTER ROLE/USER
// with an attribute, a password, a rename or a default role (`ALTER ROLE
// app SUPERUSER`, `ALTER USER postgres PASSWORD 'x'`), SET PASSWORD;
// mongo's createUser, updateUser, grantRolesToUser, changeUserPassword,
// createRole and grantPrivilegesToRole (as calls or runCommand keys).
// Access taken away is the same change the other way (fx18d2, rt18d #6):
// SQL's REVOKE … FROM, mongo's revokeRolesFromUser,
// revokePrivilegesFromRole, revokeRolesFromRole, dropUser and
// dropAllUsersFromDatabase.
// Keywords inside string literals are not read (`SELECT 'grant x to y'`),
// and reading grants is not granting (`SHOW GRANTS`, `\du`). A word with
// parts the line does not show might hold such code.

// dataGrantCode matches [data-grant]'s code, in any case.
var dataGrantCode = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\bcreate\s+(role|user|login)\b|\bgrant\b[^;]*?\bto\b|\bset\s+password\b|` +
		`\balter\s+(role|user|login)\b[^;]*?\b(superuser|password|createrole|createdb|bypassrls|replication|login|identified|rename|with|account|default\s+role|sysadmin)\b|` +
		`\brevoke\b[^;]*?\bfrom\b|` +
		`\b(createuser|updateuser|grantrolestouser|changeuserpassword|createrole|grantprivilegestorole|` +
		`revokerolesfromuser|revokeprivilegesfromrole|revokerolesfromrole|dropuser|dropallusersfromdatabase)\s*[(:]`)
}}

// judgeDataGrant is [data-grant] (above).
func judgeDataGrant(_ string, w Word, _ *Context) Judgement {
	var lit strings.Builder
	known := true
	for _, s := range w.Segs {
		if s.Kind == SegLit {
			lit.WriteString(s.Text)
		} else {
			known = false
		}
	}
	code := lit.String()
	if dataGrantCode.get().MatchString(sqlOutsideLiterals(code)) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{Might: !known}
}

// dataGrantPatterns are cmd.credentials' patterns for [data-grant] code
// in a database client's query option or operand, or fed to it.
func dataGrantPatterns() []string {
	out := []string{
		"psql -c=[data-grant] **", "psql --command=[data-grant] **", "psql ** <<< [data-grant]",
		"mysql -e=[data-grant] **", "mysql --execute=[data-grant] **", "mysql ** <<< [data-grant]",
		"mariadb -e=[data-grant] **", "mariadb --execute=[data-grant] **", "mariadb ** <<< [data-grant]",
		"mongosh --eval=[data-grant] **", "mongo --eval=[data-grant] **", "mongosh ** <<< [data-grant]",
		"cockroach sql -e=[data-grant] **", "cockroach sql --execute=[data-grant] **",
		"clickhouse-client -q=[data-grant] **", "clickhouse-client --query=[data-grant] **",
		"cqlsh -e=[data-grant] **", "cqlsh --execute=[data-grant] **",
	}
	for _, q := range dataQueryOptions {
		out = append(out, q+"=[data-grant] **")
	}
	for _, db := range append(append([]string{}, dataFedDBs...), "sqlcmd", "cypher-shell", "mysqlsh", "trino") {
		out = append(out, "echo ** [data-grant] ** | "+db+" **", "printf ** [data-grant] ** | "+db+" **")
	}
	return out
}
