package patterns

import "testing"

// TestReadsTypedServers: database shells, manifests, sockets and message
// clients fed the caller's input send or run what arrives there (rt18i
// #5; every true row was false before), and their everyday neighbours
// with a query, a file or a value of their own do not.
func TestReadsTypedServers(t *testing.T) {
	tests := []struct {
		command string
		want    bool
	}{
		{"duckdb", true},
		{"duckdb data.duckdb", true},
		{"duckdb -cmd 'install x' data.duckdb", true},
		{"sqlplus /nolog", true},
		{"sqlplus -S scott/tiger@db", true},
		{"isql dsn", true},
		{"beeline -u jdbc:hive2://h", true},
		{"trino --server h", true},
		{"kubectl apply -f -", true},
		{"kubectl create -f /dev/stdin", true},
		{"kubectl replace --filename=-", true},
		{"oc delete -f -", true},
		{"kubectl apply -f \"$F\"", true},
		{"curl --unix-socket /var/run/docker.sock -d @- -XPOST http://d/containers/create", true},
		{"curl --data-binary @- http://x", true},
		{"curl --json @- http://x", true},
		{"curl -T - ftp://x/f", true},
		{"curl -F file=@- http://x", true},
		{"curl -K -", true},
		{"etcdctl put k", true},
		{"etcdctl txn", true},
		{"websocat ws://x", true},
		{"wscat -c ws://x", true},
		{"grpcurl -d @ x:1 svc/M", true},
		{"nsupdate", true},
		{"nsupdate -k key", true},
		{"kafka-console-producer --topic t --bootstrap-server b:9092", true},
		{"mosquitto_pub -t t -l", true},
		{"ldapmodify -H ldap://x", true},
		// Their everyday neighbours.
		{"duckdb data.duckdb 'select 1'", false},
		{"duckdb -c 'select 1'", false},
		{"duckdb --version", false},
		{"sqlplus -V", false},
		{"beeline -u jdbc:hive2://h -e 'show tables'", false},
		{"kubectl apply -f deploy.yaml", false},
		{"kubectl get pods", false},
		{"kubectl delete pod x", false},
		{"curl https://example.com", false},
		{"curl -d a=b http://x", false},
		{"curl -d @body.json http://x", false},
		{"curl -T file.txt ftp://x/", false},
		{"etcdctl put k v", false},
		{"etcdctl get k", false},
		{"wscat -c ws://x -x ping", false},
		{"grpcurl -d '{}' x:1 svc/M", false},
		{"grpcurl x:1 list", false},
		{"nsupdate update.txt", false},
		{"mosquitto_pub -t t -m hi", false},
		{"ldapmodify -f change.ldif", false},
		{"cat m.yaml | kubectl apply -f -", false},
		{"kubectl apply -f - < m.yaml", false},
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
