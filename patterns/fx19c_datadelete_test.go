package patterns

import "testing"

// fx19cDataDeleteCases are rt19d #8's deletes the data-delete check
// missed: a WHERE every key passes, an UPDATE so bounded, a redis key
// expired now on another host, a remote server's settings changed. ""
// must stay allowed: a WHERE naming rows, a later expiry, a local server.
var fx19cDataDeleteCases = []doesCase{
	{`psql -c 'DELETE FROM users WHERE id > 0'`, "cmd.cloud-delete"},
	{`psql -c 'DELETE FROM users WHERE id >= 1'`, "cmd.cloud-delete"},
	{`psql -c 'DELETE FROM users WHERE users.id <> 0'`, "cmd.cloud-delete"},
	{`psql -c 'DELETE FROM users WHERE id IS NOT NULL'`, "cmd.cloud-delete"},
	{`mysql -e 'DELETE FROM users WHERE id is not null LIMIT 100'`, "cmd.cloud-delete"},
	{`psql -c 'UPDATE users SET email = NULL WHERE id IS NOT NULL'`, "cmd.cloud-delete"},
	{`psql -c 'UPDATE users SET email = NULL WHERE 1=1'`, "cmd.cloud-delete"},
	{`psql -c 'UPDATE users SET x = (SELECT y FROM u WHERE u.id = 1)'`, "cmd.cloud-delete"},
	{`psql -c 'TRUNCATE users'`, "cmd.cloud-delete"},
	{"redis-cli -h prod EXPIRE users:all 0", "cmd.cloud-delete"},
	{"redis-cli -h prod PEXPIRE users:all -1", "cmd.cloud-delete"},
	{"redis-cli -h prod EXPIREAT users:all 1", "cmd.cloud-delete"},
	{`redis-cli -h prod EXPIRE users:all "$TTL"`, "cmd.cloud-delete"},
	{"redis-cli -h prod.cache CONFIG SET maxmemory 1", "cmd.cloud-delete"},
	{"redis-cli -u redis://cache.example.com:6379 config set maxmemory-policy allkeys-random", "cmd.cloud-delete"},
	{"redis-cli FLUSHALL", "cmd.cloud-delete"},
	// Everyday: rows named, a later expiry, this machine's server.
	{`psql -c 'DELETE FROM users WHERE id = 42'`, ""},
	{`psql -c 'DELETE FROM users WHERE id > 100'`, ""},
	{`psql -c 'DELETE FROM posts WHERE archived_at IS NOT NULL'`, ""},
	{`psql -c 'DELETE FROM items WHERE price > 0'`, ""},
	{`psql -c 'UPDATE users SET email = NULL WHERE id = 3'`, ""},
	{`psql "$DATABASE_URL" -c "DELETE FROM sessions WHERE expires < now()"`, ""},
	{"redis-cli -h prod EXPIRE session:3 3600", ""},
	{"redis-cli EXPIRE session:3 0", ""},
	{"redis-cli EXPIREAT session:3 1900000000", ""},
	{"redis-cli CONFIG SET notify-keyspace-events KEA", ""},
	{"redis-cli -h prod CONFIG GET maxmemory", ""},
}

// TestFx19cDataDelete checks fx19cDataDeleteCases against the defaults.
func TestFx19cDataDelete(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "sql ", fx19cDataDeleteCases)
}
