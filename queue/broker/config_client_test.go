package broker

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/internal/brokerconf"
	"ozdesk.dev/ozdesk/store"
)

// configFiles are configurations as the documentation writes them, and
// what else YAML allows that a client reading two keys must not read
// otherwise than yaml.v3: clientReads says brokerconf.ParseClient must
// read it (the documented forms).
var configFiles = []struct {
	text        string
	clientReads bool
}{
	{"", true},
	{"socket: /run/ozdesk/ozdesk.sock\nstore: /var/lib/ozdesk/desk.db\noperators: /etc/ozdesk/operators.yaml\nanchor: /var/lib/ozdesk/audit.head\n", true},
	{"socket: /run/ozdesk/ozdesk.sock        # clients ask the broker here\nstore: /var/lib/ozdesk/desk.db         # the broker's store\nevaluate-timeout: 10s                  # a client refuses\n", true},
	{"# the node's configuration\n\nsocket: /srv/oz.sock\nevaluate-timeout: 1m\n", true},
	{"store: etcd://10.0.0.1:2379,10.0.0.2:2379,10.0.0.3:2379/ozdesk\netcd-cacert: /etc/ozdesk/etcd-ca.pem\netcd-cert: /etc/ozdesk/etcd-client.pem\netcd-key: /etc/ozdesk/etcd-client-key.pem\nnode: build-07\n", true},
	{"socket:\nevaluate-timeout: 500ms\n", true},
	{"socket: #none\n", true},
	{"socket: \"/run/x.sock\"\n", false},
	{"socket: '/run/x.sock'\n", false},
	{"  socket: /run/x.sock\n", false},
	{"socket: /a\nsocket: /b\n", false},
	{"socket: /a\n---\nsocket: /b\n", false},
	{"---\nsocket: /a\n", false},
	{"socket: /a\r\n", false},
	{"socket:\t/a\n", false},
	{"socket: /a#b\n", false},
	{"socket: &x /a\nstore: *x\n", false},
	{"{socket: /a}\n", false},
	{"socket: !!str /a\n", false},
	{"socket: ~\n", false},
	{"socket: relative.sock\n", false},
	{"Socket: /a\n", false},
	{"sockets: /a\n", false},
	{"evaluate-timeout: 10\n", false},
	{"evaluate-timeout: 0\n", false},
	{"evaluate-timeout: 2m\n", false},
	{"evaluate-timeout: -1s\n", false},
	{"socket: /a: b\n", false},
	{"socket: /a\n  /b\n", false},
	{"socket: /a\n# end\n...\n", false},
	{"node: 07\n", false},
	{"#000000\x00", false},
	{"# caf\u00e9\nsocket: /a\n", false},
}

// TestClientAsYAML holds the hand-written reader a broker-only client
// reads the configuration with to LoadConfig's (yaml.v3): whatever it
// reads, LoadConfig reads the same, key by key, and it reads the
// configuration as the documentation writes it.
func TestClientAsYAML(t *testing.T) {
	for _, f := range configFiles {
		c := checkClientAsYAML(t, []byte(f.text))
		if f.clientReads && c == nil {
			_, err := brokerconf.ParseClient([]byte(f.text))
			t.Errorf("ParseClient(%q): %v; it must read the documented form", f.text, err)
		}
		if !f.clientReads && c != nil {
			t.Errorf("ParseClient(%q) read %+v; it must refuse it", f.text, c.Values)
		}
	}
}

func FuzzClientAsYAML(f *testing.F) {
	for _, c := range configFiles {
		f.Add([]byte(c.text))
	}
	f.Fuzz(func(t *testing.T, b []byte) { checkClientAsYAML(t, b) })
}

// checkClientAsYAML checks that when ParseClient reads b, parseConfig
// (LoadConfig's decoding) reads the same values; it returns what
// ParseClient read, or nil. The one difference allowed: an etcd store's
// address, which a client does not read and the broker checks.
func checkClientAsYAML(t *testing.T, b []byte) *brokerconf.Client {
	t.Helper()
	c, err := brokerconf.ParseClient(b)
	if err != nil {
		return nil
	}
	full, err := parseConfig("config.yaml", b)
	if err != nil {
		if s := c.Values["store"]; store.IsEtcd(s) && store.CheckEtcdAddress(s) != nil {
			return c
		}
		t.Fatalf("ParseClient read %q as %+v, LoadConfig refuses it: %v", b, c.Values, err)
	}
	want := map[string]string{"socket": full.Socket, "store": full.Store, "operators": full.Operators, "anchor": full.Anchor,
		"etcd-cacert": full.EtcdCACert, "etcd-cert": full.EtcdCert, "etcd-key": full.EtcdKey, "node": full.Node}
	for k, v := range want {
		if c.Values[k] != v {
			t.Fatalf("%q: ParseClient reads %s %q, LoadConfig %q", b, k, c.Values[k], v)
		}
	}
	if c.EvaluateTimeout != full.EvaluateTimeout || c.Socket != full.Socket {
		t.Fatalf("%q: ParseClient reads %q %v, LoadConfig %q %v", b, c.Socket, c.EvaluateTimeout, full.Socket, full.EvaluateTimeout)
	}
	return c
}

// TestLoadClientTrusted: the broker-only client's reader believes a file
// as LoadConfig does (brokerconf.Read, the same checks): root's and
// writable by nobody else, not a link, and a missing optional file is
// direct mode.
func TestLoadClientTrusted(t *testing.T) {
	needRootOwner(t)
	dir := trustedDir(t)
	good := filepath.Join(dir, "config.yaml")
	if err := os.WriteFile(good, []byte("socket: /run/x.sock\nevaluate-timeout: 3s\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	open := filepath.Join(dir, "open.yaml")
	if err := os.WriteFile(open, []byte("socket: /run/x.sock\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(open, 0o666); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(good, link); err != nil {
		t.Fatal(err)
	}
	c, err := brokerconf.LoadClient(good, false)
	if err != nil || c.Socket != "/run/x.sock" || c.EvaluateTimeout.String() != "3s" {
		t.Fatalf("LoadClient(good) = %+v, %v", c, err)
	}
	for _, p := range []string{open, link} {
		_, errFull := LoadConfig(p, false)
		_, err := brokerconf.LoadClient(p, false)
		if err == nil || errFull == nil || err.Error() != errFull.Error() {
			t.Errorf("%s: LoadClient %v, LoadConfig %v: both must refuse it alike", p, err, errFull)
		}
	}
	if c, err := brokerconf.LoadClient(filepath.Join(dir, "none.yaml"), true); c != nil || err != nil {
		t.Errorf("a missing optional file: %+v, %v; want direct mode (nil, nil)", c, err)
	}
	if _, err := brokerconf.LoadClient(filepath.Join(dir, "none.yaml"), false); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing named file: %v; want an error", err)
	}
}
