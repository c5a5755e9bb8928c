package patterns

import "testing"

// rt17dListenCases are rt17d finding 13: listeners that open what they
// forward to the network, beside the same tools kept on this machine.
var rt17dListenCases = []doesCase{
	{"socat TCP-LISTEN:2375,fork UNIX-CONNECT:/var/run/docker.sock", "cmd.credentials"},
	{"socat tcp4-listen:2222,fork,reuseaddr TCP:localhost:22", "cmd.credentials"},
	{"socat TCP-LISTEN:8080,bind=0.0.0.0,fork TCP:localhost:3000", ""},
	{"socat TCP-LISTEN:8080,fork TCP:localhost:3000", ""},
	{"socat TCP-LISTEN:5433,fork TCP:db.internal:5432", "cmd.credentials"},
	{"socat TCP-LISTEN:8080,fork \"$T\"", "cmd.credentials"},
	{"socat TCP-LISTEN:8080,bind=127.0.0.1,fork TCP:localhost:3000", ""},
	{"socat - TCP:localhost:6379", ""},
	{"kubectl proxy --address=0.0.0.0 --accept-hosts='.*'", "cmd.credentials"},
	{"kubectl proxy --address 0.0.0.0", "cmd.credentials"},
	{"kubectl port-forward --address 0.0.0.0 svc/postgres 5432:5432", "cmd.credentials"},
	{"kubectl -n prod port-forward --address=localhost,10.0.0.5 svc/db 5432", "cmd.credentials"},
	{"kubectl port-forward --address \"$ADDR\" svc/db 5432", "cmd.credentials"},
	{"kubectl port-forward svc/postgres 5432:5432", ""},
	{"kubectl port-forward --address 127.0.0.1 svc/postgres 5432:5432", ""},
	{"kubectl proxy", ""},
	{"ssh -D 0.0.0.0:1080 -N bastion", "cmd.credentials"},
	{"ssh -N -L 0.0.0.0:5432:db:5432 bastion", "cmd.credentials"},
	{"ssh -g -L 5432:db:5432 bastion", "cmd.credentials"},
	{"ssh -o GatewayPorts=yes -L 5432:db:5432 bastion", "cmd.credentials"},
	{"ssh -D 1080 -N bastion", ""},
	{"ssh -N -L 5432:db:5432 bastion", ""},
	{"ssh -L localhost:5432:db:5432 bastion", ""},
	{"redis-server --protected-mode no --bind 0.0.0.0", "cmd.credentials"},
	{"redis-server --port 6380", ""},
	{"x11vnc -forever -nopw -display :0", "cmd.credentials"},
}

// TestRt17dListen checks rt17dListenCases against the defaults.
func TestRt17dListen(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", rt17dListenCases)
}
