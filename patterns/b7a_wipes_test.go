package patterns

import "testing"

// wipeCases are deletes through other verbs (defaults_wipes.go,
// class_datadelete.go): a search engine's delete by query, redis key
// deletes and its save directory moved, ansible's file module with
// state=absent, the shell's history thrown away. "" is everyday work
// that must stay allowed.
var wipeCases = []doesCase{
	{`curl -sS -X POST 'http://es:9200/orders/_delete_by_query' -H 'content-type: application/json' -d '{"query":{"match_all":{}}}'`, "cmd.cloud-delete"},
	{"curl -XPOST es:9200/logs-*/_delete_by_query?conflicts=proceed -d @q.json", "cmd.cloud-delete"},
	{"http POST :9200/orders/_delete_by_query query:='{}'", "cmd.cloud-delete"},
	{"redis-cli -h prod DEL users:all orders:all", "cmd.cloud-delete"},
	{"redis-cli UNLINK big:key", ""}, // one named key on this machine's server is everyday (b7b)
	{"redis-cli -h prod UNLINK big:key", "cmd.cloud-delete"},
	{"redis-cli -n 2 del session:1", ""},
	{"redis-cli -n 2 flushdb", "cmd.cloud-delete"},
	{"redis-cli --scan --pattern 'session:*' | xargs redis-cli del", "cmd.cloud-delete"},
	{"printf 'DEL k\\r\\n' | nc redis 6379", "cmd.cloud-delete"},
	{"redis-cli -h prod CONFIG SET dir /root/.ssh", "cmd.credentials"},
	{"redis-cli config set dbfilename authorized_keys", "cmd.credentials"},
	{"valkey-cli CONFIG SET dir /var/spool/cron", "cmd.credentials"},
	{"ansible all -i prod -m file -a 'path=/srv/data state=absent'", "cmd.delete-outside"},
	{"ansible web -a 'state=absent path=/etc/nginx' -m ansible.builtin.file", "cmd.delete-outside"},
	{"ansible all --module-name=file --args='path=/srv state=absent'", "cmd.delete-outside"},
	{"history -c", "cmd.delete-outside"},
	{"history -c && history -w", "cmd.delete-outside"},
	{"history -cw", "cmd.delete-outside"},
	{"history -d 10", "cmd.delete-outside"},
	{"unset HISTFILE", "cmd.delete-outside"},
	{"unset -v HISTFILE; ls", "cmd.delete-outside"},
	{"set +o history", "cmd.delete-outside"},
	{"export HISTFILE=/dev/null", "cmd.delete-outside"},
	{"export HISTSIZE=0 HISTFILESIZE=0", "cmd.delete-outside"},
	{"declare -x HISTFILE=/tmp/h", "cmd.delete-outside"},
	// Everyday: searches, reads, other modules and states, reading history.
	{"curl -s es:9200/orders/_search -d '{}'", ""},
	{"curl -s es:9200/_cat/indices", ""},
	{"redis-cli GET k", ""},
	{"redis-cli KEYS 'session:*'", ""},
	{"redis-cli CONFIG GET dir", ""},
	{"redis-cli config set maxmemory 1gb", ""},
	{"ansible all -m ping", ""},
	{"ansible all -m file -a 'path=/srv/x state=directory'", ""},
	{"history", ""},
	{"history 20", ""},
	{"set -o history", ""},
	{"unset FOO", ""},
	{"export HISTSIZE=10000", ""},
	{"export PATH=$HOME/.local/bin:$PATH", ""},
	{`x=$(cat f); unset -v "$x"`, ""},
}

// TestWipesDeletes checks wipeCases against the defaults.
func TestWipesDeletes(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", wipeCases)
}
