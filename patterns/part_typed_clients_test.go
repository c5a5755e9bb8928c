package patterns

import "testing"

// TestReadsTypedClients: database shells, raw sockets and script runners
// fed the caller's input run what arrives there (rt18h #12, #8; every
// true row was false before).
func TestReadsTypedClients(t *testing.T) {
	tests := []struct {
		command string
		want    bool
	}{
		{"redis-cli", true},
		{"redis-cli -h db", true},
		{"redis-cli -h db -p 6379 -n 2", true},
		{"valkey-cli", true},
		{"clickhouse-client", true},
		{"clickhouse-client --host db", true},
		{"cqlsh", true},
		{"cqlsh db 9042", true},
		{"usql pg://x", true},
		{"sqlcmd", true},
		{"sqlcmd -S db", true},
		{"mysqlsh", true},
		{"influx", true},
		{"cypher-shell", true},
		{"cypher-shell -a neo4j://db", true},
		{"nc db 6379", true},
		{"ncat db 6379", true},
		{"netcat -q1 db 6379", true},
		{"socat - TCP:db:6379", true},
		{"socat STDIO TCP:db:6379", true},
		{"openssl s_client -connect db:6379", true},
		{"cmake -P /dev/stdin", true},
		{"ninja -f /dev/stdin", true},
		{"just --justfile /dev/stdin", true},
		{". /dev/stdin", true},
		{"source /proc/self/fd/0", true},
		{"sed e", true},
		{"sed 's/.*/&/e'", true},
		{"sed -n -e 's/x/y/e'", true},
		{"awk '{system($0)}'", true},
		{"awk '{print | \"sh\"}'", true},
		{"gawk '{ system($0) }' -", true},
		// Their everyday neighbours.
		{"redis-cli GET k", false},
		{"redis-cli -h db GET k", false},
		{"redis-cli --version", false},
		{"clickhouse-client -q 'select 1'", false},
		{"clickhouse-client --query='select 1'", false},
		{"cqlsh -e 'describe keyspaces'", false},
		{"usql pg://x -c 'select 1'", false},
		{"sqlcmd -Q 'select 1'", false},
		{"cypher-shell 'MATCH (n) RETURN n'", false},
		{"nc -z db 6379", false},
		{"nc -zv db 5432", false},
		{"socat TCP-LISTEN:8080,fork TCP:localhost:80", false},
		{"openssl x509 -in c.pem -noout", false},
		{"cmake -P build.cmake", false},
		{"cmake -S . -B build", false},
		{"ninja -C build", false},
		{"just test", false},
		{"source ./env.sh", false},
		{". venv/bin/activate", false},
		{"sed 's/a/b/'", false},
		{"sed 's/.*/&/e' file.txt", false},
		{"sed -i 's/a/b/' f", false},
		{"awk '{print $1}'", false},
		{"awk '{system($0)}' cmds.txt", false},
		{"echo FLUSHALL | redis-cli", false},
		{"redis-cli < cmds.txt", false},
	}
	for _, tt := range tests {
		c := Read(tt.command)
		got := false
		for i := range c.Parts {
			got = got || c.Parts[i].ReadsTypedProgram()
		}
		if got != tt.want {
			t.Errorf("%q: reads a typed program %v, want %v", tt.command, got, tt.want)
		}
	}
}
