package patterns

import "testing"

// fx69cEnvAddressCases (rt67 G): an unquoted variable of the environment
// whose name says it holds an address is one word, as its quoted form is:
// a read through it is everyday, while a delete, a name that may hold
// flags, a value the line sets and a sender still ask.
var fx69cEnvAddressCases = []doesCase{
	{`redis-cli -u $REDIS_URL PING`, ""},
	{`redis-cli -u $REDIS_URL GET k`, ""},
	{`redis-cli -h $REDIS_HOST INFO`, ""},
	{`psql $DATABASE_URL -c 'select 1'`, ""},
	{`redis-cli -u $REDIS_URL FLUSHALL`, "cmd.cloud-delete"},
	{`redis-cli -u $REDIS_URL DEL k`, "cmd.cloud-delete"},
	{`psql $DATABASE_URL -c 'drop table users'`, "cmd.cloud-delete"},
	{`redis-cli -u $REDIS_OPTS PING`, "cmd.cloud-delete"},
	{`REDIS_URL='x FLUSHALL'; redis-cli -u $REDIS_URL PING`, "cmd.cloud-delete"},
	{`curl -X DELETE $API_URL`, "cmd.cloud-delete"},
}

// TestFx69cEnvAddress checks fx69cEnvAddressCases against the defaults.
func TestFx69cEnvAddress(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "env address ", fx69cEnvAddressCases)
}
