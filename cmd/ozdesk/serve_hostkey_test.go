package main

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// TestServeHostKeyPath: the SSH host key goes beside the broker's other
// state: beside a store file, and for a fleet's node (an etcd store)
// beside its audit anchor, wherever the configuration puts it; the
// flag names another. Before (rt15f #11), a fleet's broker made its key
// in /var/lib/ozdesk/ whatever its configured paths, and two brokers on
// one host shared it.
func TestServeHostKeyPath(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    serveFlags
		want string
	}{
		{"file store", serveFlags{store: "/srv/oz/desk.db", anchor: "/run/oz/audit.head"}, "/srv/oz"},
		{"fleet", serveFlags{store: "etcd://127.0.0.1:2379/oz", anchor: "/work/n1/audit.head"}, "/work/n1"},
		{"fleet, another node on the host", serveFlags{store: "etcd://127.0.0.1:2379/oz", anchor: "/work/n2/audit.head"}, "/work/n2"},
		{"flag", serveFlags{store: "etcd://127.0.0.1:2379/oz", anchor: "/work/n1/audit.head", ssh: sshFlags{hostKey: "/etc/oz/key"}}, "/etc/oz/key"},
	} {
		want := filepath.Join(tc.want, sshdesk.HostKeyName)
		if tc.f.ssh.hostKey != "" {
			want = tc.want
		}
		if got := tc.f.ssh.hostKeyPath(tc.f.localStore()); got != want {
			t.Errorf("%s: host key %s, want %s", tc.name, got, want)
		}
	}
}
