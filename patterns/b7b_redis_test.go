package patterns

import "testing"

// b7bRedisCases: redis-cli is judged by its command word alone. A key or
// argument that reads del is no delete, one key deleted on this machine's
// server is everyday, and emptying a database, deleting on another host
// or deleting keys not known asks.
var b7bRedisCases = []doesCase{
	{`redis-cli GET del`, ""},
	{`redis-cli HGET user:1 del`, ""},
	{`redis-cli GET flushall`, ""},
	{`valkey-cli GET del`, ""},
	{`redis-cli DEL session:3`, ""},
	{`redis-cli -n 2 DEL session:3 session:4`, ""},
	{`redis-cli -h 127.0.0.1 -p 6380 UNLINK k`, ""},
	{`redis-cli -u redis://localhost:6379 DEL k`, ""},
	{`redis-cli FLUSHALL`, "cmd.cloud-delete"},
	{`redis-cli -n 2 flushdb`, "cmd.cloud-delete"},
	{`sudo redis-cli -p 6380 FlushAll async`, "cmd.cloud-delete"},
	{`valkey-cli FLUSHALL`, "cmd.cloud-delete"},
	{`redis-cli -h prod.example.com DEL users:all`, "cmd.cloud-delete"},
	{`redis-cli -u redis://prod.example.com:6379 DEL k`, "cmd.cloud-delete"},
	{`keydb-cli -h prod UNLINK k`, "cmd.cloud-delete"},
	{`redis-cli DEL "$KEY"`, "cmd.cloud-delete"},
	{`redis-cli --scan --pattern 'sess:*' | xargs redis-cli DEL`, "cmd.cloud-delete"},
	{`redis-cli "$CMD"`, "cmd.cloud-delete"},
	{`redis-cli $OPTS FLUSHALL`, "cmd.cloud-delete"},
	{`redis-cli EVAL "return redis.call('FLUSHALL')" 0`, "cmd.cloud-delete"},
	{`bash -c 'redis-cli FLUSHALL'`, "cmd.cloud-delete"},
}

// TestB7bRedis checks b7bRedisCases against the defaults.
func TestB7bRedis(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "redis ", b7bRedisCases)
}
